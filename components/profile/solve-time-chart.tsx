/**
 * One level's solve times over the last 90 days, drawn on the server as SVG (no chart library,
 * no client JS). Screen readers get the summary and a table of the same points.
 */
import { buildSolveChart, CHART_DAYS, type SolveDay } from "@/lib/profile/solve-chart";

export function SolveTimeChart({
  levelName,
  days,
  today,
}: {
  levelName: string;
  days: readonly SolveDay[];
  today: string;
}) {
  const chart = buildSolveChart(levelName, days, today);
  const { plot } = chart;
  return (
    <figure className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-2">
      <figcaption className="text-sm font-semibold">{levelName}</figcaption>
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        className="h-auto w-full"
        role="img"
        aria-label={chart.summary}
        data-testid={`solve-chart-${levelName.toLowerCase()}`}
      >
        {chart.yTicks.map((tick) => (
          <g key={tick.y}>
            <line
              x1={plot.left}
              x2={plot.right}
              y1={tick.y}
              y2={tick.y}
              stroke="var(--border)"
              strokeWidth={0.5}
            />
            <text
              x={plot.left - 4}
              y={tick.y + 3}
              textAnchor="end"
              fontSize={9}
              fill="var(--muted)"
            >
              {tick.label}
            </text>
          </g>
        ))}
        {chart.xTicks.map((tick, i) => (
          <text
            key={tick.x}
            x={tick.x}
            y={chart.height - 6}
            textAnchor={i === 0 ? "start" : i === chart.xTicks.length - 1 ? "end" : "middle"}
            fontSize={9}
            fill="var(--muted)"
          >
            {tick.label}
          </text>
        ))}
        {chart.path ? (
          <path d={chart.path} fill="none" stroke="var(--accent)" strokeWidth={1.5} />
        ) : null}
        {chart.points.map((point) => (
          <circle key={point.day} cx={point.x} cy={point.y} r={3} fill="var(--accent)">
            <title>{point.label}</title>
          </circle>
        ))}
        {chart.points.length === 0 ? (
          <text
            x={(plot.left + plot.right) / 2}
            y={(plot.top + plot.bottom) / 2}
            textAnchor="middle"
            fontSize={10}
            fill="var(--muted)"
          >
            No solves in the last {CHART_DAYS} days
          </text>
        ) : null}
      </svg>
      {chart.points.length > 0 ? (
        <table className="sr-only">
          <caption>{levelName}: median solve time per day</caption>
          <tbody>
            {chart.points.map((point) => (
              <tr key={point.day}>
                <td>{point.label}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </figure>
  );
}
