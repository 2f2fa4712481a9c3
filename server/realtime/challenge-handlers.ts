/**
 * The socket edge of challenges. Making a link or pressing Start costs a row (Start a game),
 * so both pay the create quotas per player and per address, as a new game or room does, and
 * only when something new is made (asking again is free). A code that names no challenge
 * counts against the address's misses, like an unknown room code: an address out of misses
 * is refused every lookup, real codes included, so a scan learns nothing.
 */
import { ERROR_CODES } from "@/lib/game/protocol";
import {
  challengeCodeInputSchema,
  createChallengeSchema,
  startChallengeSchema,
} from "@/lib/game/schemas";
import type { ChallengeService } from "../challenges/challenge-service";
import { GameError } from "../games/errors";
import type { Listen } from "./listen";
import type { QuotaLimiter } from "./quota-limiter";

export interface ChallengeHandlerContext {
  playerId: string;
  address: string;
  challenges: ChallengeService;
  chargeCreate: () => Promise<void>;
  /** Unknown codes per address (shared with room codes). */
  probes: QuotaLimiter;
  /** A signed-in player's account name wins over the name the page sent. */
  nameOf: (typed: string) => string;
}

const TOO_MANY_MISSES = "Too many unknown codes: wait a minute.";

export function registerChallengeHandlers(on: Listen, context: ChallengeHandlerContext): void {
  const { challenges, playerId, address } = context;

  /** Runs a lookup by code, counting a miss against the address. */
  const byCode = async <T>(lookup: () => Promise<T>): Promise<T> => {
    if (!(await context.probes.available(address))) {
      throw new GameError(ERROR_CODES.rateLimited, TOO_MANY_MISSES);
    }
    try {
      return await lookup();
    } catch (error) {
      if (error instanceof GameError && error.code === ERROR_CODES.notFound) {
        if (!(await context.probes.take(address))) {
          throw new GameError(ERROR_CODES.rateLimited, TOO_MANY_MISSES);
        }
      }
      throw error;
    }
  };

  on("challenge:create", createChallengeSchema, ({ gameId, name }) =>
    challenges.create(playerId, context.nameOf(name), gameId, context.chargeCreate),
  );

  on("challenge:get", challengeCodeInputSchema, async ({ code }) => ({
    challenge: await byCode(() => challenges.view(code, playerId)),
  }));

  on("challenge:start", startChallengeSchema, ({ code, name }) =>
    byCode(() => challenges.start(code, playerId, context.nameOf(name), context.chargeCreate)),
  );

  on("challenge:board", challengeCodeInputSchema, ({ code }) =>
    byCode(() => challenges.board(code, playerId)),
  );
}
