/**
 * The latest games and races: when, which level, the time with its penalties, the help taken,
 * and how it ended. Races name the other racers (as text: names are user input) and link to
 * the replay.
 */
import Link from "next/link";
import { LEVEL_NAMES } from "@/components/game/levels";
import { utcDay, longDay } from "@/lib/profile/days";
import { countOf, rankedTime } from "@/lib/profile/format";
import type { RecentGame } from "@/lib/profile/profile";
import { ordinal } from "@/lib/race/format";
import { LEVELS, type Level } from "@/lib/sudoku/level";

const isLevel = (level: string): level is Level => (LEVELS as readonly string[]).includes(level);
const levelName = (level: string) => (isLevel(level) ? LEVEL_NAMES[level] : "Custom");

function outcome(game: RecentGame): string {
  if (game.race) {
    if (game.race.won) return "Won";
    return game.race.place ? `${ordinal(game.race.place)} place` : "Did not finish";
  }
  return game.solved ? "Solved" : "Lost";
}

const KIND_NAMES: Record<string, string> = {
  single: "Game",
  race: "Race",
  daily: "Daily",
  challenge: "Challenge",
};

export function RecentGames({ games }: { games: readonly RecentGame[] }) {
  if (!games.length) return <p className="text-muted">No finished games yet.</p>;
  return (
    <ol className="flex flex-col" data-testid="recent-games">
      {games.map((game) => (
        <li
          key={game.gameId}
          className="flex flex-col gap-0.5 border-t border-border py-2 text-sm"
          data-testid="recent-game"
        >
          <div className="flex flex-wrap items-baseline gap-x-3">
            <span className="font-semibold">{outcome(game)}</span>
            <span>
              {KIND_NAMES[game.kind] ?? "Game"} · {levelName(game.level)}
            </span>
            <span className="tabular-nums">{rankedTime(game)}</span>
            {game.unranked ? (
              <span className="rounded border border-conflict px-1 text-xs text-conflict">
                {game.unranked}
              </span>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-x-3 text-muted">
            <time dateTime={game.finishedAt}>{longDay(utcDay(new Date(game.finishedAt)))}</time>
            <span>{countOf(game.hints, "hint")}</span>
            <span>{countOf(game.mistakes, "mistake")}</span>
          </div>
          {game.race ? (
            <div className="flex flex-wrap gap-x-3">
              <span className="min-w-0 break-words">
                {game.race.opponents.length
                  ? `Against ${game.race.opponents.join(", ")}`
                  : "Raced alone"}
              </span>
              <Link href={`/replay/${game.race.raceId}`} className="text-accent underline">
                Replay
              </Link>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
