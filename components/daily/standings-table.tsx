import Link from "next/link";
import { rankedTimeTexts } from "@/lib/leaderboard/ranking";
import { formatTime, ordinal } from "@/lib/race/format";
import type { DailyDayView } from "@/lib/daily/views";

interface StandingsTableProps {
  day: DailyDayView;
}

/** The day's top places, the player's own place below when it is further down. */
export function StandingsTable({ day }: StandingsTableProps) {
  const own = day.mine?.result?.place ?? null;
  const ownShown = day.standings.some((row) => row.mine);
  // Whole seconds, as everywhere; tenths only where two places would read the same.
  const times = rankedTimeTexts(day.standings.map((row) => row.rankedMs));
  return (
    <section aria-labelledby="standings-heading" className="flex flex-col gap-2">
      <h2 id="standings-heading" className="text-lg font-semibold">
        Standings
      </h2>
      {day.standings.length === 0 ? (
        <p className="text-muted">No ranked results yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full max-w-lg text-sm" data-testid="daily-standings">
            <caption className="sr-only">
              Best times of the daily of {day.date}, penalties included
            </caption>
            <thead>
              <tr className="border-b border-border text-left text-muted">
                <th scope="col" className="py-1 pr-2 font-medium">
                  Place
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Player
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  Time
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Penalties
                </th>
              </tr>
            </thead>
            <tbody>
              {day.standings.map((row, index) => (
                <tr
                  key={index}
                  className={`border-b border-border ${row.mine ? "font-semibold" : ""}`}
                  aria-current={row.mine ? "true" : undefined}
                >
                  <td className="py-1 pr-2">{ordinal(row.place)}</td>
                  <td className="max-w-[8rem] truncate py-1 pr-2 sm:max-w-[12rem]">
                    {row.name}
                    {row.mine ? <span className="text-muted"> (you)</span> : null}
                  </td>
                  <td className="py-1 pr-2 text-right font-mono tabular-nums">{times[index]}</td>
                  <td className="py-1 text-right font-mono text-muted tabular-nums">
                    {row.penaltyMs ? `+${formatTime(row.penaltyMs)}` : "–"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {own !== null && !ownShown ? (
        <p className="text-sm">
          Your place: <span className="font-semibold">{ordinal(own)}</span> of {day.rankedCount}
        </p>
      ) : null}
      <Link
        href={`/leaderboard?board=daily&date=${day.date}`}
        className="flex min-h-11 items-center self-start text-sm underline"
      >
        Full leaderboard
      </Link>
    </section>
  );
}
