/**
 * The step model: one deduction a player could make, with what it places or removes and a
 * sentence that explains it.
 */
import { cellName } from "./grid";
import type { Level } from "./level";

/** Every technique the logical solver knows, as stable ids (used in ratings and the CLI). */
export const TechniqueId = {
  FullHouse: "full-house",
  NakedSingle: "naked-single",
  HiddenSingle: "hidden-single",
  Pointing: "pointing",
  Claiming: "claiming",
  LockedPair: "locked-pair",
  LockedTriple: "locked-triple",
  NakedPair: "naked-pair",
  HiddenPair: "hidden-pair",
  NakedTriple: "naked-triple",
  HiddenTriple: "hidden-triple",
  NakedQuad: "naked-quad",
  HiddenQuad: "hidden-quad",
  XWing: "x-wing",
  Swordfish: "swordfish",
  Jellyfish: "jellyfish",
  XYWing: "xy-wing",
  XYZWing: "xyz-wing",
  WWing: "w-wing",
  SimpleColouring: "simple-colouring",
  XChain: "x-chain",
  UniqueRectangle1: "unique-rectangle-1",
  Skyscraper: "skyscraper",
  TwoStringKite: "two-string-kite",
  TurbotFish: "turbot-fish",
  EmptyRectangle: "empty-rectangle",
  FinnedXWing: "finned-x-wing",
  FinnedSwordfish: "finned-swordfish",
  FinnedJellyfish: "finned-jellyfish",
  SiameseFinnedXWing: "siamese-finned-x-wing",
  SiameseFinnedSwordfish: "siamese-finned-swordfish",
  SiameseFinnedJellyfish: "siamese-finned-jellyfish",
  FrankenXWing: "franken-x-wing",
  FrankenSwordfish: "franken-swordfish",
  MutantXWing: "mutant-x-wing",
  FrankenJellyfish: "franken-jellyfish",
  MutantSwordfish: "mutant-swordfish",
  MutantJellyfish: "mutant-jellyfish",
  DualTwoStringKite: "dual-two-string-kite",
  DualEmptyRectangle: "dual-empty-rectangle",
  BugPlusOne: "bug-plus-one",
  UniqueRectangle2: "unique-rectangle-2",
  UniqueRectangle3: "unique-rectangle-3",
  UniqueRectangle4: "unique-rectangle-4",
  UniqueRectangle5: "unique-rectangle-5",
  UniqueRectangle6: "unique-rectangle-6",
  HiddenRectangle: "hidden-rectangle",
  AvoidableRectangle1: "avoidable-rectangle-1",
  AvoidableRectangle2: "avoidable-rectangle-2",
  AvoidableRectangle3: "avoidable-rectangle-3",
  HiddenAvoidableRectangle: "hidden-avoidable-rectangle",
  WXYZWing: "wxyz-wing",
  MultiColouring: "multi-colouring",
  SueDeCoq: "sue-de-coq",
  AlsXz: "als-xz",
  AlsXyWing: "als-xy-wing",
  AlsChain: "als-chain",
  DeathBlossom: "death-blossom",
  AlsAIC: "als-aic",
  TemplateSet: "template-set",
  TemplateDelete: "template-delete",
  RemotePairs: "remote-pairs",
  XYChain: "xy-chain",
  AIC: "aic",
  ForcingChain: "forcing-chain",
  ForcingNet: "forcing-net",
  DeepForcingNet: "deep-forcing-net",
  LastResort: "last-resort",
} as const;

export type TechniqueId = (typeof TechniqueId)[keyof typeof TechniqueId];

/** Player-facing names, as they start an explanation. */
export const TECHNIQUE_NAMES: Readonly<Record<TechniqueId, string>> = {
  "full-house": "Full house",
  "naked-single": "Naked single",
  "hidden-single": "Hidden single",
  pointing: "Pointing",
  claiming: "Claiming",
  "locked-pair": "Locked pair",
  "locked-triple": "Locked triple",
  "naked-pair": "Naked pair",
  "hidden-pair": "Hidden pair",
  "naked-triple": "Naked triple",
  "hidden-triple": "Hidden triple",
  "naked-quad": "Naked quad",
  "hidden-quad": "Hidden quad",
  "x-wing": "X-wing",
  swordfish: "Swordfish",
  jellyfish: "Jellyfish",
  "xy-wing": "XY-wing",
  "xyz-wing": "XYZ-wing",
  "w-wing": "W-wing",
  "simple-colouring": "Simple colouring",
  "x-chain": "X-chain",
  "unique-rectangle-1": "Unique rectangle",
  skyscraper: "Skyscraper",
  "two-string-kite": "Two-string kite",
  "turbot-fish": "Turbot fish",
  "empty-rectangle": "Empty rectangle",
  "finned-x-wing": "Finned X-wing",
  "finned-swordfish": "Finned swordfish",
  "finned-jellyfish": "Finned jellyfish",
  "siamese-finned-x-wing": "Siamese finned X-wing",
  "siamese-finned-swordfish": "Siamese finned swordfish",
  "siamese-finned-jellyfish": "Siamese finned jellyfish",
  "franken-x-wing": "Franken X-wing",
  "franken-swordfish": "Franken swordfish",
  "mutant-x-wing": "Mutant X-wing",
  "franken-jellyfish": "Franken jellyfish",
  "mutant-swordfish": "Mutant swordfish",
  "mutant-jellyfish": "Mutant jellyfish",
  "dual-two-string-kite": "Dual two-string kite",
  "dual-empty-rectangle": "Dual empty rectangle",
  "bug-plus-one": "BUG",
  "unique-rectangle-2": "Unique rectangle type 2",
  "unique-rectangle-3": "Unique rectangle type 3",
  "unique-rectangle-4": "Unique rectangle type 4",
  "unique-rectangle-5": "Unique rectangle type 5",
  "unique-rectangle-6": "Unique rectangle type 6",
  "hidden-rectangle": "Hidden rectangle",
  "avoidable-rectangle-1": "Avoidable rectangle type 1",
  "avoidable-rectangle-2": "Avoidable rectangle type 2",
  "avoidable-rectangle-3": "Avoidable rectangle type 3",
  "hidden-avoidable-rectangle": "Hidden avoidable rectangle",
  "wxyz-wing": "WXYZ-wing",
  "multi-colouring": "Multi-colouring",
  "sue-de-coq": "Sue de Coq",
  "als-xz": "ALS-XZ",
  "als-xy-wing": "ALS-XY-wing",
  "als-chain": "ALS chain",
  "death-blossom": "Death blossom",
  "als-aic": "AIC with ALS nodes",
  "template-set": "Template set",
  "template-delete": "Template delete",
  "remote-pairs": "Remote pairs",
  "xy-chain": "XY-chain",
  aic: "AIC",
  "forcing-chain": "Forcing chain",
  "forcing-net": "Forcing net",
  "deep-forcing-net": "Forcing net with techniques",
  "last-resort": "Trial and error",
};

/**
 * Difficulty weight of one use of a technique; a puzzle's score is the sum over its steps, so
 * two puzzles of the same level still compare. Roughly how long a player takes to spot it.
 */
export const TECHNIQUE_WEIGHTS: Readonly<Record<TechniqueId, number>> = {
  "full-house": 1,
  "naked-single": 3,
  "hidden-single": 2,
  pointing: 6,
  claiming: 6,
  "locked-pair": 7,
  "locked-triple": 8,
  "naked-pair": 8,
  "hidden-pair": 10,
  "naked-triple": 14,
  "hidden-triple": 16,
  "naked-quad": 20,
  "hidden-quad": 22,
  "x-wing": 18,
  swordfish: 30,
  jellyfish: 40,
  "xy-wing": 28,
  "xyz-wing": 32,
  "w-wing": 34,
  "simple-colouring": 38,
  "x-chain": 45,
  "unique-rectangle-1": 30,
  skyscraper: 40,
  "two-string-kite": 40,
  "turbot-fish": 46,
  "empty-rectangle": 48,
  "finned-x-wing": 42,
  "finned-swordfish": 50,
  "finned-jellyfish": 60,
  "siamese-finned-x-wing": 44,
  "siamese-finned-swordfish": 52,
  "siamese-finned-jellyfish": 62,
  "franken-x-wing": 63,
  "franken-swordfish": 64,
  "mutant-x-wing": 100,
  "franken-jellyfish": 140,
  "mutant-swordfish": 140,
  "mutant-jellyfish": 145,
  "dual-two-string-kite": 42,
  "dual-empty-rectangle": 50,
  "bug-plus-one": 40,
  "unique-rectangle-2": 44,
  "unique-rectangle-3": 50,
  "unique-rectangle-4": 46,
  "unique-rectangle-5": 52,
  "unique-rectangle-6": 56,
  "hidden-rectangle": 50,
  "avoidable-rectangle-1": 46,
  "avoidable-rectangle-2": 52,
  "avoidable-rectangle-3": 54,
  "hidden-avoidable-rectangle": 50,
  "wxyz-wing": 50,
  "multi-colouring": 55,
  "sue-de-coq": 70,
  "als-xz": 75,
  "als-xy-wing": 85,
  "als-chain": 110,
  "death-blossom": 120,
  "als-aic": 125,
  "template-set": 130,
  "template-delete": 135,
  "remote-pairs": 55,
  "xy-chain": 65,
  aic: 95,
  "forcing-chain": 150,
  "forcing-net": 180,
  "deep-forcing-net": 190,
  "last-resort": 200,
};

/** A digit written into a cell. */
export interface Placement {
  cell: number;
  digit: number;
}

/** A candidate digit crossed out of a cell. */
export type Elimination = Placement;

/** One deduction: what it places or removes, what it is about, and why. */
export interface Step {
  technique: TechniqueId;
  /** Player-facing technique name, e.g. "Hidden single". */
  name: string;
  placements: Placement[];
  eliminations: Elimination[];
  /** The cells the reasoning is about, to highlight. */
  cells: number[];
  /** Unit indices 0-26 (rows, columns, boxes) the reasoning is about. */
  units: number[];
  /** The digits the reasoning is about. */
  digits: number[];
  /** One sentence a player understands, with 1-based names. */
  explanation: string;
}

/**
 * Builds a step, filling in the player-facing name from the id.
 *
 * @example
 * makeStep(TechniqueId.NakedSingle, { placements: [{ cell: 0, digit: 5 }], eliminations: [],
 *   cells: [0], units: [], digits: [5], explanation: "Naked single: r1c1 can only be 5" });
 */
export function makeStep(technique: TechniqueId, parts: Omit<Step, "technique" | "name">): Step {
  return { technique, name: TECHNIQUE_NAMES[technique], ...parts };
}

/** "a", "a and b", "a, b and c" (or "a or b" with `joiner` "or"). */
export function listText(items: readonly string[], joiner = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${joiner} ${items[items.length - 1]}`;
}

/** "r1c1 and r1c2" for a list of cells. */
export function cellsText(cells: readonly number[]): string {
  return listText(cells.map(cellName));
}

/**
 * Says what a list of eliminations removes, grouped by digit:
 * "5 is removed from r4c3 and r4c8; 7 from r4c3".
 */
export function eliminationsText(eliminations: readonly Elimination[]): string {
  const byDigit = new Map<number, number[]>();
  for (const { cell, digit } of eliminations) {
    const cells = byDigit.get(digit);
    if (cells) cells.push(cell);
    else byDigit.set(digit, [cell]);
  }
  const digits = [...byDigit.keys()].sort((a, b) => a - b);
  return digits
    .map((d, i) => {
      const cells = [...new Set(byDigit.get(d))].sort((a, b) => a - b);
      return i === 0 ? `${d} is removed from ${cellsText(cells)}` : `${d} from ${cellsText(cells)}`;
    })
    .join("; ");
}

export { LEVELS, type Level } from "./level";

/** The level each technique belongs to (the table in rating.ts explains the choice). */
export const TECHNIQUE_LEVELS: Readonly<Record<TechniqueId, Level>> = {
  "full-house": "easy",
  "naked-single": "easy",
  "hidden-single": "easy",
  pointing: "medium",
  claiming: "medium",
  "locked-pair": "medium",
  "locked-triple": "medium",
  "naked-pair": "medium",
  "hidden-pair": "medium",
  "naked-triple": "hard",
  "hidden-triple": "hard",
  "naked-quad": "hard",
  "hidden-quad": "hard",
  "x-wing": "hard",
  swordfish: "expert",
  jellyfish: "expert",
  "xy-wing": "hard",
  "xyz-wing": "expert",
  "w-wing": "expert",
  "simple-colouring": "expert",
  "x-chain": "expert",
  "unique-rectangle-1": "expert",
  skyscraper: "expert",
  "two-string-kite": "expert",
  "turbot-fish": "expert",
  "empty-rectangle": "expert",
  "finned-x-wing": "expert",
  "finned-swordfish": "expert",
  "finned-jellyfish": "expert",
  "siamese-finned-x-wing": "expert",
  "siamese-finned-swordfish": "expert",
  "siamese-finned-jellyfish": "expert",
  "franken-x-wing": "expert",
  "franken-swordfish": "expert",
  "mutant-x-wing": "extreme",
  "franken-jellyfish": "extreme",
  "mutant-swordfish": "extreme",
  "mutant-jellyfish": "extreme",
  "dual-two-string-kite": "expert",
  "dual-empty-rectangle": "expert",
  "bug-plus-one": "expert",
  "unique-rectangle-2": "expert",
  "unique-rectangle-3": "expert",
  "unique-rectangle-4": "expert",
  "unique-rectangle-5": "expert",
  "unique-rectangle-6": "expert",
  "hidden-rectangle": "expert",
  "avoidable-rectangle-1": "expert",
  "avoidable-rectangle-2": "expert",
  "avoidable-rectangle-3": "expert",
  "hidden-avoidable-rectangle": "expert",
  "wxyz-wing": "expert",
  "multi-colouring": "expert",
  "sue-de-coq": "extreme",
  "als-xz": "extreme",
  "als-xy-wing": "extreme",
  "als-chain": "extreme",
  "death-blossom": "extreme",
  "als-aic": "extreme",
  "template-set": "extreme",
  "template-delete": "extreme",
  "remote-pairs": "extreme",
  "xy-chain": "extreme",
  aic: "extreme",
  "forcing-chain": "extreme",
  "forcing-net": "extreme",
  "deep-forcing-net": "extreme",
  "last-resort": "extreme",
};
