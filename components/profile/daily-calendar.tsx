/**
 * The dailies of the last 26 weeks as a calendar heatmap, drawn on the server as SVG. Each day
 * has a <title> (a tooltip on hover); the legend names the colours; the summary counts them.
 */
import { buildHeatmap, DAILY_STATES, type DailyState } from "@/lib/profile/daily-heatmap";

const FILL: Record<DailyState, string> = {
  solved: "var(--accent)",
  unsolved: "var(--hint-strong)",
  none: "var(--peer)",
};
const LEGEND: Record<DailyState, string> = {
  solved: "Solved",
  unsolved: "Played, not solved",
  none: "Not played",
};

export function DailyCalendar({
  dailies,
  today,
}: {
  dailies: readonly [string, Exclude<DailyState, "none">][];
  today: string;
}) {
  const map = buildHeatmap(new Map(dailies), today);
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        className="h-auto w-full max-w-2xl"
        role="img"
        aria-label={map.summary}
        data-testid="daily-calendar"
      >
        {map.months.map((month) => (
          <text key={month.x} x={month.x} y={9} fontSize={9} fill="var(--muted)">
            {month.label}
          </text>
        ))}
        {map.weekdays.map((day) => (
          <text key={day.label} x={0} y={day.y} fontSize={8} fill="var(--muted)">
            {day.label}
          </text>
        ))}
        {map.cells.map((cell) => (
          <rect
            key={cell.day}
            x={cell.x}
            y={cell.y}
            width={map.cellSize}
            height={map.cellSize}
            rx={2}
            fill={FILL[cell.state]}
            stroke="var(--border)"
            strokeWidth={cell.state === "none" ? 0.5 : 0}
            data-state={cell.state}
            data-day={cell.day}
          >
            <title>{cell.title}</title>
          </rect>
        ))}
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          {DAILY_STATES.map((state) => (
            <li key={state} className="flex items-center gap-1.5">
              <svg viewBox="0 0 10 10" className="size-3" aria-hidden="true">
                <rect width={10} height={10} rx={2} fill={FILL[state]} stroke="var(--border)" />
              </svg>
              {LEGEND[state]}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
