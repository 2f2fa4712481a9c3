/**
 * The audit trail of moderators' actions (ModerationAction): written in the transaction of the
 * action itself, so an action is never done without its record, nor recorded without being
 * done. Rows are only ever inserted.
 */
import type { ModerationActionKind, ModerationActionView } from "@/lib/moderation/actions";
import type { Db } from "../db";
import type { Tx } from "../results/record-result";

/** The moderator acting: their player id and their username now. */
export interface Moderator {
  playerId: string;
  username: string;
}

export async function recordAction(
  tx: Tx,
  moderator: Moderator,
  action: { action: ModerationActionKind; playerId: string; gameId?: string; detail: string },
): Promise<void> {
  await tx.moderationAction.create({
    data: {
      moderatorId: moderator.playerId,
      moderator: moderator.username,
      action: action.action,
      playerId: action.playerId,
      gameId: action.gameId ?? null,
      detail: action.detail,
    },
  });
}

/** The actions on a result, or on an account itself (renames, suspensions), oldest first. */
export async function actionsOn(
  db: Db,
  where: { gameId: string } | { playerId: string; gameId: null },
): Promise<ModerationActionView[]> {
  const rows = await db.moderationAction.findMany({
    where,
    orderBy: [{ at: "asc" }, { id: "asc" }],
    select: { at: true, moderator: true, action: true, detail: true },
    take: 200,
  });
  return rows.map((row) => ({
    at: row.at.toISOString(),
    moderator: row.moderator,
    action: row.action as ModerationActionKind,
    detail: row.detail,
  }));
}
