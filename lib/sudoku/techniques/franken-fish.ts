/**
 * Franken and mutant X-wing, swordfish and jellyfish: fish whose base and cover sets mix in
 * boxes (Franken: rows and boxes against columns and boxes, or the other way round) or mix
 * rows with columns (mutant: any other choice). Basic and finned, with endo fins (a cell in
 * two base sets) and cannibalism (a body cell in two cover sets); fish-search.ts has the logic.
 * Row-against-column fish are left to fish.ts and finned-fish.ts, which name them.
 */
import { cellName, UNITS, unitName } from "../grid";
import { eliminationsText, listText, makeStep, TechniqueId, type Step } from "../step";
import { searchGeneralFish, type FishUnits, type GeneralFishInstance } from "./fish-search";
import { techniqueFromSearch, type LogicState } from "./state";

const ROW_UNITS = 0x1ff;
const COLUMN_UNITS = 0x1ff << 9;
const BOX_UNITS = 0x1ff << 18;
const unitList = (mask: number): number[] =>
  Array.from({ length: 27 }, (_, u) => u).filter((u) => mask & (1 << u));

/** Rows and boxes against columns and boxes, and the other way round. */
const FRANKEN_SHAPES: readonly FishUnits[] = [
  { base: unitList(ROW_UNITS | BOX_UNITS), cover: COLUMN_UNITS | BOX_UNITS },
  { base: unitList(COLUMN_UNITS | BOX_UNITS), cover: ROW_UNITS | BOX_UNITS },
];
const MUTANT_SHAPES: readonly FishUnits[] = [
  {
    base: unitList(ROW_UNITS | COLUMN_UNITS | BOX_UNITS),
    cover: ROW_UNITS | COLUMN_UNITS | BOX_UNITS,
  },
];

/** Franken: a box among the sets, and no kind of line on both sides or mixed on one side. */
function isFranken(baseMask: number, coverMask: number): boolean {
  if (!((baseMask | coverMask) & BOX_UNITS)) return false;
  const rows = baseMask & ROW_UNITS;
  const columns = baseMask & COLUMN_UNITS;
  const coverRows = coverMask & ROW_UNITS;
  const coverColumns = coverMask & COLUMN_UNITS;
  return (
    !(rows && columns) &&
    !(coverRows && coverColumns) &&
    !(rows && coverRows) &&
    !(columns && coverColumns)
  );
}

/** Row-against-column (or column-against-row): fish.ts and finned-fish.ts name those. */
function isBasic(baseMask: number, coverMask: number): boolean {
  const within = (mask: number, kind: number) => (mask & ~kind) === 0;
  return (
    (within(baseMask, ROW_UNITS) && within(coverMask, COLUMN_UNITS)) ||
    (within(baseMask, COLUMN_UNITS) && within(coverMask, ROW_UNITS))
  );
}

/** Mutant: neither a row-against-column fish nor a Franken fish. */
const isMutant = (baseMask: number, coverMask: number): boolean =>
  !isBasic(baseMask, coverMask) && !isFranken(baseMask, coverMask);

const unitsText = (units: readonly number[]): string =>
  listText(units.map((u) => unitName(UNITS[u])));

function fishText(label: string, fish: GeneralFishInstance): string {
  const { digit } = fish;
  const sets = `${label} on ${digit} in ${unitsText(fish.base)} (covered by ${unitsText(fish.cover)})`;
  const fins = fish.fins.length
    ? ` with fin${fish.fins.length > 1 ? "s" : ""} ${listText(
        fish.fins.map((f) => cellName(f) + (fish.endoFins.includes(f) ? " (endo)" : "")),
      )}`
    : "";
  const why = fish.fins.length
    ? `either a fin is ${digit} or each base set's ${digit} lies in its own cover set`
    : `each base set's ${digit} lies in its own cover set`;
  const cannibals = fish.cannibals.length
    ? ` (${listText(fish.cannibals.map(cellName))} would fill two cover sets at once)`
    : "";
  return `${sets}${fins}: ${why}, so ${eliminationsText(fish.eliminations)}${cannibals}`;
}

export type FishFamily = "Franken" | "mutant";

/** One fish the search met, with the sentence that explains it. */
export interface FoundFish {
  fish: GeneralFishInstance;
  explanation: string;
}

/**
 * Every fish of one family and size in the state, in search order (digit, then base sets),
 * or only the first. The hint tries every size at each hard position, so the search prunes
 * bases by the cells they could still remove (fish-targets.ts).
 */
export function findGeneralFish(
  state: LogicState,
  size: 2 | 3 | 4,
  family: FishFamily,
  first = false,
): FoundFish[] {
  const franken = family === "Franken";
  const label = `${franken ? "Franken" : "Mutant"} ${SIZE_NAMES[size]}`;
  const found: FoundFish[] = [];
  const key = `${family}${size}`;
  let fishless = FISHLESS.get(key);
  if (!fishless) FISHLESS.set(key, (fishless = new Set()));
  searchGeneralFish(
    state,
    size,
    franken ? FRANKEN_SHAPES : MUTANT_SHAPES,
    franken ? isFranken : isMutant,
    (fish) => {
      found.push({ fish, explanation: fishText(label, fish) });
      return first;
    },
    fishless,
  );
  return found;
}

/** Per family and size, the digit cell sets known to hold no fish (fish-search.ts). */
const FISHLESS = new Map<string, Set<string>>();

const SIZE_NAMES: Readonly<Record<number, string>> = {
  2: "X-wing",
  3: "swordfish",
  4: "jellyfish",
};

function fishTechnique(size: 2 | 3 | 4, family: FishFamily, id: TechniqueId) {
  return techniqueFromSearch(id, (state, first) =>
    findGeneralFish(state, size, family, first).map(({ fish, explanation }): Step =>
      makeStep(id, {
        placements: [],
        eliminations: fish.eliminations,
        cells: [...fish.bodyCells, ...fish.fins].sort((a, b) => a - b),
        units: [...fish.base, ...fish.cover],
        digits: [fish.digit],
        explanation,
      }),
    ),
  );
}

export const frankenXWing = fishTechnique(2, "Franken", TechniqueId.FrankenXWing);
export const frankenSwordfish = fishTechnique(3, "Franken", TechniqueId.FrankenSwordfish);
export const mutantXWing = fishTechnique(2, "mutant", TechniqueId.MutantXWing);
export const frankenJellyfish = fishTechnique(4, "Franken", TechniqueId.FrankenJellyfish);
export const mutantSwordfish = fishTechnique(3, "mutant", TechniqueId.MutantSwordfish);
export const mutantJellyfish = fishTechnique(4, "mutant", TechniqueId.MutantJellyfish);
