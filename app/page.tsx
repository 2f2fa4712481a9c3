import Link from "next/link";
import { ContinueGames } from "@/components/game/continue-games";
import { levelCards } from "@/components/game/level-cards";
import { NewGame } from "@/components/game/new-game";
import { RaceAFriend } from "@/components/race/race-a-friend";
import { currentUser } from "@/server/auth/request";

export default async function HomePage() {
  const user = await currentUser();
  return (
    <div className="flex flex-col gap-10 py-6">
      <section>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Nonet</h1>
        <p className="mt-2 max-w-xl text-lg text-muted">
          Honest Sudoku: real pencil marks, hints that explain the next step, and a solver that
          shows its work.
        </p>
      </section>
      <ContinueGames />
      <section aria-labelledby="daily-heading" className="flex flex-col gap-2">
        <h2 id="daily-heading" className="text-xl font-semibold">
          Daily challenge
        </h2>
        <p className="text-muted">
          One puzzle a day for everyone, harder as the week goes on: one attempt, one time.
        </p>
        <Link
          href="/daily"
          className="self-start rounded-md border border-border bg-surface px-4 py-2 font-medium"
        >
          Play the daily
        </Link>
      </section>
      <section aria-labelledby="play-heading" className="flex flex-col gap-3">
        <h2 id="play-heading" className="text-xl font-semibold">
          Play now
        </h2>
        <NewGame notes={levelCards()} />
      </section>
      <section aria-labelledby="race-heading" className="flex flex-col gap-2">
        <h2 id="race-heading" className="text-xl font-semibold">
          Race a friend
        </h2>
        <p className="text-muted">
          The same puzzle for everyone at the same instant: send the link, see who finishes first.
        </p>
        <RaceAFriend accountName={user?.displayName ?? null} />
      </section>
      <section aria-labelledby="solver-heading" className="flex flex-col gap-2">
        <h2 id="solver-heading" className="text-xl font-semibold">
          Solver
        </h2>
        <p className="text-muted">
          Paste any puzzle to check it, rate it and step through its logical solution.
        </p>
        <Link
          href="/solver"
          className="self-start rounded-md border border-border bg-surface px-4 py-2 font-medium"
        >
          Open the solver
        </Link>
      </section>
    </div>
  );
}
