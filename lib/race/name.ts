import { ROOM_LIMITS } from "../game/room-protocol";

/** Where the browser remembers the player's display name between rooms. */
export const NAME_STORAGE_KEY = "nonet.name";

/** Letters that draw nothing (Hangul fillers, the blank Braille pattern): spaces, really. */
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;

/**
 * A display name as the server stores it (`displayNameSchema` runs these same functions; the
 * page runs them without zod): NFC, blank letters and runs of spaces made one space, trimmed.
 *
 * @example
 * cleanName("  Ada   Lovelace ") // "Ada Lovelace"
 */
export function cleanName(raw: string): string {
  return raw.normalize("NFC").replace(BLANK_LETTERS, " ").replace(/\s+/g, " ").trim();
}

/**
 * Why a cleaned name would be refused, in words for the player; null when it is fine. The
 * server checks again; this only saves a round trip and says it sooner.
 */
export function nameProblem(name: string): string | null {
  if (name.length < ROOM_LIMITS.nameMin) return "Enter a name.";
  if (name.length > ROOM_LIMITS.nameMax) {
    return `A name is at most ${ROOM_LIMITS.nameMax} characters.`;
  }
  if (!/^[^\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]+$/u.test(name)) {
    return "A name cannot hold control or invisible characters.";
  }
  if (/\p{M}{3}/u.test(name)) return "A name cannot pile up accents.";
  if (!/[\p{L}\p{N}\p{S}\p{P}]/u.test(name)) return "A name needs a visible character.";
  return null;
}
