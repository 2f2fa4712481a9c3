/**
 * A race's standings from its racers' games: status, time from the start, and rank among the
 * solved. Pure: the same games give the same standings on every server.
 */
import { GAME_STATUS } from "@/lib/game/protocol";
import type { RacerProgress, RacerStatus } from "@/lib/game/room-protocol";
import type { Entrant, RaceRecord, RacerGame } from "./room-store";

/**
 * A game the server ended at or after the race's deadline was still racing when the round
 * ended: it did not finish (a forfeit before the deadline is an away racer's).
 */
export function racerStatus(
  game: RacerGame | undefined,
  deadlineAt: number | null = null,
): RacerStatus {
  if (!game) return "forfeited";
  if (game.forfeited) {
    const timedOut = deadlineAt !== null && game.finishedAt !== null;
    return timedOut && game.finishedAt! >= deadlineAt ? "dnf" : "forfeited";
  }
  if (game.gaveUp) return "gaveUp";
  return game.status;
}

/**
 * Every entrant's progress, in seat order. Ranks follow finishing times; the winner the
 * database recorded is first whatever the clocks say (two finishes in one millisecond).
 */
export function standings(race: RaceRecord, games: readonly RacerGame[]): RacerProgress[] {
  const byGuest = new Map(games.map((game) => [game.guestId, game]));
  const solved = race.entrants
    .filter((e) => byGuest.get(e.guestId)?.status === GAME_STATUS.solved)
    .sort((a, b) => finishOrder(race, a, b, byGuest));
  const rank = new Map(solved.map((e, i) => [e.playerId, i + 1]));
  return race.entrants.map((entrant) => {
    const game = byGuest.get(entrant.guestId);
    return progressOf(race, entrant, game, rank.get(entrant.playerId) ?? null);
  });
}

export function progressOf(
  race: RaceRecord,
  entrant: Entrant,
  game: RacerGame | undefined,
  rank: number | null,
): RacerProgress {
  const solved = game?.status === GAME_STATUS.solved && game.finishedAt !== null;
  return {
    playerId: entrant.playerId,
    filled: game?.filled ?? 0,
    status: racerStatus(game, race.deadlineAt),
    timeMs: solved ? Math.max(0, game.finishedAt! - race.startsAt) : null,
    rank,
    mistakes: game?.mistakes ?? 0,
    hints: game?.hints ?? { nudge: 0, cells: 0, step: 0, check: 0 },
  };
}

/** Whether every racer is done: solved, lost, gave up or forfeited. */
export function everyoneDone(race: RaceRecord, games: readonly RacerGame[]): boolean {
  const byGuest = new Map(games.map((game) => [game.guestId, game]));
  return race.entrants.every((e) => byGuest.get(e.guestId)?.status !== GAME_STATUS.playing);
}

function finishOrder(
  race: RaceRecord,
  a: Entrant,
  b: Entrant,
  byGuest: ReadonlyMap<string, RacerGame>,
): number {
  if (race.winnerId === a.playerId) return -1;
  if (race.winnerId === b.playerId) return 1;
  const at = (e: Entrant) => byGuest.get(e.guestId)?.finishedAt ?? Number.MAX_SAFE_INTEGER;
  return at(a) - at(b) || a.playerId.localeCompare(b.playerId);
}

/**
 * Whether the stored race lags behind its games: a solved game and no winner, or every racer
 * done and the race not finished. The write that ends a game settles its race; this is for
 * what an interrupted or older server left.
 */
export function needsSettling(race: RaceRecord, games: readonly RacerGame[]): boolean {
  if (race.finishedAt !== null) return false;
  if (everyoneDone(race, games)) return true;
  return race.winnerId === null && games.some((game) => game.status === GAME_STATUS.solved);
}
