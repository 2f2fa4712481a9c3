/**
 * The names in MODERATORS that no account has yet. The role follows a username, so whoever
 * signs up with such a name first (or signs in with a GitHub login of that name) moderates:
 * the operator is told at start, naming each, to create those accounts or remove the names.
 */
import type { Db } from "../db";

export async function unclaimedModerators(db: Db, moderators: readonly string[]) {
  if (moderators.length === 0) return [];
  const taken = await db.user.findMany({
    where: { usernameKey: { in: [...moderators] } },
    select: { usernameKey: true },
  });
  const claimed = new Set(taken.map((user) => user.usernameKey));
  return moderators.filter((name) => !claimed.has(name));
}

/** The warning for one such name, as the log says it. */
export function unclaimedModeratorWarning(name: string): string {
  return (
    `MODERATORS names "${name}", which no account has: whoever signs up as "${name}" first ` +
    "will moderate. Create that account now, or take the name out of MODERATORS."
  );
}
