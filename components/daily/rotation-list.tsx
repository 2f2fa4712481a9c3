import { WEEKLY_ROTATION, type WeekdayName } from "@/lib/daily/rotation";
import { levelName } from "@/lib/daily/share";

/** The week's levels, today's marked. */
export function RotationList({ today }: { today: WeekdayName }) {
  return (
    <section aria-labelledby="rotation-heading" className="flex flex-col gap-2">
      <h2 id="rotation-heading" className="text-lg font-semibold">
        The week&apos;s levels
      </h2>
      <ul className="flex flex-wrap gap-2 text-sm">
        {WEEKLY_ROTATION.map(({ day, level }) => (
          <li
            key={day}
            aria-current={day === today ? "date" : undefined}
            className={`rounded-md border px-2 py-1 ${
              day === today ? "border-accent font-semibold" : "border-border text-muted"
            }`}
          >
            {day.slice(0, 3)} <span className="sr-only">({day})</span>· {levelName(level)}
          </li>
        ))}
      </ul>
    </section>
  );
}
