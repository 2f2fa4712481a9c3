import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ChallengeScreen } from "@/components/challenge/challenge-screen";
import { readChallengeCode } from "@/lib/challenge/challenge-code";
import { appContext } from "@/server/auth/app-context";
import { playerIdOf } from "@/server/auth/identity";
import { currentIdentity } from "@/server/auth/request";
import { challengeView } from "@/server/challenges/challenge-service";

interface ChallengePageProps {
  params: Promise<{ code: string }>;
}

const parseCode = (code: string) => readChallengeCode(decodeURIComponent(code));

// The page's own title would win over the 404 page's: give an impossible code the 404 title.
export async function generateMetadata({ params }: ChallengePageProps): Promise<Metadata> {
  const code = parseCode((await params).code);
  return { title: code ? "Challenge" : "Page not found" };
}

export default async function ChallengePage({ params }: ChallengePageProps) {
  const code = parseCode((await params).code);
  if (!code) notFound();
  // Who challenged, the level and the time, rendered here: the visitor sees them before any
  // socket connects. Never the puzzle: the board comes with Start, through the game's join.
  const identity = await currentIdentity();
  const view = await challengeView(appContext().db, code, identity ? playerIdOf(identity) : null);
  if (!view) notFound();
  return (
    <ChallengeScreen
      key={code}
      view={view}
      accountName={identity?.kind === "user" ? identity.displayName : null}
    />
  );
}
