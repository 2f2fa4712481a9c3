import Link from "next/link";
import { lazy, Suspense, type ReactNode } from "react";
import type { RaceView, RoomSnapshot } from "@/lib/game/room-protocol";
import { resultText, standings, totalHints } from "@/lib/race/standings";
import { RaceIcon } from "./race-icons";
import { RacerBadge } from "./racer-badge";
import { colourSeat } from "@/lib/race/racer-colours";

// Only after a race, and only for a racer who solved it: off the race page's first load.
const ChallengeFriend = lazy(() =>
  import("../challenge/challenge-friend").then((module) => ({ default: module.ChallengeFriend })),
);

export interface ResultsPanelProps {
  room: RoomSnapshot;
  race: RaceView;
  /** Under the final ranking: the next round's offer (see NextRound), or nothing. */
  actions?: ReactNode;
}

/** The standings as racers finish, then the final ranking, what comes next and the replay link. */
export function ResultsPanel({ room, race, actions }: ResultsPanelProps) {
  const names = new Map(room.members.map((m) => [m.playerId, m.name]));
  const list = standings(race, names);
  const over = race.finishedAt !== null;
  const dnf = list.some((s) => s.status === "dnf");
  const winner = race.winnerId ? list.find((s) => s.playerId === race.winnerId) : undefined;
  return (
    <section
      aria-labelledby="results-heading"
      data-testid="race-results"
      className="flex flex-col gap-2"
    >
      <h2 id="results-heading" className="text-lg font-semibold">
        {over ? "Results" : "Standings"}
      </h2>
      {winner ? (
        <p data-testid="race-winner" className="font-medium">
          <RaceIcon name="trophy" />{" "}
          {winner.playerId === room.you ? "You win!" : `${winner.name} wins`}
        </p>
      ) : null}
      <table className="w-full table-fixed text-sm">
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="w-6 text-left font-normal">
              #
            </th>
            <th scope="col" className="text-left font-normal">
              Racer
            </th>
            {/* Wide enough for "Did not finish" when someone did not. */}
            <th scope="col" className={`${dnf ? "w-24" : "w-16"} text-right font-normal`}>
              Time
            </th>
            {race.hintsAllowed ? (
              <th scope="col" className="w-11 text-right font-normal">
                Hints
              </th>
            ) : null}
            {race.mistakeChecking ? (
              <th scope="col" className="w-11 text-right font-normal">
                <abbr title="Mistakes">Mist.</abbr>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {list.map((s) => (
            <tr key={s.playerId} data-testid="standing" data-player={s.playerId}>
              <td className="tabular-nums">{s.rank ?? "–"}</td>
              <td className="truncate py-0.5 font-medium">
                <RacerBadge
                  seat={colourSeat(room.members, s.playerId, race.entrants)}
                  name={s.name}
                  size="sm"
                />{" "}
                {s.name}
                {s.playerId === room.you ? (
                  <span className="font-normal text-muted"> (you)</span>
                ) : null}
              </td>
              <td
                className={`text-right tabular-nums ${s.status === "dnf" ? "text-xs text-muted" : ""}`}
              >
                {resultText(s)}
              </td>
              {race.hintsAllowed ? (
                <td className="text-right tabular-nums">{totalHints(s.hints)}</td>
              ) : null}
              {race.mistakeChecking ? (
                <td className="text-right tabular-nums">{s.mistakes}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {over ? (
        <>
          <Link
            href={`/replay/${race.id}`}
            className="self-start font-medium text-accent underline"
          >
            Watch the replay
          </Link>
          {race.gameId && list.some((s) => s.playerId === room.you && s.status === "solved") ? (
            <Suspense fallback={null}>
              <ChallengeFriend gameId={race.gameId} />
            </Suspense>
          ) : null}
          {actions}
        </>
      ) : (
        <p className="text-sm text-muted">The others are still racing.</p>
      )}
    </section>
  );
}
