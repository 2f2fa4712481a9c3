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

function generalFish(state: LogicState, size: 2 | 3 | 4, id: TechniqueId, first: boolean): Step[] {
  const franken = FRANKEN_TECHNIQUES.includes(id);
  const label = `${franken ? "Franken" : "Mutant"} ${SIZE_NAMES[size]}`;
  const finned = `Finned ${franken ? "Franken" : "mutant"} ${SIZE_NAMES[size]}`;
  const steps: Step[] = [];
  searchGeneralFish(
    state,
    size,
    franken ? FRANKEN_SHAPES : MUTANT_SHAPES,
    franken ? isFranken : isMutant,
    (fish) => {
      steps.push(
        makeStep(id, {
          placements: [],
          eliminations: fish.eliminations,
          cells: [...fish.bodyCells, ...fish.fins].sort((a, b) => a - b),
          units: [...fish.base, ...fish.cover],
          digits: [fish.digit],
          explanation: fishText(fish.fins.length ? finned : label, fish),
        }),
      );
      return first;
    },
  );
  return steps;
}

const SIZE_NAMES: Readonly<Record<number, string>> = {
  2: "X-wing",
  3: "swordfish",
  4: "jellyfish",
};
const FRANKEN_TECHNIQUES: readonly TechniqueId[] = [
  TechniqueId.FrankenXWing,
  TechniqueId.FrankenSwordfish,
  TechniqueId.FrankenJellyfish,
];

const fishTechnique = (size: 2 | 3 | 4, id: TechniqueId) =>
  techniqueFromSearch(id, (state, first) => generalFish(state, size, id, first));

export const frankenXWing = fishTechnique(2, TechniqueId.FrankenXWing);
export const frankenSwordfish = fishTechnique(3, TechniqueId.FrankenSwordfish);
export const frankenJellyfish = fishTechnique(4, TechniqueId.FrankenJellyfish);
export const mutantXWing = fishTechnique(2, TechniqueId.MutantXWing);
export const mutantSwordfish = fishTechnique(3, TechniqueId.MutantSwordfish);
export const mutantJellyfish = fishTechnique(4, TechniqueId.MutantJellyfish);
