/**
 * Challenge codes: the key of a `/c/<code>` link. Long enough that nobody finds one by
 * guessing (12 characters of 25: about 6e16 codes, and misses are slowed per address), in
 * the race codes' alphabet, which has no look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B).
 */
import { ROOM_CODE_ALPHABET } from "../game/room-protocol";

export const CHALLENGE_CODE_LENGTH = 12;
export const CHALLENGE_CODE_ALPHABET = ROOM_CODE_ALPHABET;

/**
 * The code in a link or a paste, normalised (spaces, dashes and case forgiven), or null when
 * it cannot be a challenge code.
 *
 * @example
 * readChallengeCode("k7qm-4p3a-9cde"); // "K7QM4P3A9CDE"
 */
export function readChallengeCode(typed: string): string | null {
  const code = typed.replace(/[\s-]+/g, "").toUpperCase();
  if (code.length !== CHALLENGE_CODE_LENGTH) return null;
  return [...code].every((ch) => CHALLENGE_CODE_ALPHABET.includes(ch)) ? code : null;
}

/**
 * A new code from `randomIndex` (the server passes crypto's randomInt, tests a seeded one).
 */
export function makeChallengeCode(randomIndex: (below: number) => number): string {
  let code = "";
  for (let i = 0; i < CHALLENGE_CODE_LENGTH; i++) {
    code += CHALLENGE_CODE_ALPHABET[randomIndex(CHALLENGE_CODE_ALPHABET.length)];
  }
  return code;
}
