import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { ChallengeFriend } from "@/components/challenge/challenge-friend";
import { DailyStart } from "@/components/daily/daily-start";
import { DaySections } from "@/components/daily/day-sections";
import { RecentDays } from "@/components/daily/recent-days";
import { isDailyDate, longDate } from "@/lib/daily/dates";
import { levelName } from "@/lib/daily/share";
import { appContext } from "@/server/auth/app-context";
import { playerIdOf } from "@/server/auth/identity";
import { currentIdentity } from "@/server/auth/request";
import { dailyClock } from "@/server/daily/daily-clock";
import { dailyDay, recentDays } from "@/server/daily/daily-query";

interface DailyDatePageProps {
  params: Promise<{ date: string }>;
}

/** Only days that have been: a future or impossible date has no page. */
function isPastDay(date: string, today: string): boolean {
  return isDailyDate(date) && date < today;
}

export async function generateMetadata({ params }: DailyDatePageProps): Promise<Metadata> {
  const { date } = await params;
  return { title: isDailyDate(date) ? `Daily ${date}` : "Page not found" };
}

export default async function DailyDatePage({ params }: DailyDatePageProps) {
  const { date } = await params;
  const { today } = dailyClock();
  if (date === today) redirect("/daily");
  if (!isPastDay(date, today)) notFound();
  const identity = await currentIdentity();
  const { db } = appContext();
  const playerId = identity ? playerIdOf(identity) : null;
  const [day, recent] = await Promise.all([
    dailyDay(db, date, playerId),
    recentDays(db, today, playerId),
  ]);
  const mine = day.mine;
  return (
    <div className="flex flex-col gap-8 py-6">
      <section className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Daily of {longDate(date)}</h1>
        <p className="text-lg">
          <span className="font-semibold" data-testid="daily-level">
            {levelName(day.level)}
          </span>
        </p>
        {mine?.playing ? (
          <p className="text-muted">
            You did not finish this one.{" "}
            <Link href={`/play/${mine.gameId}`} className="underline">
              See your board
            </Link>
            .
          </p>
        ) : null}
        {mine ? null : <p className="text-muted">You did not play this day.</p>}
        <DailyStart date={date} resume={false} practice />
        <Link href="/daily" className="flex min-h-11 items-center self-start underline">
          Today&apos;s daily
        </Link>
      </section>
      <DaySections day={day} guest={identity?.kind !== "user"} />
      {mine?.result?.solved ? (
        <section aria-labelledby="challenge-heading" className="flex max-w-sm flex-col gap-2">
          <h2 id="challenge-heading" className="text-lg font-semibold">
            Challenge a friend
          </h2>
          <p className="text-sm text-muted">
            The day is over: a friend can race your run of it, as a ghost.
          </p>
          <ChallengeFriend gameId={mine.gameId} />
        </section>
      ) : null}
      <RecentDays days={recent} today={today} />
    </div>
  );
}
