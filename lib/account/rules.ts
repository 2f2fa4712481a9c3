/**
 * What makes a username, a display name and a password acceptable. Pure, so the sign-up form
 * shows the same message the server enforces.
 *
 * The password rules are NIST SP 800-63B's, not composition rules: long enough, not the
 * username, not one of the passwords every attacker tries first. Nothing else is demanded.
 */
import { cleanName } from "../race/name";
import { COMMON_PASSWORDS } from "./common-passwords";

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
/** scrypt hashes anything, but a megabyte "password" is a cheap way to burn server CPU. */
export const PASSWORD_MAX = 200;
export const DISPLAY_NAME_MAX = 30;

const USERNAME = /^[a-z0-9_-]+$/;

/** The unique key of a username: "Ann" and "ann" are the same account. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

/** Why this username is refused, or null when it is fine. Case is kept, but not significant. */
export function usernameProblem(username: string): string | null {
  const key = usernameKey(username);
  if (key.length < USERNAME_MIN || key.length > USERNAME_MAX) {
    return `A username has ${USERNAME_MIN} to ${USERNAME_MAX} characters.`;
  }
  if (!USERNAME.test(key)) {
    return "A username uses only letters a-z, digits, _ and -.";
  }
  return null;
}

/** Why this password is refused for this username, or null when it is fine. */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < PASSWORD_MIN) {
    return `A password has at least ${PASSWORD_MIN} characters.`;
  }
  if (password.length > PASSWORD_MAX) {
    return `A password has at most ${PASSWORD_MAX} characters.`;
  }
  const lowered = password.toLowerCase();
  if (lowered === usernameKey(username)) return "A password must not be the username.";
  if (COMMON_PASSWORDS.has(lowered)) {
    return "This password is one of the most common ones: pick another.";
  }
  return null;
}

/**
 * A display name tidied as race names are (lib/race/name.ts cleanName: NFC, blank letters and
 * runs of spaces made one space, trimmed), so one player shows the same everywhere.
 */
export function normaliseDisplayName(name: string): string {
  return cleanName(name);
}

/** What the pages show for players who are not accounts: nobody may take these as a name. */
const RESERVED_NAMES = new Set(["deleted player", "guest", "you"]);

/**
 * Why this display name is refused, or null. It is always rendered as text; these rules are
 * the race names' (no control, format or invisible characters, no piled-up accents, something
 * visible) plus names the pages use for others.
 */
export function displayNameProblem(name: string): string | null {
  const tidy = normaliseDisplayName(name);
  if (tidy.length === 0) return "A display name cannot be empty.";
  if ([...tidy].length > DISPLAY_NAME_MAX) {
    return `A display name has at most ${DISPLAY_NAME_MAX} characters.`;
  }
  if (!/^[^\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]+$/u.test(tidy)) {
    return "A display name cannot hold control or invisible characters.";
  }
  if (/\p{M}{3}/u.test(tidy)) return "A display name cannot pile up accents.";
  if (!/[\p{L}\p{N}\p{S}\p{P}]/u.test(tidy)) return "A display name needs a visible character.";
  if (RESERVED_NAMES.has(tidy.toLowerCase())) {
    return `"${tidy}" is what the pages call other players: pick another name.`;
  }
  return null;
}
