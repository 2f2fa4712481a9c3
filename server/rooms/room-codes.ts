/** A room's invite code and its members' public ids: random, read aloud or shown. */
import { randomBytes, randomInt } from "node:crypto";
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from "@/lib/game/room-protocol";

/** A code to read aloud: 6 characters of an alphabet without look-alikes (~2.4e8 codes). */
export function newRoomCode(): string {
  let code = "";
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) {
    code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
  }
  return code;
}

/** A member's public id: random, so it says nothing about their guest id. */
export function newPlayerId(): string {
  return randomBytes(6).toString("base64url");
}
