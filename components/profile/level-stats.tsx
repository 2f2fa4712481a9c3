/** Games played and solved per level, with best and median ranked times. */
import { LEVEL_NAMES } from "@/components/game/levels";
import { rankedTime } from "@/lib/profile/format";
import type { LevelStats } from "@/lib/profile/profile";
import { formatTime } from "@/lib/race/format";

export function LevelStatsTable({ levels }: { levels: readonly LevelStats[] }) {
  return (
    <table className="w-full text-left text-sm tabular-nums" data-testid="level-stats">
      <caption className="sr-only">Games per level, best and median ranked times</caption>
      <thead className="text-muted">
        <tr>
          <th scope="col" className="py-1 pr-2 font-medium">
            Level
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Played
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Solved
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Best
          </th>
          <th scope="col" className="py-1 font-medium">
            Median
          </th>
        </tr>
      </thead>
      <tbody>
        {levels.map((stats) => (
          <tr key={stats.level} className="border-t border-border">
            <th scope="row" className="py-1.5 pr-2 font-medium">
              {LEVEL_NAMES[stats.level]}
            </th>
            <td className="py-1.5 pr-2">{stats.played}</td>
            <td className="py-1.5 pr-2">{stats.solved}</td>
            <td className="py-1.5 pr-2">{stats.best ? rankedTime(stats.best) : "–"}</td>
            <td className="py-1.5">{stats.medianMs === null ? "–" : formatTime(stats.medianMs)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
