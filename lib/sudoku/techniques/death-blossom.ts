/**
 * Death blossom: a stem cell and, for each of its candidates d, a petal: an almost locked set
 * whose every d sees the stem. Whatever digit the stem takes, that petal loses it and is
 * locked on its other digits, so a digit z every petal holds (and the stem does not) is in
 * one of the petals: a cell seeing every z of every petal cannot be z.
 *
 * Stems have two or three candidates; MAX_BLOSSOM_NODES bounds the petal search.
 */
import { bit, digitsOf, popcount } from "../digits";
import { cellName } from "../grid";
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

const MAX_STEM_DIGITS = 3;
export const MAX_BLOSSOM_NODES = 20000;

function scanDeathBlossom(state: LogicState, emit: Emit): void {
  const index = alsIndex(state);
  const { alss } = index;
  let nodes = 0;
  for (let stem = 0; stem < 81; stem++) {
    const stemMask = state.candidates[stem];
    const size = popcount(stemMask);
    if (size < 2 || size > MAX_STEM_DIGITS) continue;
    const digits = digitsOf(stemMask);
    // For each stem digit, the sets that lose it when the stem takes it.
    const petals = digits.map((d) =>
      alss.filter(
        (a) => a.mask & bit(d) && !hasCell(a.set, 0, stem) && hasCell(a.seen, (d - 1) * 3, stem),
      ),
    );
    if (petals.some((p) => p.length === 0)) continue;
    const chosen: Als[] = [];
    const used = new Int32Array(3);
    const pick = (k: number, common: number): boolean => {
      if (k === digits.length) {
        // Every z of one blossom in one step: the same stem and petals prove them all.
        const found: number[] = [];
        const eliminations: Elimination[] = [];
        for (const z of digitsOf(common)) {
          const targets = targetsOf(index, chosen, z);
          if (targets.length === 0) continue;
          found.push(z);
          eliminations.push(...targets);
        }
        if (found.length === 0) return false;
        return emit(blossomStep(stem, digits, chosen, found, uniqueEliminations(eliminations)));
      }
      for (const petal of petals[k]) {
        if (++nodes > MAX_BLOSSOM_NODES) return true;
        const next = common & petal.reach;
        if (!next) continue;
        if (petal.set[0] & used[0] || petal.set[1] & used[1] || petal.set[2] & used[2]) continue;
        chosen.push(petal);
        for (let j = 0; j < 3; j++) used[j] |= petal.set[j];
        const stop = pick(k + 1, next);
        for (let j = 0; j < 3; j++) used[j] &= ~petal.set[j];
        chosen.pop();
        if (stop) return true;
      }
      return false;
    };
    if (pick(0, 0x1ff & ~stemMask)) return;
  }
}

function blossomStep(
  stem: number,
  digits: number[],
  petals: Als[],
  zs: number[],
  eliminations: Elimination[],
): Step {
  const petalsText = petals.map((p, i) => `${digits[i]}: ${alsText(p)}`).join(", ");
  const held =
    zs.length === 1
      ? `every petal holds ${zs[0]}, so ${zs[0]} is in one of them`
      : `every petal holds ${zs.join(" and ")}, so each of them is in one of the petals`;
  return makeStep(TechniqueId.DeathBlossom, {
    placements: [],
    eliminations,
    cells: [stem, ...petals.flatMap((p) => p.cells)],
    units: petals.map((p) => p.unit),
    digits: [...zs, ...digits],
    explanation: `Death blossom: stem ${cellName(stem)} (${digits.join("/")}) with petals ${petalsText}; whichever digit the stem takes, its petal loses it and is locked, and ${held}: ${eliminationsText(eliminations)}`,
  });
}

/** Death blossom with stems of two or three candidates. */
export const deathBlossom = techniqueFromScan(TechniqueId.DeathBlossom, scanDeathBlossom);
