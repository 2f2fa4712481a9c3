/**
 * Locked pair and locked triple: a naked pair or triple whose cells all lie where one box
 * meets one row or column. The digits must fill those cells, so every other cell of the box
 * AND of the line loses them, in one step. Easier to spot than a naked pair anywhere in a
 * unit: the cells sit side by side, and one look at the box and the line finds every
 * elimination.
 */
import { digitsOf, popcount } from "../digits";
import { BOXES, COLUMNS, ROWS, unitName, type Unit } from "../grid";
import {
  cellsText,
  eliminationsText,
  listText,
  makeStep,
  TechniqueId,
  type Elimination,
} from "../step";
import { techniqueFromScan } from "./scan";
import { lockedSets, type Technique } from "./state";

const SIZE_WORDS = ["", "", "pair", "triple"];

/** Each box with the rows and columns crossing it, and the three cells they share. */
const INTERSECTIONS: readonly { box: Unit; line: Unit; cells: readonly number[] }[] = BOXES.flatMap(
  (box) =>
    [...ROWS, ...COLUMNS]
      .map((line) => ({ box, line, cells: line.cells.filter((c) => box.cells.includes(c)) }))
      .filter(({ cells }) => cells.length === 3),
);

function lockedSubset(size: 2 | 3, id: TechniqueId): Technique {
  return techniqueFromScan(id, (state, emit) => {
    const cands = state.candidates;
    for (const { box, line, cells: shared } of INTERSECTIONS) {
      const open = shared.filter((c) => {
        const n = popcount(cands[c]);
        return n >= 2 && n <= size;
      });
      if (open.length < size) continue;
      for (const chosen of lockedSets(
        open.map((c) => cands[c]),
        size,
      )) {
        const cells = chosen.map((i) => open[i]);
        let union = 0;
        for (const c of cells) union |= cands[c];
        // The box and the line, each cell once (the third shared cell of a pair is in both).
        const eliminations: Elimination[] = [];
        const seen = new Set<number>(cells);
        for (const other of [...line.cells, ...box.cells]) {
          if (seen.has(other)) continue;
          seen.add(other);
          for (const digit of digitsOf(cands[other] & union))
            eliminations.push({ cell: other, digit });
        }
        if (eliminations.length === 0) continue;
        eliminations.sort((a, b) => a.cell - b.cell || a.digit - b.digit);
        const digits = digitsOf(union);
        const step = makeStep(id, {
          placements: [],
          eliminations,
          cells,
          units: [line.index, box.index],
          digits,
          explanation: `Locked ${SIZE_WORDS[size]}: ${cellsText(cells)} lie in both ${unitName(line)} and ${unitName(box)} and hold only ${listText(digits.map(String))} between them, so those digits leave the rest of both: ${eliminationsText(eliminations)}`,
        });
        if (emit(step)) return;
      }
    }
  });
}

export const lockedPair = lockedSubset(2, TechniqueId.LockedPair);
export const lockedTriple = lockedSubset(3, TechniqueId.LockedTriple);
