import Link from "next/link";
import { ContinueGames } from "@/components/game/continue-games";
import { levelCards } from "@/components/game/level-cards";
import { NewGame } from "@/components/game/new-game";
import { DailyCard } from "@/components/home/daily-card";
import { RaceDemo } from "@/components/home/race-demo";
import { RaceAFriend } from "@/components/race/race-a-friend";
import { dailyWeekday } from "@/lib/daily/rotation";
import { levelName } from "@/lib/daily/share";
import { appContext } from "@/server/auth/app-context";
import { playerIdOf } from "@/server/auth/identity";
import { currentIdentity } from "@/server/auth/request";
import { dailyClock } from "@/server/daily/daily-clock";
import { dailyLevelOf, streakOf } from "@/server/daily/daily-query";

const SECONDARY_LINK =
  "flex min-h-11 items-center self-start rounded-md border border-border bg-bg px-4 py-2 font-medium hover:border-accent";

export default async function HomePage() {
  const identity = await currentIdentity();
  const user = identity?.kind === "user" ? identity : null;
  const { db } = appContext();
  const { today } = dailyClock();
  const [dailyLevel, streak] = await Promise.all([
    dailyLevelOf(db, today),
    // Only accounts keep streaks (as on the daily page).
    user ? streakOf(db, playerIdOf(user), today) : null,
  ]);
  return (
    <div className="flex flex-col gap-10 py-4 sm:py-8">
      {/* The front door: racing a friend, the app's main idea, and one primary action. */}
      <section
        aria-labelledby="race-heading"
        className="grid items-center gap-6 md:grid-cols-[minmax(0,1fr)_auto] md:gap-10"
      >
        <div className="flex flex-col gap-3">
          <h1
            id="race-heading"
            className="text-3xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            Race your friends at honest Sudoku
          </h1>
          <p className="max-w-xl text-lg text-muted">
            Nonet is where you race friends: the same puzzle for everyone at the same instant. Send
            the link, watch each other&apos;s progress, see who finishes first.
          </p>
          <div className="mt-1 max-w-md">
            <RaceAFriend accountName={user?.displayName ?? null} label="Race a friend" />
          </div>
          <p className="text-sm text-muted">
            Got a code from a friend?{" "}
            <Link href="/race" className="font-medium text-accent underline">
              Join a race
            </Link>
          </p>
        </div>
        <RaceDemo />
      </section>

      <ContinueGames />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section
          aria-labelledby="play-heading"
          className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 shadow-sm"
        >
          <h2 id="play-heading" className="text-xl font-semibold">
            Play on your own
          </h2>
          <NewGame notes={levelCards()} />
        </section>
        <div className="flex flex-col gap-6">
          <DailyCard
            weekday={dailyWeekday(today)}
            levelName={levelName(dailyLevel)}
            streak={streak}
          />
          <section
            aria-labelledby="solver-heading"
            className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 shadow-sm"
          >
            <h2 id="solver-heading" className="text-xl font-semibold">
              Solver
            </h2>
            <p className="text-muted">
              Paste any puzzle to check it, rate it and step through its logical solution.
            </p>
            <Link href="/solver" className={SECONDARY_LINK}>
              Open the solver
            </Link>
          </section>
        </div>
      </div>
    </div>
  );
}
