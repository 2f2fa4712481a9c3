/**
 * Wings: XY-wing, XYZ-wing and W-wing. Each finds two cells of which at least one must hold
 * digit z, so any cell that sees both (and, for XYZ, the pivot too) cannot be z.
 */
import { bit, digitsOf, firstDigit, popcount } from "../digits";
import { cellName, isPeer, PEERS, UNITS, unitName } from "../grid";
import { cellsText, eliminationsText, makeStep, TechniqueId, type Elimination } from "../step";
import { techniqueFromScan } from "./scan";
import { cellsWithBit, type LogicState, type Technique } from "./state";

const pair = (mask: number): string => digitsOf(mask).join("/");

/** Cells other than `exclude` that see every cell of `seen` and still have digit bit `b`. */
function seeingAll(
  state: LogicState,
  seen: readonly number[],
  b: number,
  exclude: readonly number[],
): number[] {
  const out: number[] = [];
  for (const cell of PEERS[seen[0]]) {
    if (!(state.candidates[cell] & b) || exclude.includes(cell)) continue;
    if (seen.every((s) => s === cell || isPeer(s, cell))) out.push(cell);
  }
  return out.sort((x, y) => x - y);
}

function bivalueCells(state: LogicState): number[] {
  const out: number[] = [];
  for (let cell = 0; cell < 81; cell++) if (popcount(state.candidates[cell]) === 2) out.push(cell);
  return out;
}

/** Pivot x/y sees pincers x/z and y/z: whichever the pivot is, one pincer is z. */
export const xyWing: Technique = techniqueFromScan(TechniqueId.XYWing, (state, emit) => {
  const cands = state.candidates;
  const bivalues = bivalueCells(state);
  for (const pivot of bivalues) {
    const pm = cands[pivot];
    const wings = bivalues.filter((c) => c !== pivot && isPeer(pivot, c));
    for (let i = 0; i < wings.length; i++) {
      const a = wings[i];
      const am = cands[a];
      const shared = am & pm;
      if (popcount(shared) !== 1) continue;
      const z = am & ~pm;
      for (let j = i + 1; j < wings.length; j++) {
        const c = wings[j];
        const cm = cands[c];
        // The second pincer holds the pivot's other digit and the same z.
        if (cm !== ((pm & ~shared) | z)) continue;
        const digit = firstDigit(z);
        const targets = seeingAll(state, [a, c], z, [pivot, a, c]);
        if (targets.length === 0) continue;
        const eliminations: Elimination[] = targets.map((cell) => ({ cell, digit }));
        const step = makeStep(TechniqueId.XYWing, {
          placements: [],
          eliminations,
          cells: [pivot, a, c],
          units: [],
          digits: digitsOf(pm | z),
          explanation: `XY-wing with pivot ${cellName(pivot)} (${pair(pm)}) and pincers ${cellName(a)} (${pair(am)}) and ${cellName(c)} (${pair(cm)}): one pincer is ${digit}, so ${eliminationsText(eliminations)}`,
        });
        if (emit(step)) return;
      }
    }
  }
});

/** Pivot x/y/z sees pincers x/z and y/z: one of the three is z. */
export const xyzWing: Technique = techniqueFromScan(TechniqueId.XYZWing, (state, emit) => {
  const cands = state.candidates;
  const bivalues = bivalueCells(state);
  for (let pivot = 0; pivot < 81; pivot++) {
    const pm = cands[pivot];
    if (popcount(pm) !== 3) continue;
    const wings = bivalues.filter((c) => isPeer(pivot, c) && (cands[c] & ~pm) === 0);
    for (let i = 0; i < wings.length; i++) {
      for (let j = i + 1; j < wings.length; j++) {
        const a = wings[i];
        const c = wings[j];
        const z = cands[a] & cands[c];
        if (popcount(z) !== 1 || (cands[a] | cands[c]) !== pm) continue;
        const digit = firstDigit(z);
        const targets = seeingAll(state, [pivot, a, c], z, [pivot, a, c]);
        if (targets.length === 0) continue;
        const eliminations: Elimination[] = targets.map((cell) => ({ cell, digit }));
        const step = makeStep(TechniqueId.XYZWing, {
          placements: [],
          eliminations,
          cells: [pivot, a, c],
          units: [],
          digits: digitsOf(pm),
          explanation: `XYZ-wing with pivot ${cellName(pivot)} (${pair(pm)}) and pincers ${cellName(a)} (${pair(cands[a])}) and ${cellName(c)} (${pair(cands[c])}): one of the three is ${digit}, so ${eliminationsText(eliminations)}`,
        });
        if (emit(step)) return;
      }
    }
  }
});

/**
 * Two cells with the same pair x/y, not seeing each other, joined by a strong link on x (a
 * unit where x fits only in two cells, one seeing each): if neither were y, both would be x
 * and that unit would have no x. So one of them is y.
 */
export const wWing: Technique = techniqueFromScan(TechniqueId.WWing, (state, emit) => {
  const cands = state.candidates;
  const bivalues = bivalueCells(state);
  for (let i = 0; i < bivalues.length; i++) {
    for (let j = i + 1; j < bivalues.length; j++) {
      const a = bivalues[i];
      const c = bivalues[j];
      const mask = cands[a];
      if (cands[c] !== mask || isPeer(a, c)) continue;
      for (const x of digitsOf(mask)) {
        const y = firstDigit(mask & ~bit(x));
        const yb = bit(y);
        const targets = seeingAll(state, [a, c], yb, [a, c]);
        if (targets.length === 0) continue;
        for (const unit of UNITS) {
          const link = cellsWithBit(state, unit.cells, bit(x));
          if (link.length !== 2 || link.includes(a) || link.includes(c)) continue;
          const [p, q] = link;
          const joins = (isPeer(p, a) && isPeer(q, c)) || (isPeer(p, c) && isPeer(q, a));
          if (!joins) continue;
          const eliminations: Elimination[] = targets.map((cell) => ({ cell, digit: y }));
          const step = makeStep(TechniqueId.WWing, {
            placements: [],
            eliminations,
            cells: [a, c, p, q],
            units: [unit.index],
            digits: [x, y],
            explanation: `W-wing: ${cellsText([a, c])} are both ${pair(mask)} and the only ${x}s of ${unitName(unit)} (${cellsText([p, q])}) see them, so one of them is ${y}: ${eliminationsText(eliminations)}`,
          });
          if (emit(step)) return;
        }
      }
    }
  }
});
