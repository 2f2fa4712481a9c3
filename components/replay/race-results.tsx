import type { ReplayRacer } from "@/lib/game/room-protocol";
import { RacerBadge } from "../race/racer-badge";
import { hintsText, ordinal, outcomeText } from "./replay-text";

/** Final standings: the solved by rank, then everyone else in seat order. */
export function RaceResults({ racers }: { racers: readonly ReplayRacer[] }) {
  // Colours follow the seat (the order racers come in), whatever the ranking.
  const seats = new Map(racers.map((r, seat) => [r.playerId, seat]));
  const ordered = [...racers].sort(
    (a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER),
  );
  return (
    <section aria-labelledby="results-heading" className="flex flex-col gap-2">
      <h2 id="results-heading" className="text-xl font-semibold">
        Results
      </h2>
      <div className="overflow-x-auto rounded-xl border border-border bg-surface">
        <table className="w-full text-left text-sm" data-testid="replay-results">
          <thead className="text-muted">
            <tr>
              <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
                Rank
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
                Player
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
                Time
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
                Hints
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 text-right font-medium">
                Mistakes
              </th>
            </tr>
          </thead>
          <tbody>
            {ordered.map((racer) => (
              <tr key={racer.playerId} className="border-t border-border">
                <td className="px-2 py-2 sm:px-3 tabular-nums">
                  {racer.rank ? ordinal(racer.rank) : "–"}
                </td>
                <th scope="row" className="px-2 py-2 sm:px-3 font-medium break-words">
                  <span className="flex items-center gap-1.5">
                    <RacerBadge seat={seats.get(racer.playerId) ?? 0} name={racer.name} size="sm" />
                    {racer.name}
                  </span>
                </th>
                <td className="px-2 py-2 sm:px-3 font-mono whitespace-nowrap tabular-nums">
                  {outcomeText(racer)}
                </td>
                <td className="px-2 py-2 sm:px-3">{hintsText(racer.hints)}</td>
                <td className="px-2 py-2 sm:px-3 text-right tabular-nums">{racer.mistakes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
