import type { Metadata } from "next";
import { ContinueGames } from "@/components/game/continue-games";
import { levelCards } from "@/components/game/level-cards";
import { NewGame } from "@/components/game/new-game";

export const metadata: Metadata = { title: "New game" };

export default function PlayPage() {
  return (
    <div className="flex flex-col gap-4 py-6">
      <h1 className="text-2xl font-bold">New game</h1>
      <p className="text-muted">Pick a level. Every puzzle has exactly one solution.</p>
      <NewGame notes={levelCards()} />
      <ContinueGames />
    </div>
  );
}
