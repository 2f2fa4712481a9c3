import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ReplayScreen } from "@/components/replay/replay-screen";
import { gameIdSchema } from "@/lib/game/schemas";

interface ReplayPageProps {
  params: Promise<{ id: string }>;
}

// Race ids have the shape of game ids. Checked on the server, so the protocol's zod schema
// stays out of the browser bundle.
const isRaceId = (id: string) => gameIdSchema.safeParse(id).success;

// The page's own title would win over the 404 page's: give an impossible id the 404 title.
export async function generateMetadata({ params }: ReplayPageProps): Promise<Metadata> {
  const { id } = await params;
  return { title: isRaceId(id) ? "Race replay" : "Page not found" };
}

export default async function ReplayPage({ params }: ReplayPageProps) {
  const { id } = await params;
  if (!isRaceId(id)) notFound();
  return <ReplayScreen key={id} raceId={id} />;
}
