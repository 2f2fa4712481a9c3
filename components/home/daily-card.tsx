/**
 * Home's daily card: today's level and weekday, and the player's streak (a guest is told a
 * streak needs an account). The page reads them on the server (server/daily/daily-query.ts).
 */
import Link from "next/link";
import type { StreakView } from "@/lib/daily/views";

export interface DailyCardProps {
  weekday: string;
  levelName: string;
  /** Null for a guest: only accounts keep streaks. */
  streak: StreakView | null;
}

export function DailyCard({ weekday, levelName, streak }: DailyCardProps) {
  return (
    <section
      aria-labelledby="daily-heading"
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 shadow-sm"
    >
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{weekday}</p>
      <h2 id="daily-heading" className="text-xl font-semibold">
        Daily challenge
      </h2>
      <p>
        Today:{" "}
        <span className="font-semibold" data-testid="home-daily-level">
          {levelName}
        </span>
        . One puzzle for everyone, one attempt.
      </p>
      {streak ? (
        <p className="text-sm" data-testid="home-daily-streak">
          Your streak: <span className="font-semibold">{streak.current}</span>{" "}
          {streak.current === 1 ? "day" : "days"}
          <span className="text-muted"> · longest {streak.longest}</span>
        </p>
      ) : (
        <p className="text-sm text-muted" data-testid="home-daily-streak">
          <Link href="/signin?callbackUrl=%2Fdaily" className="text-accent underline">
            Sign in
          </Link>{" "}
          to keep a streak and rank on the daily board.
        </p>
      )}
      <Link
        href="/daily"
        className="mt-1 flex min-h-11 items-center self-start rounded-md border border-border bg-bg px-4 py-2 font-medium hover:border-accent"
      >
        Play the daily
      </Link>
    </section>
  );
}
