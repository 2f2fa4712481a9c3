/**
 * zod schemas for every payload a client sends, parsed at the server's edge before a handler
 * runs. The types they produce match `protocol.ts`, which the browser imports instead (no zod).
 */
import { z } from "zod";
import { LEVELS } from "../sudoku/level";
import { moveSchema } from "./move";
import { HINT_LEVELS, PROTOCOL_VERSION } from "./protocol";

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
