/**
 * Avoidable rectangles: like unique rectangles, but with corners already filled in by the
 * player or the solver (never givens). Four such cells holding x, y, y, x around a rectangle
 * could swap x and y and still fit every given, a second solution; the puzzle has one.
 *
 * Needs to know which digits are givens: without `state.givens` nothing fires.
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
import { hiddenPseudoSubsets, nakedPseudoSubsets } from "./unique-rectangle-subsets";
import { techniqueFromSearch, type LogicState } from "./state";

const BECAUSE = "because the puzzle has one solution";

/** How many corners hold a digit, or -1 when one holds a given (no swap is possible then). */
function filledCorners(
  corners: Corners,
  values: readonly number[],
  givens: readonly boolean[],
): number {
  let filled = 0;
  for (const c of corners) {
    if (givens[c]) return -1;
    if (values[c]) filled++;
  }
  return filled;
}

/**
 * Type 1: three corners filled (not givens) with x on a diagonal and y on the third; the empty
 * fourth corner cannot be y.
 */
function type1(state: LogicState, first = false): Step[] {
  const { values, candidates, givens } = state;
  if (!givens) return [];
  const steps: Step[] = [];
  for (const corners of RECTANGLES) {
    if (filledCorners(corners, values, givens) !== 3) continue;
    const e = corners.findIndex((c) => !values[c]);
    const y = values[corners[3 - e]];
    const others = [0, 1, 2, 3].filter((i) => i !== e && i !== 3 - e).map((i) => corners[i]);
    const x = values[others[0]];
    if (values[others[1]] !== x || x === y || !(candidates[corners[e]] & bit(y))) continue;
    const eliminations: Elimination[] = [{ cell: corners[e], digit: y }];
    steps.push(
      makeStep(TechniqueId.AvoidableRectangle1, {
        placements: [],
        eliminations,
        cells: [...corners],
        units: [],
        digits: [x, y],
        explanation: `Avoidable rectangle type 1 on ${x}/${y} in ${cellsText(corners)}: none of them is a given, so were ${cellName(corners[e])} ${y} the digits ${x} and ${y} could swap; ${BECAUSE}, ${eliminationsText(eliminations)}`,
      }),
    );
    if (first) return steps;
  }
  return steps;
}

/** Two filled corners on a side, and the empty corners across from them. */
interface FilledSide {
  corners: Corners;
  /** The filled corners' digits, smaller first. */
  x: number;
  y: number;
  /** Each empty corner and the digit it would need to complete x/y/y/x. */
  empty: { cell: number; needs: number }[];
}

/**
 * Rectangles with two corners on a side filled (none a given) and the two empty corners
 * still holding the digit each would need: the diagonal partner's. Others cannot be deadly.
 */
function* filledSides(state: LogicState, givens: readonly boolean[]): Generator<FilledSide> {
  const { values, candidates } = state;
  for (const corners of RECTANGLES) {
    if (filledCorners(corners, values, givens) !== 2) continue;
    let i = 0;
    while (!values[corners[i]]) i++;
    let j = i + 1;
    while (!values[corners[j]]) j++;
    if (!sameSide(i, j)) continue;
    // The empty corner diagonal to filled corner k needs k's digit.
    const [vi, vj] = [values[corners[i]], values[corners[j]]];
    const [across, acrossJ] = [corners[3 - j], corners[3 - i]];
    if (!(candidates[across] & bit(vj)) || !(candidates[acrossJ] & bit(vi))) continue;
    const empty = [
      { cell: across, needs: vj },
      { cell: acrossJ, needs: vi },
    ];
    yield { corners, x: Math.min(vi, vj), y: Math.max(vi, vj), empty };
  }
}

/**
 * Type 2: two corners on a side filled (not givens) with x and y; the two empty corners would
 * need y and x, and each holds that digit plus the same extra z. One of them is z, so any cell
 * seeing both loses z.
 */
function type2(state: LogicState, first = false): Step[] {
  const { candidates, givens } = state;
  if (!givens) return [];
  const steps: Step[] = [];
  for (const { corners, x, y, empty } of filledSides(state, givens)) {
    const extra = candidates[empty[0].cell] & ~bit(empty[0].needs);
    if (popcount(extra) !== 1) continue;
    if (!empty.every((p) => candidates[p.cell] === (bit(p.needs) | extra))) continue;
    const [z] = digitsOf(extra);
    const [p, q] = [empty[0].cell, empty[1].cell];
    const eliminations: Elimination[] = [];
    for (let cell = 0; cell < 81; cell++) {
      if (
        cell !== p &&
        cell !== q &&
        candidates[cell] & extra &&
        isPeer(cell, p) &&
        isPeer(cell, q)
      )
        eliminations.push({ cell, digit: z });
    }
    if (eliminations.length === 0) continue;
    steps.push(
      makeStep(TechniqueId.AvoidableRectangle2, {
        placements: [],
        eliminations,
        cells: [...corners],
        units: [],
        digits: [x, y, z],
        explanation: `Avoidable rectangle type 2 on ${x}/${y} in ${cellsText(corners)}: none of them is a given, and ${BECAUSE}, ${cellName(p)} and ${cellName(q)} cannot both avoid ${z}, so one of them is ${z}: ${eliminationsText(eliminations)}`,
      }),
    );
    if (first) return steps;
  }
  return steps;
}

/**
 * Type 3: as type 2, but the empty corners' extras (every digit but the one each would need)
 * are several. One of the two holds an extra, so in a unit they share the two act as one cell
 * holding their extras, and with k other cells holding k+1 digits in all they make a naked
 * subset there; or they take at most one of x/y, and make a hidden subset (as unique
 * rectangle type 3).
 */
function type3(state: LogicState, first = false): Step[] {
  const { candidates, givens } = state;
  if (!givens) return [];
  const steps: Step[] = [];
  for (const { corners, x, y, empty } of filledSides(state, givens)) {
    const [p, q] = [empty[0].cell, empty[1].cell];
    const extra = (candidates[p] & ~bit(empty[0].needs)) | (candidates[q] & ~bit(empty[1].needs));
    if (popcount(extra) < 2) continue;
    for (const unit of sharedUnits(p, q)) {
      const where = unitName(UNITS[unit]);
      const found = nakedPseudoSubsets(candidates, p, q, extra, unit, first).map((s) => ({
        s,
        text: `${cellName(p)} or ${cellName(q)} holds one of ${digitsOf(extra).join("/")}, which with ${cellsText(s.cells)} makes a naked set of ${digitsOf(s.digits).join("/")} in ${where}`,
      }));
      // Hidden: the two take at most one of x and y (each can take only the one it needs).
      if (!(first && found.length)) {
        for (const s of hiddenPseudoSubsets(candidates, p, q, bit(x) | bit(y), unit, first)) {
          const digits = digitsOf(s.digits).join("/");
          found.push({
            s,
            text: `${cellName(p)} and ${cellName(q)} take at most one of ${x}/${y}, and ${digits} fit in ${where} only there and in ${cellsText(s.cells)}, a hidden set: ${cellsText(s.cells)} ${s.cells.length > 1 ? "hold" : "holds"} only ${digits}`,
          });
        }
      }
      for (const { s, text } of found) {
        steps.push(
          makeStep(TechniqueId.AvoidableRectangle3, {
            placements: [],
            eliminations: s.eliminations,
            cells: [...corners, ...s.cells],
            units: [unit],
            digits: digitsOf(bit(x) | bit(y) | s.digits),
            explanation: `Avoidable rectangle type 3 on ${x}/${y} in ${cellsText(corners)}: none of them is a given, and ${BECAUSE}, ${text}: ${eliminationsText(s.eliminations)}`,
          }),
        );
        if (first) return steps;
      }
    }
  }
  return steps;
}

/** Whether digit bit `b` fits in `unit` only at the corners. */
const onlyAtCorners = (state: LogicState, unit: number, b: number, corners: Corners): boolean =>
  UNITS[unit].cells.every((c) => !(state.candidates[c] & b) || corners.includes(c));

/**
 * Hidden avoidable rectangle: one corner placed (not a given) as x, the other three empty, and
 * in the row and the column of the opposite corner a digit y fits only at the rectangle. Were
 * that corner x, y would fill the two corners beside it: x/y/y/x, swappable. So it is not x.
 */
function hidden(state: LogicState, first = false): Step[] {
  const { values, candidates, givens } = state;
  if (!givens) return [];
  const steps: Step[] = [];
  for (const corners of RECTANGLES) {
    if (filledCorners(corners, values, givens) !== 1) continue;
    const placed = corners.findIndex((c) => values[c]);
    const x = values[corners[placed]];
    const target = corners[3 - placed];
    if (!(candidates[target] & bit(x))) continue;
    const beside = corners.filter((c, i) => i !== placed && c !== target);
    const lines = [Math.floor(target / 9), 9 + (target % 9)];
    for (const y of digitsOf(candidates[beside[0]] & candidates[beside[1]] & ~bit(x))) {
      if (!lines.every((u) => onlyAtCorners(state, u, bit(y), corners))) continue;
      const eliminations: Elimination[] = [{ cell: target, digit: x }];
      const [lo, hi] = [x, y].sort((a, b) => a - b);
      steps.push(
        makeStep(TechniqueId.HiddenAvoidableRectangle, {
          placements: [],
          eliminations,
          cells: [...corners],
          units: lines,
          digits: [lo, hi],
          explanation: `Hidden avoidable rectangle on ${lo}/${hi} in ${cellsText(corners)}: ${cellName(corners[placed])} was placed as ${x}, not a given, and ${y} fits in row ${lines[0] + 1} and column ${lines[1] - 8} only at the corners, so ${BECAUSE}, ${cellName(target)} cannot be ${x}: ${eliminationsText(eliminations)}`,
        }),
      );
      if (first) return steps;
      break;
    }
  }
  return steps;
}

export const avoidableRectangle1 = techniqueFromSearch(TechniqueId.AvoidableRectangle1, type1);
export const avoidableRectangle2 = techniqueFromSearch(TechniqueId.AvoidableRectangle2, type2);
export const avoidableRectangle3 = techniqueFromSearch(TechniqueId.AvoidableRectangle3, type3);
export const hiddenAvoidableRectangle = techniqueFromSearch(
  TechniqueId.HiddenAvoidableRectangle,
  hidden,
);
