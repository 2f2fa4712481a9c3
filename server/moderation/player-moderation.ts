/**
 * A moderator's actions on an account: a new display name for an offensive one, and a
 * suspension from ranked play (its results from then on are not ranked: record-result.ts) or
 * its end. Each in one transaction with its audit record.
 */
import { displayNameProblem, normaliseDisplayName, usernameKey } from "@/lib/account/rules";
import { MODERATION_ACTIONS } from "@/lib/moderation/actions";
import { userPlayerId } from "../auth/identity";
import type { Db } from "../db";
import { recordAction, type Moderator } from "./moderation-log";

export type PlayerActionOutcome =
  | { ok: true }
  | { ok: false; problem: "missing" | "own" }
  | { ok: false; problem: "invalid"; message: string };

export async function renamePlayer(
  db: Db,
  moderator: Moderator,
  username: string,
  displayName: string,
): Promise<PlayerActionOutcome> {
  const issue = displayNameProblem(displayName);
  if (issue) return { ok: false, problem: "invalid", message: issue };
  const name = normaliseDisplayName(displayName);
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { usernameKey: usernameKey(username) },
      select: { id: true, displayName: true },
    });
    if (!user) return { ok: false, problem: "missing" } as const;
    await tx.user.update({ where: { id: user.id }, data: { displayName: name } });
    await recordAction(tx, moderator, {
      action: MODERATION_ACTIONS.rename,
      playerId: userPlayerId(user.id),
      detail: `display name “${user.displayName}” → “${name}”`,
    });
    return { ok: true } as const;
  });
}

/**
 * Suspends the account from ranked play, or ends its suspension; doing it twice records once.
 * Never the moderator's own account: a suspended moderator must not lift their own suspension.
 */
export async function setRankedSuspension(
  db: Db,
  moderator: Moderator,
  username: string,
  suspended: boolean,
): Promise<PlayerActionOutcome> {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { usernameKey: usernameKey(username) },
      select: { id: true, suspendedAt: true },
    });
    if (!user) return { ok: false, problem: "missing" } as const;
    if (userPlayerId(user.id) === moderator.playerId) return { ok: false, problem: "own" } as const;
    if ((user.suspendedAt !== null) === suspended) return { ok: true } as const;
    await tx.user.update({
      where: { id: user.id },
      data: { suspendedAt: suspended ? new Date() : null },
    });
    await recordAction(tx, moderator, {
      action: suspended ? MODERATION_ACTIONS.suspend : MODERATION_ACTIONS.unsuspend,
      playerId: userPlayerId(user.id),
      detail: suspended
        ? "results from now on are not ranked"
        : "results from now on are ranked again",
    });
    return { ok: true } as const;
  });
}

/** Whether this account is suspended from ranked play now (pages tell its owner so). */
export async function isSuspendedFromRanked(db: Db, userId: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { suspendedAt: true } });
  return user?.suspendedAt != null;
}
