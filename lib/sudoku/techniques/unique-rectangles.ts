/**
 * Unique rectangle types 2 to 6 and the hidden rectangle. Each looks at a rectangle whose four
 * corners all still hold x and y (see rectangles.ts) and rules out what would leave exactly
 * x/y in all four, because the puzzle has one solution. "Floor" corners hold only x/y,
 * "roof" corners hold more.
 *
 * A roof may also have lost one of x and y ("missing candidates"): the argument is about the
 * solution, not the marks. Were the corners x/y/y/x in the solution, swapping x and y would
 * give a second one whatever the marks say, since no corner is a given. So each type asks only
 * that the cells it reasons about hold the digits its argument uses.
 */
import { bit, digitsOf, popcount } from "../digits";
import { cellName, isPeer, UNITS, unitName } from "../grid";
import {
  cellsText,
  eliminationsText,
  makeStep,
  TechniqueId,
  type Elimination,
  type Step,
} from "../step";
import { RECTANGLES, sameSide, sharedUnits, type Corners } from "./rectangles";
import {
  hiddenPseudoSubsets,
  nakedPseudoSubsets,
  type PseudoSubset,
} from "./unique-rectangle-subsets";
import { techniqueFromSearch, type LogicState } from "./state";

/** One rectangle on one pair, as each technique sees it. */
interface Candidate {
  corners: Corners;
  pair: number;
  /** Corner indices (0-3) holding only the pair, and the others. */
  floors: number[];
  roofs: number[];
}

/**
 * Every rectangle of empty cells on a pair x/y where at least one corner (a floor) holds only
 * x/y and every corner still holds x or y. Every type needs a
 * floor, so the pairs tried are the corners' two-digit masks. Hot (six techniques walk it at
 * every step): no allocation but the yielded object.
 */
function* rectangles(state: LogicState): Generator<Candidate> {
  const cands = state.candidates;
  for (const corners of RECTANGLES) {
    const a = cands[corners[0]];
    const b = cands[corners[1]];
    const c = cands[corners[2]];
    const d = cands[corners[3]];
    for (let i = 0; i < 4; i++) {
      const pair = i === 0 ? a : i === 1 ? b : i === 2 ? c : d;
      if (popcount(pair) !== 2) continue;
      // Each pair once: skip it where an earlier corner has the same mask.
      if ((i > 0 && a === pair) || (i > 1 && b === pair) || (i > 2 && c === pair)) continue;
      if (!(a & pair) || !(b & pair) || !(c & pair) || !(d & pair)) continue;
      const floors: number[] = [];
      const roofs: number[] = [];
      for (let k = 0; k < 4; k++) (cands[corners[k]] === pair ? floors : roofs).push(k);
      yield { corners, pair, floors, roofs };
    }
  }
}

const pairText = (pair: number): string => digitsOf(pair).join("/");
const BECAUSE = "because the puzzle has one solution";

/** Cells holding `b` that see every cell of `cells`, other than those. */
function seeingAll(state: LogicState, b: number, cells: readonly number[]): number[] {
  const out: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (!(state.candidates[cell] & b) || cells.includes(cell)) continue;
    if (cells.every((c) => isPeer(c, cell))) out.push(cell);
  }
  return out;
}

/**
 * Types 2 and 5: every roof holds the pair plus the same one extra digit z. Were z in none of
 * them, all four would be x/y; so one roof is z and any cell seeing every roof loses z.
 * Type 2 has two roofs on a side, type 5 two on a diagonal or three.
 */
function type2or5(state: LogicState, id: TechniqueId, first = false): Step[] {
  const steps: Step[] = [];
  for (const { corners, pair, roofs } of rectangles(state)) {
    if (roofs.length < 2 || roofs.length > 3) continue;
    const isType2 = roofs.length === 2 && sameSide(roofs[0], roofs[1]);
    if (isType2 !== (id === TechniqueId.UniqueRectangle2)) continue;
    const extra = state.candidates[corners[roofs[0]]] & ~pair;
    if (popcount(extra) !== 1) continue;
    if (!roofs.every((i) => (state.candidates[corners[i]] & ~pair) === extra)) continue;
    const roofCells = roofs.map((i) => corners[i]);
    const [z] = digitsOf(extra);
    const eliminations: Elimination[] = seeingAll(state, extra, roofCells).map((cell) => ({
      cell,
      digit: z,
    }));
    if (eliminations.length === 0) continue;
    steps.push(
      makeStep(id, {
        placements: [],
        eliminations,
        cells: [...corners],
        units: [],
        digits: [...digitsOf(pair), z],
        explanation: `${id === TechniqueId.UniqueRectangle2 ? "Unique rectangle type 2" : "Unique rectangle type 5"} on ${pairText(pair)} in ${cellsText(corners)}: ${BECAUSE}, ${cellsText(roofCells)} cannot ${roofCells.length === 2 ? "both" : "all"} lose ${z}, so one of them is ${z}: ${eliminationsText(eliminations)}`,
      }),
    );
    if (first) return steps;
  }
  return steps;
}

/**
 * Type 3: two roofs on a side cannot both take the pair, so in a unit they share they make a
 * naked subset as one cell holding their extras, or a hidden subset of the pair digits with
 * other cells (unique-rectangle-subsets.ts). Roofs sharing a box and a line: both units.
 */
function type3(state: LogicState, first = false): Step[] {
  const steps: Step[] = [];
  const cands = state.candidates;
  for (const { corners, pair, floors, roofs } of rectangles(state)) {
    if (floors.length !== 2 || !sameSide(roofs[0], roofs[1])) continue;
    const [p, q] = [corners[roofs[0]], corners[roofs[1]]];
    const extra = (cands[p] | cands[q]) & ~pair;
    const roofsText = `${cellName(p)} and ${cellName(q)}`;
    const units = sharedUnits(p, q);
    const step = (found: { s: PseudoSubset; text: string }[]): Step => {
      const eliminations = found.flatMap(({ s }) => s.eliminations);
      return makeStep(TechniqueId.UniqueRectangle3, {
        placements: [],
        eliminations,
        cells: [...corners, ...new Set(found.flatMap(({ s }) => s.cells))],
        units: found.map(({ s }) => s.unit),
        digits: digitsOf(found.reduce((m, { s }) => m | s.digits, pair)),
        explanation: `Unique rectangle type 3 on ${pairText(pair)} in ${cellsText(corners)}: ${BECAUSE}, ${found.map(({ text }, i) => (i === 0 ? text : text.startsWith("in ") ? `, and ${text}` : `; and ${text}`)).join("")}: ${eliminationsText(eliminations)}`,
      });
    };
    // Roofs sharing a line and a box: the one pseudo-cell makes a naked set in each, and both
    // hold at once, so each pair of them is also one step with both sets' removals (listed
    // first, as the fuller step). Every subset of both units is needed for that.
    const both = units.length === 2 && popcount(extra) >= 2;
    const nakedByUnit = units.map((unit) =>
      popcount(extra) < 2
        ? []
        : nakedPseudoSubsets(cands, p, q, extra, unit, first && !both).map((s) => ({
            s,
            text: `${cellName(p)} or ${cellName(q)} holds one of ${digitsOf(extra).join("/")}, which with ${cellsText(s.cells)} makes a naked set of ${digitsOf(s.digits).join("/")} in ${unitName(UNITS[unit])}`,
          })),
    );
    if (both) {
      for (const a of nakedByUnit[0]) {
        for (const b of nakedByUnit[1]) {
          const overlap = a.s.eliminations.filter((x) =>
            b.s.eliminations.some((y) => y.cell === x.cell && y.digit === x.digit),
          ).length;
          // A pair adds nothing when one set's removals hold the other's.
          if (overlap === a.s.eliminations.length || overlap === b.s.eliminations.length) continue;
          const bRest = {
            s: {
              ...b.s,
              eliminations: b.s.eliminations.filter(
                (y) => !a.s.eliminations.some((x) => x.cell === y.cell && x.digit === y.digit),
              ),
            },
            text: b.text,
          };
          // The same cells in both units (where the line crosses the box): one sentence.
          const same =
            a.s.digits === b.s.digits &&
            a.s.cells.length === b.s.cells.length &&
            a.s.cells.every((c, i) => c === b.s.cells[i]);
          if (same) bRest.text = `in ${unitName(UNITS[b.s.unit])} too`;
          steps.push(step([a, bRest]));
          if (first) return steps;
        }
      }
    }
    for (const [k, unit] of units.entries()) {
      const where = unitName(UNITS[unit]);
      const found = nakedByUnit[k];
      if (!(first && found.length)) {
        for (const s of hiddenPseudoSubsets(cands, p, q, pair, unit, first)) {
          const digits = digitsOf(s.digits).join("/");
          found.push({
            s,
            text: `${roofsText} take at most one of ${pairText(pair)}, and ${digits} fit in ${where} only there and in ${cellsText(s.cells)}, a hidden set: ${cellsText(s.cells)} ${s.cells.length > 1 ? "hold" : "holds"} only ${digits}`,
          });
        }
      }
      for (const found1 of found) {
        steps.push(step([found1]));
        if (first) return steps;
      }
    }
  }
  return steps;
}

/** The cells of a unit holding digit bit `b`. */
const holding = (state: LogicState, unit: number, b: number): number[] =>
  UNITS[unit].cells.filter((c) => state.candidates[c] & b);

/**
 * Type 4: two roofs on a side, and in a unit they share one pair digit t fits only there. One
 * roof is t; were the other the pair's second digit, all four corners would be x/y. So the
 * second digit leaves both roofs (a roof that already lost it needs nothing).
 */
function type4(state: LogicState, first = false): Step[] {
  const steps: Step[] = [];
  for (const { corners, pair, floors, roofs } of rectangles(state)) {
    if (floors.length !== 2 || !sameSide(roofs[0], roofs[1])) continue;
    const [p, q] = [corners[roofs[0]], corners[roofs[1]]];
    for (const t of digitsOf(pair)) {
      if (!(state.candidates[p] & state.candidates[q] & bit(t))) continue;
      const unit = sharedUnits(p, q).find((u) => holding(state, u, bit(t)).length === 2);
      if (unit === undefined) continue;
      const [other] = digitsOf(pair & ~bit(t));
      // A roof that has already lost the other digit has nothing to lose.
      const eliminations = [p, q]
        .filter((cell) => state.candidates[cell] & bit(other))
        .map((cell) => ({ cell, digit: other }));
      if (eliminations.length === 0) continue;
      steps.push(
        makeStep(TechniqueId.UniqueRectangle4, {
          placements: [],
          eliminations,
          cells: [...corners],
          units: [unit],
          digits: digitsOf(pair),
          explanation: `Unique rectangle type 4 on ${pairText(pair)} in ${cellsText(corners)}: ${unitName(UNITS[unit])} holds ${t} only in ${cellName(p)} and ${cellName(q)}, and ${BECAUSE}, neither can be ${other}: ${eliminationsText(eliminations)}`,
        }),
      );
      if (first) return steps;
    }
  }
  return steps;
}

/** Whether digit bit `b` fits in both lines (rows if `rows`, else columns) only at the corners. */
function lockedInRectangle(state: LogicState, corners: Corners, b: number, rows: boolean): boolean {
  const lines = rows ? [corners[0], corners[2]] : [corners[0], corners[1]];
  return lines.every((cell) => {
    const unit = rows ? Math.floor(cell / 9) : 9 + (cell % 9);
    return holding(state, unit, b).every((c) => corners.includes(c));
  });
}

/**
 * Type 6: floors and roofs on diagonals, and one pair digit t fits in both rows (or both
 * columns) only at the corners. A roof being t would force the floors to the other digit and
 * the other roof to t: all four x/y. So t leaves both roofs. The chain runs on the floors and
 * on t alone, so a roof that lost the other pair digit (or even t) changes nothing.
 */
function type6(state: LogicState, first = false): Step[] {
  const steps: Step[] = [];
  for (const { corners, pair, floors, roofs } of rectangles(state)) {
    if (floors.length !== 2 || sameSide(floors[0], floors[1])) continue;
    for (const t of digitsOf(pair)) {
      const roofCells = roofs.map((i) => corners[i]);
      const eliminations = roofCells
        .filter((cell) => state.candidates[cell] & bit(t))
        .map((cell) => ({ cell, digit: t }));
      if (eliminations.length === 0) continue;
      const rows = lockedInRectangle(state, corners, bit(t), true);
      if (!rows && !lockedInRectangle(state, corners, bit(t), false)) continue;
      steps.push(
        makeStep(TechniqueId.UniqueRectangle6, {
          placements: [],
          eliminations,
          cells: [...corners],
          units: [],
          digits: digitsOf(pair),
          explanation: `Unique rectangle type 6 on ${pairText(pair)} in ${cellsText(corners)}: ${t} fits in both ${rows ? "rows" : "columns"} only at the corners, and ${BECAUSE}, ${t} cannot be in ${cellsText(roofCells)}: ${eliminationsText(eliminations)}`,
        }),
      );
      if (first) return steps;
      break;
    }
  }
  return steps;
}

/**
 * Hidden rectangle: a floor corner, and in the row and the column of the opposite corner one
 * pair digit t fits only at the rectangle. Were that corner the other digit, t would fill
 * the two remaining corners and the floor would be the other digit: all four x/y.
 */
function findHiddenRectangles(state: LogicState, first = false): Step[] {
  const steps: Step[] = [];
  const seen = new Set<string>();
  for (const { corners, pair, floors } of rectangles(state)) {
    if (floors.length === 0 || floors.length > 2) continue;
    for (const f of floors) {
      // The target may be a floor too (two floors on a diagonal): losing a digit then places
      // the other, and the argument is the same.
      const target = corners[3 - f];
      const lines = [Math.floor(target / 9), 9 + (target % 9)];
      // The two corners beside the target, which t would fill.
      const beside = corners.filter((c) => c !== target && c !== corners[f]);
      for (const t of digitsOf(pair)) {
        // t still open beside the target: a t already placed in its row leaves no mark there.
        if (!beside.every((c) => state.candidates[c] & bit(t))) continue;
        if (!lines.every((u) => holding(state, u, bit(t)).every((c) => corners.includes(c))))
          continue;
        const [other] = digitsOf(pair & ~bit(t));
        if (!(state.candidates[target] & bit(other))) continue;
        const key = `${target}:${other}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const eliminations = [{ cell: target, digit: other }];
        steps.push(
          makeStep(TechniqueId.HiddenRectangle, {
            placements: [],
            eliminations,
            cells: [...corners],
            units: lines,
            digits: digitsOf(pair),
            explanation: `Hidden rectangle on ${pairText(pair)} in ${cellsText(corners)}: ${cellName(corners[f])} holds only ${pairText(pair)} and ${t} fits in row ${lines[0] + 1} and column ${lines[1] - 8} only at the corners, so ${BECAUSE}, ${cellName(target)} cannot be ${other}: ${eliminationsText(eliminations)}`,
          }),
        );
        if (first) return steps;
      }
    }
  }
  return steps;
}

export const uniqueRectangle2 = techniqueFromSearch(TechniqueId.UniqueRectangle2, (s, first) =>
  type2or5(s, TechniqueId.UniqueRectangle2, first),
);
export const uniqueRectangle3 = techniqueFromSearch(TechniqueId.UniqueRectangle3, type3);
export const uniqueRectangle4 = techniqueFromSearch(TechniqueId.UniqueRectangle4, type4);
export const uniqueRectangle5 = techniqueFromSearch(TechniqueId.UniqueRectangle5, (s, first) =>
  type2or5(s, TechniqueId.UniqueRectangle5, first),
);
export const uniqueRectangle6 = techniqueFromSearch(TechniqueId.UniqueRectangle6, type6);
export const hiddenRectangle = techniqueFromSearch(
  TechniqueId.HiddenRectangle,
  findHiddenRectangles,
);
