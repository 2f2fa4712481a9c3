import type { Metadata } from "next";
import { Countdown } from "@/components/daily/countdown";
import { DailyStart } from "@/components/daily/daily-start";
import { DaySections } from "@/components/daily/day-sections";
import { RecentDays } from "@/components/daily/recent-days";
import { RotationList } from "@/components/daily/rotation-list";
import { Streak } from "@/components/daily/streak";
import { longDate, nextDailyAt } from "@/lib/daily/dates";
import { dailyWeekday } from "@/lib/daily/rotation";
import { levelName } from "@/lib/daily/share";
import { appContext } from "@/server/auth/app-context";
import { playerIdOf } from "@/server/auth/identity";
import { currentIdentity } from "@/server/auth/request";
import { dailyClock } from "@/server/daily/daily-clock";
import { dailyDay, recentDays, streakOf } from "@/server/daily/daily-query";
import { SUSPENDED_NOTICE } from "@/lib/results/review";
import { isSuspendedFromRanked } from "@/server/moderation/player-moderation";

export const metadata: Metadata = { title: "Daily challenge" };

export default async function DailyPage() {
  const identity = await currentIdentity();
  const { db } = appContext();
  const { now, today } = dailyClock();
  const playerId = identity ? playerIdOf(identity) : null;
  const [day, recent, streak, suspended] = await Promise.all([
    dailyDay(db, today, playerId),
    recentDays(db, today, playerId),
    streakOf(db, playerId, today),
    // Told before they play, not only after: a suspended account's daily is not ranked.
    identity?.kind === "user" ? isSuspendedFromRanked(db, identity.id) : false,
  ]);
  const guest = identity?.kind !== "user";
  const over = day.mine !== null && !day.mine.playing;
  return (
    <div className="flex flex-col gap-8 py-6">
      <section className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Daily challenge</h1>
        <p className="text-lg">
          <span data-testid="daily-date">{longDate(today)}</span> ·{" "}
          <span className="font-semibold" data-testid="daily-level">
            {levelName(day.level)}
          </span>
        </p>
        <p className="max-w-xl text-muted">
          One puzzle a day for everyone, each in their own disguise. The clock starts when you open
          the board and does not stop. Mistakes are checked; each mistake and hint adds seconds to
          your time, and three mistakes end the attempt.
        </p>
        <Countdown nextAt={nextDailyAt(now)} serverNow={now} />
        {suspended ? (
          <p
            className="max-w-xl rounded-md border border-conflict bg-surface px-3 py-2 text-sm"
            data-testid="suspended-notice"
          >
            {SUSPENDED_NOTICE}
          </p>
        ) : null}
        {over ? (
          <p className="font-medium">You have played today&apos;s daily. Come back tomorrow.</p>
        ) : (
          <DailyStart date={today} resume={day.mine?.playing === true} />
        )}
        {guest ? null : <Streak streak={streak} />}
      </section>
      <DaySections day={day} guest={guest} />
      <RotationList today={dailyWeekday(today)} />
      <RecentDays days={recent} today={today} />
    </div>
  );
}
