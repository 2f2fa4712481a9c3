import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { LEVEL_NAMES } from "@/components/game/levels";
import { DailyCalendar } from "@/components/profile/daily-calendar";
import { LevelStatsTable } from "@/components/profile/level-stats";
import { RecentGames } from "@/components/profile/recent-games";
import { SolveTimeChart } from "@/components/profile/solve-time-chart";
import { longDay, utcDay } from "@/lib/profile/days";
import { appContext } from "@/server/auth/app-context";
import { playerIdOf } from "@/server/auth/identity";
import { currentIdentity } from "@/server/auth/request";
import { loadProfile } from "@/server/profiles/profile-query";
import { SUSPENDED_NOTICE } from "@/lib/results/review";

interface ProfilePageProps {
  params: Promise<{ username: string }>;
}

// The metadata and the page read the same profile: once per request.
const profileOf = cache(async (username: string) => {
  const viewer = await currentIdentity();
  return loadProfile(appContext().db, username, viewer ? playerIdOf(viewer) : null);
});

const decode = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return "";
  }
};

export async function generateMetadata({ params }: ProfilePageProps): Promise<Metadata> {
  const profile = await profileOf(decode((await params).username));
  return { title: profile ? `${profile.displayName} (${profile.username})` : "Page not found" };
}

export default async function ProfilePage({ params }: ProfilePageProps) {
  const profile = await profileOf(decode((await params).username));
  if (!profile) notFound();
  const { streak } = profile;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 py-6">
      <section className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold break-words" data-testid="profile-name">
          {profile.displayName}
        </h1>
        <p className="text-muted">
          <span data-testid="profile-username">{profile.username}</span> · member since{" "}
          <time dateTime={profile.memberSince}>
            {longDay(utcDay(new Date(profile.memberSince)))}
          </time>
        </p>
        {profile.isOwner ? (
          <p>
            {/* Settings live in one place, the account's Settings page. */}
            <Link href="/account" className="text-accent underline" data-testid="settings-link">
              Settings
            </Link>
          </p>
        ) : null}
        {profile.suspended ? (
          <p
            className="mt-2 rounded-md border border-conflict px-3 py-2 text-sm"
            data-testid="suspended-notice"
          >
            {SUSPENDED_NOTICE}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="levels-heading" className="flex flex-col gap-2">
        <h2 id="levels-heading" className="text-xl font-semibold">
          Levels
        </h2>
        <LevelStatsTable levels={profile.levels} />
        <p className="text-xs text-muted">
          Times are ranked times: the clock, plus seconds charged for hints and mistakes.
        </p>
      </section>

      <section aria-labelledby="chart-heading" className="flex flex-col gap-2">
        <h2 id="chart-heading" className="text-xl font-semibold">
          Solve times, last 90 days
        </h2>
        <p className="text-sm text-muted">Each point is a day&apos;s median ranked time.</p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {profile.levels.map(({ level }) => (
            <SolveTimeChart
              key={level}
              levelName={LEVEL_NAMES[level]}
              days={profile.solveDays[level]}
              today={profile.today}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="daily-heading" className="flex flex-col gap-2">
        <h2 id="daily-heading" className="text-xl font-semibold">
          Dailies
        </h2>
        <p data-testid="streak">
          Streak: <strong>{streak.current}</strong> {streak.current === 1 ? "day" : "days"} ·
          longest <strong>{streak.longest}</strong>
        </p>
        <DailyCalendar dailies={profile.dailies} today={profile.today} />
      </section>

      <section aria-labelledby="recent-heading" className="flex flex-col gap-2">
        <h2 id="recent-heading" className="text-xl font-semibold">
          Recent games and races
        </h2>
        <RecentGames games={profile.recent} />
      </section>
    </div>
  );
}
