/**
 * The techniques behind each level, for the picker's "What does each level need?" disclosure
 * (the cards themselves say a few plain words: level-cards-blurbs.ts). Derived from the rating
 * table (TECHNIQUE_LEVELS), so the page never promises a technique the rater does not put at
 * that level. Server-side only: the page passes the strings down, which keeps the technique
 * tables out of the browser bundle.
 */
import type { Level } from "@/lib/sudoku/level";
import { LEVELS, TECHNIQUE_LEVELS, TECHNIQUE_NAMES, type TechniqueId } from "@/lib/sudoku/step";

/** The techniques a puzzle of `level` may need beyond the levels below it, in solver order. */
export function techniquesOf(level: Level): string[] {
  return (Object.keys(TECHNIQUE_LEVELS) as TechniqueId[])
    .filter((id) => TECHNIQUE_LEVELS[id] === level)
    .map((id) => TECHNIQUE_NAMES[id]);
}

/**
 * The disclosure's text for every level.
 *
 * @example
 * levelCards().easy // "Full house, Naked single, Hidden single"
 * levelCards().medium // "Adds Pointing, Claiming, Naked pair, Hidden pair"
 */
export function levelCards(): Record<Level, string> {
  return Object.fromEntries(
    LEVELS.map((level, i) => {
      const names = techniquesOf(level).join(", ");
      return [level, i === 0 ? names : `Adds ${names}`];
    }),
  ) as Record<Level, string>;
}
