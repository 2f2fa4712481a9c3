/**
 * zod schemas for every payload a client sends, parsed at the server's edge before a handler
 * runs. The types they produce match `protocol.ts`, which the browser imports instead (no zod).
 */
import { z } from "zod";
import { readChallengeCode } from "../challenge/challenge-code";
import { isDailyDate } from "../daily/dates";
import { LEVELS } from "../sudoku/level";
import { moveSchema } from "./move";
import { HINT_LEVELS, PROTOCOL_VERSION } from "./protocol";
import { cleanName, nameProblem } from "../race/name";
import { REACTIONS, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, ROOM_LIMITS } from "./room-protocol";

export const levelSchema = z.enum(LEVELS);

export const gameIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,40}$/, "not a game id");

/** An 81-character puzzle: digits, and 0 or . for empty (validated again by the engine). */
export const puzzleTextSchema = z
  .string()
  .trim()
  .regex(/^[0-9.]{81}$/, "a puzzle is 81 characters: 1-9, and 0 or . for empty");

export const createGameSchema = z
  .object({
    level: levelSchema.optional(),
    puzzle: puzzleTextSchema.optional(),
    mistakeChecking: z.boolean().default(false),
  })
  .strict()
  .refine((b) => (b.level === undefined) !== (b.puzzle === undefined), {
    message: "give either a level or a puzzle",
  });

export const startDailySchema = z
  .object({ date: z.string().refine(isDailyDate, "not a date (YYYY-MM-DD)") })
  .strict();

export const listGamesSchema = z.object({}).strict();

export const gameCommandSchema = z.object({ gameId: gameIdSchema }).strict();

export const pauseSchema = z
  .object({ gameId: gameIdSchema, hidden: z.boolean().optional() })
  .strict();

export const joinGameSchema = z
  .object({ gameId: gameIdSchema, sinceVersion: z.number().int().min(0).optional() })
  .strict();

export const hintRequestSchema = z
  .object({ gameId: gameIdSchema, level: z.enum(HINT_LEVELS) })
  .strict();

export const submitMoveSchema = z
  .object({
    gameId: gameIdSchema,
    moveId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "not a move id"),
    move: moveSchema,
  })
  .strict();

/** The client's handshake `auth` payload. */
export const handshakeSchema = z.object({ protocol: z.literal(PROTOCOL_VERSION) }).passthrough();

// ---------------------------------------------------------------- race rooms

export const roomCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(
    new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`),
    "a room code is 6 letters and digits",
  );

/**
 * A display name: cleaned, then refused with the same words the page shows (lib/race/name.ts):
 * 1-32 characters, no control, invisible or unpaired characters, no pile of accents, something
 * visible. Names are rendered as text everywhere, so markup is harmless; this keeps them
 * readable.
 */
export const displayNameSchema = z
  .string()
  .transform(cleanName)
  .superRefine((name, ctx) => {
    const problem = nameProblem(name);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const roomSettingsSchema = z
  .object({
    level: levelSchema,
    maxPlayers: z.number().int().min(ROOM_LIMITS.minPlayers).max(ROOM_LIMITS.maxPlayers),
    mistakeChecking: z.boolean(),
    hintsAllowed: z.boolean(),
  })
  .strict();

export const createRoomSchema = z
  .object({ name: displayNameSchema, settings: roomSettingsSchema.partial().optional() })
  .strict();

export const roomCommandSchema = z.object({ code: roomCodeSchema }).strict();

export const joinRoomSchema = z.object({ code: roomCodeSchema, name: displayNameSchema }).strict();

export const roomSettingsInputSchema = z
  .object({ code: roomCodeSchema, settings: roomSettingsSchema.partial() })
  .strict();

export const roomReadySchema = z.object({ code: roomCodeSchema, ready: z.boolean() }).strict();

export const roomNameSchema = z.object({ code: roomCodeSchema, name: displayNameSchema }).strict();

export const playerIdSchema = z.string().regex(/^[A-Za-z0-9_-]{6,24}$/, "not a player id");

export const roomHostSchema = z.object({ code: roomCodeSchema, playerId: playerIdSchema }).strict();

export const roomReactSchema = z
  .object({ code: roomCodeSchema, reaction: z.enum(REACTIONS) })
  .strict();

export const replaySchema = z.object({ raceId: gameIdSchema }).strict();

/** A challenge code as a link carries it (case, spaces and dashes forgiven). */
export const challengeCodeSchema = z.string().transform((typed, ctx) => {
  const code = typed.length <= 40 ? readChallengeCode(typed) : null;
  if (code === null) {
    ctx.addIssue({ code: "custom", message: "not a challenge code" });
    return z.NEVER;
  }
  return code;
});

export const createChallengeSchema = z
  .object({ gameId: gameIdSchema, name: displayNameSchema })
  .strict();

export const challengeCodeInputSchema = z.object({ code: challengeCodeSchema }).strict();

export const startChallengeSchema = z
  .object({ code: challengeCodeSchema, name: displayNameSchema })
  .strict();
