/**
 * Challenges: a finished run raced later, as a ghost, by whoever has the link. Made from a
 * solved game its caller owns (single, race once it is over, a past daily, or a challenge run:
 * "pass it on"); taken by a single-player game of the same puzzle on the wall clock from
 * Start; ranked on the challenge's own board.
 *
 * The puzzle is stored once in the Challenge row, which points at the runs raced. The solution
 * stays on the server: the link's page gets names, a level and times; Start gets a game id and
 * the ghosts' progress; the board only once the viewer's own run is over.
 */
import { randomInt } from "node:crypto";
import { fastestRun, rankBoard, type BoardRun } from "@/lib/challenge/board";
import { makeChallengeCode } from "@/lib/challenge/challenge-code";
import type {
  ChallengeBoardRow,
  ChallengeLink,
  ChallengeStarted,
  ChallengeView,
  GhostRun,
} from "@/lib/game/challenge-protocol";
import { ERROR_CODES, GAME_STATUS, type Level } from "@/lib/game/protocol";
import type { Db } from "../db";
import { GameError } from "../games/errors";
import type { GameService } from "../games/game-service";
import { ghostOf, loadRuns } from "./challenge-runs";
import { boardRunOf } from "./run-view";

/** At most this many runs raced at once: the challenger, the one who passed it on, the fastest. */
export const MAX_GHOSTS = 3;

export interface ChallengeServiceOptions {
  db: Db;
  games: Pick<GameService, "create">;
  /** Today's daily date ("YYYY-MM-DD") by the server's clock: today's daily is not shared. */
  today: () => string;
}

interface GhostRef {
  gameId: string;
  name: string;
}

const notFound = () =>
  new GameError(ERROR_CODES.notFound, "There is no challenge with this code: check the link.");

export class ChallengeService {
  constructor(private readonly options: ChallengeServiceOptions) {}

  /**
   * The link for a finished game of the caller's: the same one when asked again for the same
   * game (`beforeCreate`, the create quota, is paid only for a new one).
   */
  async create(
    playerId: string,
    name: string,
    gameId: string,
    beforeCreate: () => void | Promise<void> = () => {},
  ): Promise<ChallengeLink> {
    const { db } = this.options;
    const game = await db.game.findUnique({
      where: { id: gameId },
      include: { race: { select: { finishedAt: true } } },
    });
    if (!game) throw new GameError(ERROR_CODES.notFound, "There is no such game.");
    if (game.guestId !== playerId) {
      throw new GameError(ERROR_CODES.forbidden, "This game belongs to another player.");
    }
    if (game.status === GAME_STATUS.playing) {
      throw new GameError(
        ERROR_CODES.badRequest,
        "Finish the game first: a challenge races a finished run.",
      );
    }
    const result = await db.result.findUnique({ where: { gameId } });
    if (!result?.solved) {
      throw new GameError(
        ERROR_CODES.badRequest,
        "Only a solved game can be a challenge: its time is the one to beat.",
      );
    }
    if (result.review !== null) {
      throw new GameError(
        ERROR_CODES.badRequest,
        "This solve is under review, so it cannot be a challenge.",
      );
    }
    // Today's daily is everyone's ranked puzzle of the day: its grid must not travel until the
    // day is over.
    if (game.dailyDate !== null && game.dailyDate >= this.options.today()) {
      throw new GameError(
        ERROR_CODES.badRequest,
        "Today's daily can be a challenge once the day is over (midnight UTC).",
      );
    }
    if (game.raceId !== null && !game.race?.finishedAt) {
      throw new GameError(
        ERROR_CODES.badRequest,
        "Wait for the race to end: others are still racing this puzzle.",
      );
    }
    const existing = await db.challenge.findFirst({
      where: { gameId, creatorId: playerId },
      orderBy: { createdAt: "asc" },
    });
    if (existing) return this.linkOf(existing.code, game.level, ghostRefs(existing.ghosts));

    const ghosts = game.challengeCode
      ? await this.passedOnGhosts(game.challengeCode, { gameId, name })
      : [{ gameId, name }];
    await beforeCreate();
    const code = makeChallengeCode(randomInt);
    await db.challenge.create({
      data: {
        code,
        creatorId: playerId,
        creatorName: name,
        gameId,
        level: game.level,
        givens: game.givens,
        solution: game.solution,
        hardest: game.hardest,
        hardestName: game.hardestName,
        score: game.score,
        mistakeChecking: game.mistakeChecking,
        hintsAllowed: game.hintsAllowed,
        ghosts: ghosts.map(({ gameId: id, name: n }) => ({ gameId: id, name: n })),
        parentCode: game.challengeCode,
      },
    });
    return this.linkOf(code, game.level, ghosts);
  }

  /** What the link's page shows before Start; never the puzzle. */
  async view(code: string, playerId: string): Promise<ChallengeView> {
    const view = await challengeView(this.options.db, code, playerId);
    if (!view) throw notFound();
    return view;
  }

  /**
   * The taker's game (a new one, its clock running from now; or the one they started before)
   * and the ghosts' progress. One run per player: the database's key decides it.
   */
  async start(
    code: string,
    playerId: string,
    name: string,
    beforeCreate: () => void | Promise<void> = () => {},
  ): Promise<ChallengeStarted> {
    const { db } = this.options;
    const challenge = await this.challenge(code);
    const refs = ghostRefs(challenge.ghosts);
    const runs = await loadRuns(
      db,
      refs.map((g) => g.gameId),
    );
    if (isOwn(challenge.creatorId, runs, playerId)) {
      throw new GameError(
        ERROR_CODES.forbidden,
        "This is your own challenge: send the link to a friend.",
      );
    }
    const nameOf = new Map(refs.map((g) => [g.gameId, g.name]));
    const ghosts = (
      await Promise.all(runs.map((run) => ghostOf(db, run, nameOf.get(run.gameId) ?? "Guest")))
    ).filter((g): g is GhostRun => g !== null);
    const started = async (gameId: string): Promise<ChallengeStarted> => {
      const game = await db.game.findUniqueOrThrow({
        where: { id: gameId },
        select: { startsAt: true, createdAt: true },
      });
      const startsAt = (game.startsAt ?? game.createdAt).getTime();
      return { gameId, ghosts, startsAt, serverNow: Date.now() };
    };
    const earlier = await this.runOf(code, playerId);
    if (earlier) return started(earlier.id);
    if (await this.playedBefore(playerId, challenge.givens)) {
      throw new GameError(
        ERROR_CODES.forbidden,
        "You have played this puzzle already, so you know its solution: send the link to a friend.",
      );
    }

    await beforeCreate();
    const { gameId } = await this.options.games.create(playerId, {
      mistakeChecking: challenge.mistakeChecking,
      challenge: {
        code,
        level: challenge.level as Level | "custom",
        givens: challenge.givens,
        solution: challenge.solution,
        rating: {
          hardest: challenge.hardest,
          hardestName: challenge.hardestName,
          score: challenge.score,
        },
        hintsAllowed: challenge.hintsAllowed,
      },
    });
    const { count } = await db.challengeTaker.createMany({
      data: [{ code, takerId: playerId, gameId, name }],
      skipDuplicates: true,
    });
    if (count === 1) return started(gameId);
    // Another tab's Start landed first: this game was never shown, so it goes.
    await db.game.deleteMany({ where: { id: gameId, version: 0 } });
    const winner = await db.challengeTaker.findUnique({
      where: { code_takerId: { code, takerId: playerId } },
    });
    if (!winner) throw new Error(`the challenge run of ${code} vanished`);
    return started(winner.gameId);
  }

  /**
   * The challenge's board: for those whose own run is over, and for its challengers. Solves
   * held for review show to their owner only (rankBoard).
   */
  async board(
    code: string,
    playerId: string,
  ): Promise<{ rows: ChallengeBoardRow[]; myGameId: string | null }> {
    const { db } = this.options;
    const challenge = await this.challenge(code);
    const refs = ghostRefs(challenge.ghosts);
    const takers = await db.challengeTaker.findMany({ where: { code } });
    const runs = await loadRuns(db, [...refs.map((g) => g.gameId), ...takers.map((t) => t.gameId)]);
    const mine = await this.runOf(code, playerId);
    const ghostIds = new Set(refs.map((g) => g.gameId));
    const ghostRuns = runs.filter((run) => ghostIds.has(run.gameId));
    const own = isOwn(challenge.creatorId, ghostRuns, playerId);
    if (!own && (!mine || mine.status === GAME_STATUS.playing)) {
      throw new GameError(ERROR_CODES.forbidden, "Finish the challenge to see its board.");
    }
    const names = new Map([
      ...refs.map((g): [string, string] => [g.gameId, g.name]),
      ...takers.map((t): [string, string] => [t.gameId, t.name]),
    ]);
    const rows = runs.flatMap((run) => {
      const row = boardRunOf(
        run,
        names.get(run.gameId) ?? "Guest",
        playerId,
        ghostIds.has(run.gameId),
      );
      return row ? [row] : [];
    });
    const replayOf = new Map(rows.map((r) => [r.gameId, r.replayId]));
    return {
      rows: rankBoard(rows).map((row) => ({ ...row, replayId: replayOf.get(row.gameId)! })),
      myGameId: mine?.id ?? null,
    };
  }

  /** The link's figures: how many runs it races and the time to beat. */
  private async linkOf(
    code: string,
    level: string,
    ghosts: readonly GhostRef[],
  ): Promise<ChallengeLink> {
    const runs = await loadRuns(
      this.options.db,
      ghosts.map((g) => g.gameId),
    );
    const times = runs.flatMap((r) => (r.result ? [r.result.rankedMs] : []));
    return {
      code,
      level: level as Level | "custom",
      ghosts: ghosts.length,
      timeToBeatMs: Math.min(...times),
    };
  }

  /**
   * The ghosts of a challenge passed on from `parentCode` by the taker of `own`: the parent's
   * challenger, the taker, and the fastest ranked run on the parent's board (if another).
   */
  private async passedOnGhosts(parentCode: string, own: GhostRef): Promise<GhostRef[]> {
    const { db } = this.options;
    const parent = await this.challenge(parentCode);
    const refs = ghostRefs(parent.ghosts);
    const takers = await db.challengeTaker.findMany({ where: { code: parentCode } });
    const taker = takers.find((t) => t.gameId === own.gameId);
    const ghosts: GhostRef[] = [refs[0], { gameId: own.gameId, name: taker?.name ?? own.name }];
    const names = new Map([
      ...refs.map((g): [string, string] => [g.gameId, g.name]),
      ...takers.map((t): [string, string] => [t.gameId, t.name]),
    ]);
    const runs = await loadRuns(db, [...names.keys()]);
    const board = runs.flatMap((run) => {
      const row = boardRunOf(run, names.get(run.gameId)!, "", false);
      return row ? [row as BoardRun] : [];
    });
    const fastest = fastestRun(board, new Set(ghosts.map((g) => g.gameId)));
    if (fastest) ghosts.push({ gameId: fastest.gameId, name: fastest.name });
    return ghosts.slice(0, MAX_GHOSTS);
  }

  private async challenge(code: string) {
    const challenge = await this.options.db.challenge.findUnique({ where: { code } });
    if (!challenge) throw notFound();
    return challenge;
  }

  /**
   * Whether the player has a game of this very grid (a racer of the race it came from, a run
   * of the challenge it was passed on from, the challenger's own): they have seen its solution,
   * so a run of theirs would be no race. Read through the owner's index, one player's games.
   */
  private async playedBefore(playerId: string, givens: string): Promise<boolean> {
    const game = await this.options.db.game.findFirst({
      where: { guestId: playerId, givens },
      select: { id: true },
    });
    return game !== null;
  }

  /** The player's run of the challenge (a claim may have moved it to their account). */
  private async runOf(code: string, playerId: string) {
    return this.options.db.game.findFirst({
      where: { challengeCode: code, guestId: playerId },
      select: { id: true, status: true },
      orderBy: { createdAt: "asc" },
    });
  }
}

/** The stored ghosts list, read defensively (it is JSON). */
function ghostRefs(json: unknown): GhostRef[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((item: unknown) => {
    if (item === null || typeof item !== "object") return [];
    const { gameId, name } = item as Record<string, unknown>;
    return typeof gameId === "string" && typeof name === "string" ? [{ gameId, name }] : [];
  });
}

/**
 * What the link's page shows before Start (the page renders it on the server, the socket
 * answers `challenge:get` with it); null for an unknown code. `playerId` null: a visitor
 * with no cookie yet, who has no run and owns nothing.
 */
export async function challengeView(
  db: Db,
  code: string,
  playerId: string | null,
): Promise<ChallengeView | null> {
  const challenge = await db.challenge.findUnique({ where: { code } });
  if (!challenge) return null;
  const ghosts = ghostRefs(challenge.ghosts);
  const runs = await loadRuns(
    db,
    ghosts.map((g) => g.gameId),
  );
  const times = ghosts.map((g) => ({
    name: g.name,
    rankedMs: runs.find((r) => r.gameId === g.gameId)?.result?.rankedMs ?? 0,
  }));
  const mine = playerId
    ? await db.game.findFirst({
        where: { challengeCode: code, guestId: playerId },
        select: { id: true, status: true },
        orderBy: { createdAt: "asc" },
      })
    : null;
  return {
    code,
    creatorName: challenge.creatorName,
    level: challenge.level as Level | "custom",
    toFill: [...challenge.givens].filter((ch) => ch === "0").length,
    timeToBeatMs: Math.min(...times.map((t) => t.rankedMs)),
    ghosts: times,
    hintsAllowed: challenge.hintsAllowed,
    mistakeChecking: challenge.mistakeChecking,
    myGameId: mine?.id ?? null,
    myRunOver: mine !== null && mine.status !== GAME_STATUS.playing,
    own: playerId !== null && isOwn(challenge.creatorId, runs, playerId),
    creator: playerId !== null && challenge.creatorId === playerId,
  };
}

/** The player made the challenge or ran one of its ghosts: they know the puzzle. */
function isOwn(
  creatorId: string,
  ghostRuns: readonly { ownerId: string; result: { playerId: string } | null }[],
  playerId: string,
): boolean {
  return (
    creatorId === playerId ||
    ghostRuns.some((run) => run.ownerId === playerId || run.result?.playerId === playerId)
  );
}
