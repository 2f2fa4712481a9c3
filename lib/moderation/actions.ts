/**
 * What moderators do, as the audit trail and the pages name it. Pure: the server writes these
 * words into ModerationAction, the pages show them.
 */

/** ModerationAction.action */
export const MODERATION_ACTIONS = {
  approve: "approve",
  reject: "reject",
  rename: "rename",
  suspend: "suspend",
  unsuspend: "unsuspend",
} as const;

export type ModerationActionKind = (typeof MODERATION_ACTIONS)[keyof typeof MODERATION_ACTIONS];

/** One recorded action, as the pages show it. */
export interface ModerationActionView {
  /** ISO instant. */
  at: string;
  moderator: string;
  action: ModerationActionKind;
  detail: string;
}

const VERBS: Record<ModerationActionKind, string> = {
  approve: "Approved",
  reject: "Rejected",
  rename: "Renamed",
  suspend: "Suspended from ranked play",
  unsuspend: "Allowed back into ranked play",
};

/**
 * One line of the audit trail in plain words.
 *
 * @example
 * actionLine({ at: "2026-11-26T14:02:00.000Z", moderator: "ann", action: "approve",
 *   detail: "held for move timing" })
 * // => "Approved by ann: held for move timing"
 */
export function actionLine(action: Pick<ModerationActionView, "moderator" | "action" | "detail">) {
  const verb = VERBS[action.action] ?? action.action;
  return `${verb} by ${action.moderator}${action.detail ? `: ${action.detail}` : ""}`;
}

/**
 * How far a time is from the puzzle's floor (lib/results/review.ts solveFloorMs), in words a
 * moderator reads at a glance: "12.4 s under the floor" or "3.0 s over the floor".
 */
export function againstFloor(rankedMs: number, floorMs: number): string {
  const gap = Math.abs(rankedMs - floorMs) / 1000;
  const amount =
    gap >= 60 ? `${Math.floor(gap / 60)} min ${Math.round(gap % 60)} s` : `${gap.toFixed(1)} s`;
  return rankedMs < floorMs ? `${amount} under the floor` : `${amount} over the floor`;
}

/**
 * An instant as moderators compare them, whatever their own time zone: "2026-11-26 14:02 UTC".
 */
export function utcMinute(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** What kind of finish a result is, in words. */
export function resultKindText(kind: string, dailyDate: string | null): string {
  if (kind === "race") return "Race";
  if (kind === "daily") return dailyDate ? `Daily ${dailyDate}` : "Daily";
  return "Single game";
}
