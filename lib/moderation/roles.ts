/**
 * Who moderates: the accounts whose username is in MODERATORS (server/env.ts keeps them as
 * username keys). Checked against the account's username as read on each request, never a
 * flag stored with the session, so the role follows the account from its next request.
 *
 * @example
 * isModerator("Ann", ["ann"]) // => true
 */
import { usernameKey } from "@/lib/account/rules";

export function isModerator(username: string | null | undefined, moderators: readonly string[]) {
  return typeof username === "string" && moderators.includes(usernameKey(username));
}
