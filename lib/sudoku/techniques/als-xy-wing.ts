/**
 * ALS-XY-wing: a pivot almost locked set C shares restricted common x with set A and a
 * different restricted common y with set B. If A had no z it would be locked, hold x and
 * push x out of C; C would then be locked, hold y and push y out of B; B would then be locked
 * and hold z. So z is in A or B, and a cell seeing every z of both cannot be z.
 */
import { bit, digitsOf } from "../digits";
import {
  cellsText,
  eliminationsText,
  makeStep,
  TechniqueId,
  type Elimination,
  type Step,
} from "../step";
import {
  alsIndex,
  alsText,
  disjoint,
  targetsOf,
  techniqueFromScan,
  uniqueEliminations,
  type Als,
  type AlsIndex,
  type AlsLink,
  type Emit,
} from "./als";
import type { LogicState } from "./state";

/** Wing pairs tried per call: the hardest positions have hundreds of linked sets. */
export const MAX_WING_PAIRS = 30000;

function scanAlsXyWing(state: LogicState, emit: Emit): void {
  const index = alsIndex(state);
  const { alss, links, overlapLinks } = index;
  const budget = { pairs: 0 };
  // Disjoint sets first (easier to follow); then patterns where sets overlap (HoDoKu's type 2):
  // two wings may share cells, and a wing may share cells with the pivot off its link digit.
  for (const overlap of [false, true]) {
    for (let c = 0; c < alss.length; c++) {
      const wings = overlap ? [...links[c], ...overlapLinks[c]] : links[c];
      const firstOverlap = overlap ? links[c].length : wings.length;
      if (scanPivot(index, c, wings, firstOverlap, overlap, budget, emit)) return;
    }
  }
}

/** The wing pairs around pivot `c`; true when the scan must stop. */
function scanPivot(
  index: AlsIndex,
  c: number,
  wings: readonly AlsLink[],
  firstOverlap: number,
  overlap: boolean,
  budget: { pairs: number },
  emit: Emit,
): boolean {
  const { alss } = index;
  for (let i = 0; i < wings.length; i++) {
    for (let j = i + 1; j < wings.length; j++) {
      // Every pair tried counts, as before the second pass: it bounds the work, not the finds.
      if (++budget.pairs > MAX_WING_PAIRS) return true;
      const a = alss[wings[i].to];
      const b = alss[wings[j].to];
      const zs = a.reach & b.reach;
      if (!zs) continue;
      const apart = disjoint(a, b);
      // The second pass only adds what the first could not see: some overlap somewhere.
      if (overlap ? apart && j < firstOverlap : !apart) continue;
      // One wing may even lie inside the other: z is then in the larger one, and still the
      // step names both, since the smaller one's lock is what pushes x out of the pivot.
      for (const x of digitsOf(wings[i].rcc)) {
        for (const y of digitsOf(wings[j].rcc)) {
          if (x === y) continue;
          // Every z of one wing pair in one step: the same three sets and links prove them all.
          const found: number[] = [];
          const eliminations: Elimination[] = [];
          for (const z of digitsOf(zs & ~bit(x) & ~bit(y))) {
            const targets = targetsOf(index, [a, b], z);
            if (targets.length === 0) continue;
            found.push(z);
            eliminations.push(...targets);
          }
          if (found.length === 0) continue;
          const elims = uniqueEliminations(eliminations);
          if (emit(wingStep(alss[c], a, b, [x, y], found, elims))) return true;
        }
      }
    }
  }
  return false;
}

/** The cells in more than one of the sets, ascending. */
function cellsShared(sets: readonly Als[]): number[] {
  const count = new Map<number, number>();
  for (const s of sets) for (const cell of s.cells) count.set(cell, (count.get(cell) ?? 0) + 1);
  return [...count]
    .filter(([, n]) => n > 1)
    .map(([cell]) => cell)
    .sort((x, y) => x - y);
}

function wingStep(
  pivot: Als,
  a: Als,
  b: Als,
  [x, y]: number[],
  zs: number[],
  eliminations: Elimination[],
): Step {
  // One z reads as before; several share the argument, made once for each.
  // Sets may share cells (never on a link digit): say so, or the reader looks for a mistake.
  const shared = cellsShared([pivot, a, b]);
  const across = shared.length
    ? `each seeing across (${cellsText(shared)} ${shared.length === 1 ? "is in two sets but holds" : "are in two sets but hold"} no link digit)`
    : "each seeing across";
  const logic =
    zs.length === 1
      ? `if the first wing had no ${zs[0]} it would hold ${x}, the pivot would hold ${y} and the second wing would hold ${zs[0]}, so ${zs[0]} is in one wing`
      : `for each of ${zs.join(" and ")}: if the first wing had none it would hold ${x}, the pivot would hold ${y} and the second wing would hold it, so it is in one wing`;
  return makeStep(TechniqueId.AlsXyWing, {
    placements: [],
    eliminations,
    cells: [...new Set([...pivot.cells, ...a.cells, ...b.cells])],
    units: [pivot.unit, a.unit, b.unit],
    digits: digitsOf(pivot.mask | a.mask | b.mask),
    explanation: `ALS-XY-wing: the pivot set ${alsText(pivot)} shares ${x} with ${alsText(a)} and ${y} with ${alsText(b)}, ${across}; ${logic}: ${eliminationsText(eliminations)}`,
  });
}

/** ALS-XY-wing: three almost locked sets joined by two different restricted commons. */
export const alsXyWing = techniqueFromScan(TechniqueId.AlsXyWing, scanAlsXyWing);
