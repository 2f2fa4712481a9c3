/**
 * The server's clock as the daily pages read it: the day is the server's UTC date, never the
 * browser's, so the page and `daily:start` agree on which daily is today's.
 */
import { dailyDateOf } from "@/lib/daily/dates";

export function dailyClock(): { now: number; today: string } {
  const now = Date.now();
  return { now, today: dailyDateOf(now) };
}
