/**
 * What moderators read: the results waiting for review (newest first), one result with its
 * audit trail, and an account with its own. Reads only; decisions are review-decisions.ts.
 */
import type { ModeratedPlayer, ResultReviewView, ReviewedResultView } from "@/lib/moderation/views";
import { usernameKey } from "@/lib/account/rules";
import { REVIEW_STATUS, solveFloorMs } from "@/lib/results/review";
import { USER_PREFIX, userPlayerId } from "../auth/identity";
import type { Db } from "../db";
import { actionsOn } from "./moderation-log";

/** Held results on the queue page at once: the oldest wait until newer ones are decided. */
export const QUEUE_PAGE_SIZE = 100;

const RESULT_FIELDS = {
  gameId: true,
  playerId: true,
  kind: true,
  level: true,
  rankedMs: true,
  emptyCells: true,
  score: true,
  heldFor: true,
  reviewStatus: true,
  finishedAt: true,
  raceId: true,
  dailyDate: true,
} as const;

type ResultRow = {
  gameId: string;
  playerId: string;
  kind: string;
  level: string;
  rankedMs: number;
  emptyCells: number;
  score: number;
  heldFor: string | null;
  reviewStatus: string | null;
  finishedAt: Date;
  raceId: string | null;
  dailyDate: string | null;
};

/** The results waiting for a moderator, newest first, and how many wait in all. */
export async function heldResults(
  db: Db,
): Promise<{ total: number; results: ReviewedResultView[] }> {
  const where = { reviewStatus: REVIEW_STATUS.held };
  const [rows, total] = await Promise.all([
    db.result.findMany({
      where,
      orderBy: [{ finishedAt: "desc" }, { gameId: "asc" }],
      take: QUEUE_PAGE_SIZE,
      select: RESULT_FIELDS,
    }),
    db.result.count({ where }),
  ]);
  const players = await playersOf(
    db,
    rows.map((row) => row.playerId),
  );
  return { total, results: rows.map((row) => viewOf(row, players)) };
}

/** A result that was held for review, with every action on it and on its player; or null. */
export async function resultReview(db: Db, gameId: string): Promise<ResultReviewView | null> {
  const row = await db.result.findUnique({ where: { gameId }, select: RESULT_FIELDS });
  if (!row || row.reviewStatus === null) return null;
  const [players, actions, playerActions] = await Promise.all([
    playersOf(db, [row.playerId]),
    actionsOn(db, { gameId }),
    actionsOn(db, { playerId: row.playerId, gameId: null }),
  ]);
  return {
    ...viewOf(row, players),
    actions,
    playerActions,
  };
}

/** An account by its username, with the actions on it; or null. */
export async function moderatedAccount(
  db: Db,
  username: string,
): Promise<(ModeratedPlayer & { actions: Awaited<ReturnType<typeof actionsOn>> }) | null> {
  const user = await db.user.findUnique({
    where: { usernameKey: usernameKey(username) },
    select: { id: true, username: true, displayName: true, suspendedAt: true },
  });
  if (!user) return null;
  const playerId = userPlayerId(user.id);
  return {
    playerId,
    username: user.username,
    displayName: user.displayName,
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    actions: await actionsOn(db, { playerId, gameId: null }),
  };
}

function viewOf(row: ResultRow, players: Map<string, ModeratedPlayer>): ReviewedResultView {
  return {
    gameId: row.gameId,
    kind: row.kind,
    level: row.level,
    rankedMs: row.rankedMs,
    floorMs: solveFloorMs(row.emptyCells, row.score),
    reason: row.heldFor ?? "",
    status: row.reviewStatus ?? REVIEW_STATUS.held,
    finishedAt: row.finishedAt.toISOString(),
    raceId: row.raceId,
    dailyDate: row.dailyDate,
    player: players.get(row.playerId) ?? {
      playerId: row.playerId,
      username: null,
      displayName: row.playerId.startsWith(USER_PREFIX) ? "Deleted player" : "Guest",
      suspendedAt: null,
    },
  };
}

async function playersOf(db: Db, playerIds: string[]): Promise<Map<string, ModeratedPlayer>> {
  const ids = [...new Set(playerIds)]
    .filter((id) => id.startsWith(USER_PREFIX))
    .map((id) => id.slice(USER_PREFIX.length));
  const users = await db.user.findMany({
    where: { id: { in: ids } },
    select: { id: true, username: true, displayName: true, suspendedAt: true },
  });
  return new Map(
    users.map((user) => [
      userPlayerId(user.id),
      {
        playerId: userPlayerId(user.id),
        username: user.username,
        displayName: user.displayName,
        suspendedAt: user.suspendedAt?.toISOString() ?? null,
      },
    ]),
  );
}
