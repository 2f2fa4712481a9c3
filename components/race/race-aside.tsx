import { useEffect, useRef } from "react";
import type { RaceView, RoomSnapshot } from "@/lib/game/room-protocol";
import { isDone, statusText } from "@/lib/race/standings";
import { NextRound } from "./next-round";
import { RaceDeadline } from "./race-deadline";
import { RacersPanel } from "./racers-panel";
import { ResultsPanel } from "./results-panel";
import { CARD } from "./styles";
import type { RoomApi } from "./use-room";

/**
 * Beside the board: the racers live (with your own result once you are done) and the deadline
 * once someone finished, then the results with the next round's offer.
 */
export function RaceAside(props: {
  room: RoomSnapshot;
  race: RaceView;
  api: RoomApi;
  now: number | null;
}) {
  const { room, race, api } = props;
  const mine = race.progress.find((p) => p.playerId === room.you);
  const over = race.finishedAt !== null;
  // Give up and the end happen below the fold on a phone: bring the outcome into view.
  const done = over || (!!mine && isDone(mine.status));
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) card.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [done]);
  return (
    <div ref={card} className={`${CARD} flex flex-col gap-3`}>
      {over ? (
        <ResultsPanel
          room={room}
          race={race}
          actions={room.phase === "finished" ? <NextRound room={room} api={api} /> : null}
        />
      ) : (
        <>
          {mine && isDone(mine.status) ? (
            <p className="text-sm font-medium" data-testid="my-result">
              {mine.status === "solved" ? "You finished" : "Your race is over"} ({statusText(mine)}
              ): the others are still racing.
            </p>
          ) : null}
          {/* The one still racing sees the deadline above their board instead. */}
          {mine?.status === "playing" ? null : (
            <RaceDeadline
              room={room}
              race={race}
              now={props.now}
              busy={api.busy}
              onEnd={() => void api.endRound()}
            />
          )}
          <RacersPanel room={room} race={race} reactions={api.reactions} now={props.now} />
        </>
      )}
      {api.notice ? (
        <p role="status" className="text-sm text-conflict">
          {api.notice}
        </p>
      ) : null}
    </div>
  );
}
