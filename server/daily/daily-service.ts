/**
 * Starting (or resuming) a player's daily attempt. One attempt per player and day, decided by
 * the database: DailyAttempt's (date, playerId) key. Two tabs that start at once both create a
 * game; the attempt row that lands first wins and the other game is deleted unplayed.
 *
 * A past day is played as practice: a daily game with no attempt row, which the result
 * recorder ranks nowhere (no standings, best times or streak; server/results/record-result.ts).
 * Today's daily is never practice (it would be a second try at the ranked puzzle, or a look at
 * it before the attempt), and a day to come is refused.
 */
import { createHmac } from "node:crypto";
import { addDays } from "@/lib/daily/dates";
import { ERROR_CODES, GAME_STATUS } from "@/lib/game/protocol";
import { isomorph } from "@/lib/daily/isomorph";
import type { Db } from "../db";
import { GameError } from "../games/errors";
import type { GameService } from "../games/game-service";
import type { DailyPuzzles } from "./daily-puzzles";

const USER_PREFIX = "user:";

export const ALREADY_PLAYED = "You have played today's daily.";

/** How far back a day can be played as practice: a year of dailies. */
export const PRACTICE_DAYS = 366;

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
   * The player's game for today's daily: their unfinished one, or a new one; for a past day,
   * their unfinished practice game of it, or a new one. `beforeCreate` runs only when a new
   * game is about to be made (the create quota): resuming is free.
   */
  async start(
    playerId: string,
    date: string,
    beforeCreate: () => void | Promise<void> = () => {},
  ): Promise<{ gameId: string }> {
    const today = this.options.today();
    if (date > today) {
      throw new GameError(
        ERROR_CODES.badRequest,
        `The daily of ${date} is not out yet: today's is ${today}.`,
      );
    }
    if (date < addDays(today, -PRACTICE_DAYS)) {
      throw new GameError(
        ERROR_CODES.badRequest,
        `Only the last ${PRACTICE_DAYS} days can be played as practice.`,
      );
    }
    if (date < today) return this.practice(playerId, date, beforeCreate);
    const existing = await this.attempt(date, playerId);
    if (existing) return existing;
    await beforeCreate();
    const gameId = await this.newGame(playerId, date);
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

  /** A practice game of a past day: the player's unfinished one, or a new one, never ranked. */
  private async practice(
    playerId: string,
    date: string,
    beforeCreate: () => void | Promise<void>,
  ): Promise<{ gameId: string }> {
    const { db } = this.options;
    const attempt = await db.dailyAttempt.findUnique({
      where: { date_playerId: { date, playerId } },
      select: { gameId: true },
    });
    const open = await db.game.findFirst({
      where: {
        guestId: playerId,
        dailyDate: date,
        status: GAME_STATUS.playing,
        // The day's own attempt, if left unfinished, stays what it was: not a practice game.
        ...(attempt ? { id: { not: attempt.gameId } } : {}),
      },
      orderBy: { createdAt: "desc" },
      select: { id: true },
    });
    if (open) return { gameId: open.id };
    await beforeCreate();
    // No DailyAttempt row: that is what makes it practice (record-result.ts ranks it nowhere).
    return { gameId: await this.newGame(playerId, date) };
  }

  /** A new daily game of `date` for the player, their own isomorph of the day's puzzle. */
  private async newGame(playerId: string, date: string): Promise<string> {
    // A socket opened before its account was deleted still carries the account's id: it must
    // not start a game for nobody.
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
    return gameId;
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
