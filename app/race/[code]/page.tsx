import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RaceScreen } from "@/components/race/race-screen";
import { roomCodeSchema } from "@/lib/game/schemas";
import { currentUser } from "@/server/auth/request";

interface RacePageProps {
  params: Promise<{ code: string }>;
}

// Checked on the server, so the protocol's zod schema stays out of the browser bundle. The
// schema also upper-cases: a code typed in lower case still opens the room.
const parseCode = (code: string) => {
  const parsed = roomCodeSchema.safeParse(decodeURIComponent(code));
  return parsed.success ? parsed.data : null;
};

// The page's own title would win over the 404 page's: give an impossible code the 404 title.
export async function generateMetadata({ params }: RacePageProps): Promise<Metadata> {
  const code = parseCode((await params).code);
  return { title: code ? `Race ${code}` : "Page not found" };
}

export default async function RacePage({ params }: RacePageProps) {
  const code = parseCode((await params).code);
  if (!code) notFound();
  const user = await currentUser();
  return <RaceScreen key={code} code={code} accountName={user?.displayName ?? null} />;
}
