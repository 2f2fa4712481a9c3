/**
 * Starting (or resuming) a player's daily attempt. One attempt per player and day, decided by
 * the database: DailyAttempt's (date, playerId) key. Two tabs that start at once both create a
 * game; the attempt row that lands first wins and the other game is deleted unplayed.
 */
import { createHmac } from "node:crypto";
import { ERROR_CODES, GAME_STATUS } from "@/lib/game/protocol";
import { isomorph } from "@/lib/daily/isomorph";
import type { Db } from "../db";
import { GameError } from "../games/errors";
import type { GameService } from "../games/game-service";
import type { DailyPuzzles } from "./daily-puzzles";

const USER_PREFIX = "user:";

export const ALREADY_PLAYED = "You have played today's daily.";

export interface DailyServiceOptions {
  db: Db;
  games: Pick<GameService, "create">;
  puzzles: DailyPuzzles;
  /** Keys the isomorph seeds: without it a player could compute anyone's grid. */
  secret: string;
  /** Today's date by the server's clock ("YYYY-MM-DD"); injected so tests choose the day. */
  today: () => string;
}

export class DailyService {
  constructor(private readonly options: DailyServiceOptions) {}

  /**
   * The player's game for today's daily: their unfinished one, or a new one. `beforeCreate`
   * runs only when a new game is about to be made (the create quota): resuming is free.
   */
  async start(
    playerId: string,
    date: string,
    beforeCreate: () => void | Promise<void> = () => {},
  ): Promise<{ gameId: string }> {
    const today = this.options.today();
    if (date !== today) {
      throw new GameError(
        ERROR_CODES.badRequest,
        `Only today's daily (${today}) can be played; earlier days are for viewing.`,
      );
    }
    const existing = await this.attempt(date, playerId);
    if (existing) return existing;
    await beforeCreate();
    // A socket opened before its account was deleted still carries the account's id: it must
    // not start a ranked attempt for nobody.
    if (playerId.startsWith(USER_PREFIX)) {
      const user = await this.options.db.user.findUnique({
        where: { id: playerId.slice(USER_PREFIX.length) },
        select: { id: true },
      });
      if (!user) throw new GameError(ERROR_CODES.forbidden, "This account no longer exists.");
    }

    const puzzle = await this.options.puzzles.get(date);
    const grids = isomorph(puzzle, this.isomorphSeed(date, playerId));
    const { gameId } = await this.options.games.create(playerId, {
      // The same rules for everyone: mistakes are shown and charged, three end the attempt.
      mistakeChecking: true,
      daily: { date, level: puzzle.level, ...grids, rating: puzzle.rating },
    });
    const { count } = await this.options.db.dailyAttempt.createMany({
      data: [{ date, playerId, gameId }],
      skipDuplicates: true,
    });
    if (count === 1) return { gameId };
    // Another tab's attempt landed first: this game was never shown, so it goes.
    await this.options.db.game.deleteMany({ where: { id: gameId, version: 0 } });
    const winner = await this.attempt(date, playerId);
    if (!winner) throw new Error(`the daily attempt of ${date} vanished`);
    return winner;
  }

  /** An unfinished attempt to resume, null for none, refused when it is over. */
  private async attempt(date: string, playerId: string): Promise<{ gameId: string } | null> {
    const { db } = this.options;
    const row = await db.dailyAttempt.findUnique({
      where: { date_playerId: { date, playerId } },
    });
    if (!row) return null;
    const game = await db.game.findUnique({ where: { id: row.gameId }, select: { status: true } });
    if (game?.status !== GAME_STATUS.playing) {
      throw new GameError(ERROR_CODES.gameOver, ALREADY_PLAYED);
    }
    return { gameId: row.gameId };
  }

  /** Stable for the player and the day, unguessable without the server's secret. */
  private isomorphSeed(date: string, playerId: string): string {
    return createHmac("sha256", this.options.secret)
      .update(`daily:${date}:${playerId}`)
      .digest("hex");
  }
}
