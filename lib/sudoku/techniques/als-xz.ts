/**
 * ALS-XZ: two almost locked sets A and B with a restricted common candidate x. At most one of
 * them holds x, so the other is locked on its remaining digits; a digit z they both hold is
 * then in A or in B, and a cell seeing every z of both cannot be z.
 *
 * Doubly linked (two restricted commons x and y): neither set can lose both, so each keeps
 * exactly one and A, B are both locked: x and y are each in A or B, and every other digit of
 * a set is in that set.
 */
import { digitsOf, popcount } from "../digits";
import { eliminationsText, makeStep, TechniqueId, type Elimination, type Step } from "../step";
import {
  alsIndex,
  alsText,
  hasCell,
  targetsOf,
  techniqueFromScan,
  uniqueEliminations,
  type Als,
  type Emit,
} from "./als";
import type { LogicState } from "./state";

function scanAlsXz(state: LogicState, emit: Emit): void {
  const index = alsIndex(state);
  const { alss, links } = index;
  for (let i = 0; i < alss.length; i++) {
    for (const { to, rcc } of links[i]) {
      if (to < i) continue;
      const a = alss[i];
      const b = alss[to];
      const eliminations: Elimination[] = [];
      const common = a.reach & b.reach & ~rcc;
      for (const z of digitsOf(common)) eliminations.push(...targetsOf(index, [a, b], z));
      if (popcount(rcc) >= 2) {
        for (const x of digitsOf(rcc & a.reach & b.reach))
          eliminations.push(...targetsOf(index, [a, b], x));
        // Each set's other digits are placed in it. Cells of the partner set are left alone
        // (as HoDoKu does): the step stays about cells outside the pattern.
        for (const [set, other] of [
          [a, b],
          [b, a],
        ]) {
          for (const d of digitsOf(set.reach & ~rcc))
            for (const t of targetsOf(index, [set], d))
              if (!hasCell(other.set, 0, t.cell)) eliminations.push(t);
        }
      }
      if (eliminations.length === 0) continue;
      if (emit(xzStep(a, b, rcc, uniqueEliminations(eliminations)))) return;
    }
  }
}

function xzStep(a: Als, b: Als, rcc: number, eliminations: Elimination[]): Step {
  const xs = digitsOf(rcc);
  const cells = [...a.cells, ...b.cells];
  const sets = `${alsText(a)} and ${alsText(b)}`;
  const explanation =
    xs.length === 1
      ? `ALS-XZ: the almost locked sets ${sets} share ${xs[0]}, and every ${xs[0]} of one sees every ${xs[0]} of the other, so one set has no ${xs[0]} and is locked on its other digits; each digit both sets hold is then in one of them: ${eliminationsText(eliminations)}`
      : `ALS-XZ (doubly linked): the almost locked sets ${sets} share ${xs.join(" and ")}, each seeing across, so each set keeps just one of them and both are locked: ${eliminationsText(eliminations)}`;
  return makeStep(TechniqueId.AlsXz, {
    placements: [],
    eliminations,
    cells,
    units: [a.unit, b.unit],
    digits: digitsOf(a.mask | b.mask),
    explanation,
  });
}

/** ALS-XZ, singly and doubly linked. */
export const alsXz = techniqueFromScan(TechniqueId.AlsXz, scanAlsXz);
