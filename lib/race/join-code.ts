/**
 * Reading a race code a person typed on the race page: what it is, or why it is not one, in
 * words for that person (the protocol's schema speaks to programs).
 */
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from "../game/room-protocol";

export type TypedCode = { ok: true; code: string } | { ok: false; problem: string };

/** Look-alikes codes never use, so a person who read one aloud knows what to type instead. */
const LOOK_ALIKES = "0O1IL2Z5S8B";

export function readTypedCode(typed: string): TypedCode {
  // Spaces and dashes are how people copy codes down ("K7Q M4P"): not part of it.
  const code = typed.replace(/[\s-]+/g, "").toUpperCase();
  if (code === "") return { ok: false, problem: "Type the race code your friend sent you." };
  if (code.length !== ROOM_CODE_LENGTH)
    return {
      ok: false,
      problem: `A race code has ${ROOM_CODE_LENGTH} characters; "${clip(code)}" has ${code.length}.`,
    };
  const wrong = [...code].filter((ch) => !ROOM_CODE_ALPHABET.includes(ch));
  if (wrong.length > 0) {
    const lookAlike = wrong.some((ch) => LOOK_ALIKES.includes(ch));
    return {
      ok: false,
      problem: lookAlike
        ? `"${code}" is not a race code: codes never use 0, O, 1, I, L, 2, Z, 5, S, 8 or B.`
        : `"${code}" is not a race code: codes use only letters and digits.`,
    };
  }
  return { ok: true, code };
}

/** What the player typed, shown back without letting a paste fill the screen. */
const clip = (text: string) => (text.length > 12 ? `${text.slice(0, 12)}…` : text);
