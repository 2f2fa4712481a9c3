/**
 * The moves a player makes, as zod schemas: the browser builds them, the server parses them
 * at its edge, and the board reducer applies them. One schema, both sides.
 */
import { z } from "zod";

export const cellIndexSchema = z.number().int().min(0).max(80);
export const digitSchema = z.number().int().min(1).max(9);

/** One or more distinct cells: multi-select lets one key act on many cells. */
const cellsSchema = z
  .array(cellIndexSchema)
  .min(1)
  .max(81)
  .refine((cells) => new Set(cells).size === cells.length, "cells must be distinct");

const cellDigitSchema = z.object({ cell: cellIndexSchema, digit: digitSchema }).strict();

export const moveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("value"), cells: cellsSchema, digit: digitSchema }).strict(),
  z.object({ type: z.literal("erase"), cells: cellsSchema }).strict(),
  z.object({ type: z.literal("corner"), cells: cellsSchema, digit: digitSchema }).strict(),
  z.object({ type: z.literal("centre"), cells: cellsSchema, digit: digitSchema }).strict(),
  z
    .object({
      type: z.literal("colour"),
      cells: cellsSchema,
      colour: z.number().int().min(1).max(9),
    })
    .strict(),
  z.object({ type: z.literal("autoCandidates") }).strict(),
  // Applying a hint: the step's placements and eliminations, as one undoable move.
  z
    .object({
      type: z.literal("step"),
      placements: z.array(cellDigitSchema).max(81),
      eliminations: z.array(cellDigitSchema).max(729),
    })
    .strict(),
  z.object({ type: z.literal("undo") }).strict(),
  z.object({ type: z.literal("redo") }).strict(),
]);

/**
 * A player's move.
 *
 * @example
 * const move: Move = { type: "corner", cells: [0, 1, 2], digit: 5 };
 */
export type Move = z.infer<typeof moveSchema>;
export type MoveType = Move["type"];
