/**
 * The player's standing on a day, for the daily's "Solved!" dialog: the page that shows the
 * dialog is a game page, which knows nothing of the day's standings. Read-only, the player's
 * own result only.
 */
import { isDailyDate } from "@/lib/daily/dates";
import type { DailyStandingView } from "@/lib/daily/views";
import { appContext } from "@/server/auth/app-context";
import { playerIdOf } from "@/server/auth/identity";
import { currentIdentity } from "@/server/auth/request";
import { dailyClock } from "@/server/daily/daily-clock";
import { dailyDay } from "@/server/daily/daily-query";
import { unrankedText } from "@/lib/results/review";

export async function GET(_request: Request, { params }: { params: Promise<{ date: string }> }) {
  const { date } = await params;
  if (!isDailyDate(date)) {
    return Response.json({ error: "Not a date (YYYY-MM-DD)." }, { status: 422 });
  }
  const identity = await currentIdentity();
  const playerId = identity ? playerIdOf(identity) : null;
  const day = await dailyDay(appContext().db, date, playerId);
  const result = day.mine?.result ?? null;
  const body: DailyStandingView = {
    today: date === dailyClock().today,
    guest: identity?.kind !== "user",
    place: result?.place ?? null,
    rankedCount: day.rankedCount,
    held: result !== null && result.review !== null,
    unranked: result ? unrankedText(result.review, result.reviewStatus) : null,
  };
  return Response.json(body, { headers: { "cache-control": "no-store" } });
}
