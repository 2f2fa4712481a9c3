import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GameScreen } from "@/components/game/game-screen";
import { gameIdSchema } from "@/lib/game/schemas";

export const metadata: Metadata = { title: "Game" };

export default async function GamePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // Checked on the server, so the protocol's zod schema stays out of the browser bundle.
  if (!gameIdSchema.safeParse(id).success) notFound();
  return <GameScreen key={id} gameId={id} />;
}
