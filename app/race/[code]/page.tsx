import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RaceGone } from "@/components/race/race-gone";
import { RaceScreen } from "@/components/race/race-screen";
import { roomCodeSchema } from "@/lib/game/schemas";
import { appContext } from "@/server/auth/app-context";
import { currentUser } from "@/server/auth/request";
import { roomPreview } from "@/server/rooms/room-preview";

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
  // Who invited the visitor and to what, said before they join; a gone room says so here
  // rather than after a socket round trip.
  const [user, preview] = await Promise.all([currentUser(), roomPreview(appContext().db, code)]);
  if (preview.kind !== "open") {
    return (
      <RaceGone
        code={code}
        ended={preview.kind === "ended"}
        replayRaceId={preview.kind === "ended" ? preview.replayRaceId : null}
      />
    );
  }
  return (
    <RaceScreen
      key={code}
      code={code}
      accountName={user?.displayName ?? null}
      invite={{ hostName: preview.hostName, settings: preview.settings, phase: preview.phase }}
    />
  );
}
