import Link from "next/link";
import { formatTime } from "@/lib/race/format";
import { levelName } from "@/lib/daily/share";
import type { RecentDay } from "@/lib/daily/views";

const OUTCOME_WORDS = { solved: "Solved", failed: "Not solved", playing: "In progress" } as const;

/**
 * The last days, each with the player's outcome, linking to that day's page, where a past day
 * is played as practice.
 */
export function RecentDays({ days, today }: { days: RecentDay[]; today: string }) {
  return (
    <section aria-labelledby="recent-heading" className="flex flex-col gap-2">
      <h2 id="recent-heading" className="text-lg font-semibold">
        The last 30 days
      </h2>
      <ul className="grid gap-x-6 text-sm sm:grid-cols-2" data-testid="daily-recent">
        {days.map((day) => (
          <li key={day.date} className="border-b border-border">
            <Link
              href={day.date === today ? "/daily" : `/daily/${day.date}`}
              className="flex min-h-11 items-center justify-between gap-3"
            >
              <span>
                <span className="font-mono tabular-nums">{day.date}</span>{" "}
                <span className="text-muted">{levelName(day.level)}</span>
              </span>
              <span className={day.outcome ? "" : "text-muted"}>
                {day.outcome
                  ? OUTCOME_WORDS[day.outcome]
                  : day.date === today
                    ? "Not played yet"
                    : "Not played · practise it"}
                {day.outcome === "solved" && day.rankedMs !== null
                  ? ` · ${formatTime(day.rankedMs)}`
                  : ""}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
