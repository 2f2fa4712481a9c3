import type { StreakView } from "@/lib/daily/views";

/** Consecutive days with a solved daily. */
export function Streak({ streak }: { streak: StreakView }) {
  return (
    <p className="text-sm" data-testid="daily-streak">
      Streak: <span className="font-semibold">{streak.current}</span>{" "}
      {streak.current === 1 ? "day" : "days"}
      <span className="text-muted"> · longest {streak.longest}</span>
    </p>
  );
}
