import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GameScreen } from "@/components/game/game-screen";
import { gameIdSchema } from "@/lib/game/schemas";
import { appContext } from "@/server/auth/app-context";
import { dailyGameOf } from "@/server/daily/daily-query";

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
  // A daily attempt is labelled as such and ends with Share and "Back to the daily"; a past
  // day played again is labelled practice.
  const daily = await dailyGameOf(appContext().db, id);
  return (
    <GameScreen
      key={id}
      gameId={id}
      dailyDate={daily?.date ?? null}
      dailyPractice={daily?.practice ?? false}
    />
  );
}
