import { useState } from "react";
import type { RoomSnapshot } from "@/lib/game/room-protocol";
import { nextRoundIn, nextRoundProblem } from "@/lib/race/room-state";
import { PRIMARY, SECONDARY } from "./styles";
import type { RoomApi } from "./use-room";

export interface NextRoundProps {
  room: RoomSnapshot;
  api: Pick<RoomApi, "busy" | "setReady" | "start" | "backToLobby">;
}

/**
 * After a race, under the results: the next round is an offer. Everyone in the room (racers,
 * latecomers, watchers) says "I'm in" or sits it out; the host starts it once someone besides
 * them is in. Nobody who did not say they're in is put in the countdown.
 */
export function NextRound({ room, api }: NextRoundProps) {
  const me = room.members.find((m) => m.playerId === room.you);
  const isHost = room.hostId === room.you;
  const inNext = nextRoundIn(room);
  const full = inNext.length >= room.settings.maxPlayers;
  // Sitting out is the default on the server (not in); saying it is remembered on this page,
  // so the choice reads back as made.
  const [sitOut, setSitOut] = useState(false);
  const problem = nextRoundProblem(room);
  const names = inNext.map((m) => (m.playerId === room.you ? "you" : m.name));

  return (
    <section
      aria-labelledby="next-round-heading"
      data-testid="next-round"
      className="flex flex-col gap-2 border-t border-border pt-3"
    >
      <h3 id="next-round-heading" className="font-semibold">
        Next round
      </h3>
      <p className="text-sm" data-testid="next-round-in">
        In so far: {names.join(", ")}
      </p>
      {isHost ? (
        <>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={api.busy || problem !== null}
              onClick={() => void api.start()}
              className={`${PRIMARY} flex-1 whitespace-nowrap`}
            >
              Start the next round
            </button>
            <button
              type="button"
              disabled={api.busy}
              onClick={() => void api.backToLobby()}
              className={`${SECONDARY} flex-1 whitespace-nowrap`}
            >
              Back to lobby
            </button>
          </div>
          <p className="min-h-5 text-sm text-muted">{problem}</p>
        </>
      ) : me?.ready ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm font-medium" role="status">
            You&apos;re in ✓ The host starts the round.
          </p>
          <button
            type="button"
            disabled={api.busy}
            onClick={() => void api.setReady(false).then((ok) => ok && setSitOut(true))}
            className={`${SECONDARY} text-sm`}
          >
            Sit this one out
          </button>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={api.busy || full}
              onClick={() => void api.setReady(true).then((ok) => ok && setSitOut(false))}
              className={`${PRIMARY} flex-1 whitespace-nowrap`}
            >
              I&apos;m in
            </button>
            <button
              type="button"
              aria-pressed={sitOut}
              disabled={api.busy}
              onClick={() => setSitOut(true)}
              className={`${SECONDARY} flex-1 whitespace-nowrap`}
            >
              Sit this one out
            </button>
          </div>
          <p className="min-h-5 text-sm text-muted" role="status">
            {full
              ? `The next round is full (${room.settings.maxPlayers} racers): you can watch it.`
              : sitOut
                ? "You're sitting this one out: you can watch it."
                : "Say you're in to race the next round."}
          </p>
        </>
      )}
    </section>
  );
}
