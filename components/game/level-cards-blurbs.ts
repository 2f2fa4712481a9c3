/**
 * Each level card's few plain words: what a player will need, not the rater's vocabulary (the
 * technique names go behind the picker's "What does each level need?" disclosure). Apart from
 * level-cards.ts so the browser gets these words without the rating tables.
 */
import type { Level } from "@/lib/sudoku/level";

export const LEVEL_BLURBS: Readonly<Record<Level, string>> = {
  easy: "Singles only",
  medium: "Needs pairs",
  hard: "Needs triples and wings",
  expert: "Needs fish and patterns",
  extreme: "Needs long chains",
};
