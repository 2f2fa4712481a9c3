import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { JoinByCode } from "@/components/race/join-by-code";
import { RaceAFriend } from "@/components/race/race-a-friend";
import { CARD } from "@/components/race/styles";
import { readTypedCode } from "@/lib/race/join-code";
import { appContext } from "@/server/auth/app-context";
import { currentUser } from "@/server/auth/request";

export const metadata: Metadata = { title: "Race a friend" };

interface RaceHomeProps {
  searchParams: Promise<{ code?: string | string[] }>;
}

/** Why a typed code opens nothing, or null once it names a room (then we go there). */
async function joinProblem(typed: string): Promise<string | null> {
  const read = readTypedCode(typed);
  if (!read.ok) return read.problem;
  const room = await appContext().db.room.findUnique({
    where: { code: read.code },
    select: { code: true },
  });
  if (!room)
    return `No race has the code ${read.code}. Check it with your friend: it may have ended.`;
  redirect(`/race/${read.code}`);
}

/** Create a race, or join one with the code a friend read out or sent. */
export default async function RaceHomePage({ searchParams }: RaceHomeProps) {
  const raw = (await searchParams).code;
  const typed = typeof raw === "string" ? raw : null;
  const [user, problem] = await Promise.all([
    currentUser(),
    typed === null ? null : joinProblem(typed),
  ]);
  return (
    <div className="flex flex-col gap-6 py-6">
      <section className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Race a friend</h1>
        <p className="max-w-xl text-muted">
          Everyone gets the same puzzle at the same instant. Create a race and send the link, or
          type the code a friend gave you.
        </p>
      </section>
      <div className="grid items-start gap-4 md:grid-cols-2">
        <section aria-labelledby="create-heading" className={`${CARD} flex flex-col gap-2 p-4`}>
          <h2 id="create-heading" className="text-xl font-semibold">
            Start a race
          </h2>
          <p className="text-sm text-muted">
            You pick the level in the lobby; friends join by link.
          </p>
          <RaceAFriend accountName={user?.displayName ?? null} />
        </section>
        <section aria-labelledby="join-heading" className={`${CARD} flex flex-col gap-2 p-4`}>
          <h2 id="join-heading" className="text-xl font-semibold">
            Join with a code
          </h2>
          <JoinByCode typed={typed ?? ""} problem={problem} />
        </section>
      </div>
    </div>
  );
}
