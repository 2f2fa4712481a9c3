/**
 * After a moderator renames an account, its owner may not choose a new name for a while:
 * otherwise the offensive name could be put straight back, unseen by anyone. Pure: the
 * account service reads the last rename and asks this.
 */

/** How long a moderator's rename holds before the owner may choose again. */
export const RENAME_HOLD_MS = 30 * 24 * 60 * 60_000;

/** The player's words when they try too early; null when they may rename. */
export function renameHeldMessage(renamedAt: Date | null, now: Date): string | null {
  if (!renamedAt) return null;
  const until = new Date(renamedAt.getTime() + RENAME_HOLD_MS);
  if (now >= until) return null;
  const day = (date: Date) =>
    date.toLocaleDateString("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
  return `A moderator changed your display name on ${day(renamedAt)}. You can choose a new one from ${day(until)}.`;
}
