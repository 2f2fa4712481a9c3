import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GameScreen } from "@/components/game/game-screen";
import { gameIdSchema } from "@/lib/game/schemas";

interface GamePageProps {
  params: Promise<{ id: string }>;
}

// Checked on the server, so the protocol's zod schema stays out of the browser bundle.
const isGameId = (id: string) => gameIdSchema.safeParse(id).success;

// The page's own title would win over the 404 page's: give an impossible id the 404 title.
export async function generateMetadata({ params }: GamePageProps): Promise<Metadata> {
  const { id } = await params;
  return { title: isGameId(id) ? "Game" : "Page not found" };
}

export default async function GamePage({ params }: GamePageProps) {
  const { id } = await params;
  if (!isGameId(id)) notFound();
  return <GameScreen key={id} gameId={id} />;
}
