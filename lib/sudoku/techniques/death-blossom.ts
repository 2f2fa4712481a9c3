/**
 * Death blossom: a stem cell and, for each of its candidates d, a petal: an almost locked set
 * whose every d sees the stem. Whatever digit the stem takes, that petal loses it and is
 * locked on its other digits, so a digit z every petal holds (and the stem does not) is in
 * one of the petals: a cell seeing every z of every petal cannot be z.
 *
 * Stems have two or three candidates. A three-digit stem may also hold z itself: two petals
 * cover its other digits, and a removed z must see the stem too. Petals may share cells, and
 * one set may serve two digits (listed after the disjoint blossoms). MAX_BLOSSOM_NODES bounds
 * the petal search.
 */
import { bit, digitsOf, maskOf, popcount } from "../digits";
import { cellName, isPeer } from "../grid";
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
  hasCell,
  targetsOf,
  techniqueFromScan,
  uniqueEliminations,
  type Als,
  type AlsIndex,
  type Emit,
} from "./als";
import type { LogicState } from "./state";

const MAX_STEM_DIGITS = 3;
export const MAX_BLOSSOM_NODES = 20000;

/** One way to read a stem: the digits that need a petal, and z if the stem itself holds it. */
interface Blossom {
  stem: number;
  /** The stem digits, each with its petal in `petals` (the same order). */
  digits: number[];
  /** A stem digit with no petal: whichever other digit the stem takes, z is in a petal. */
  stemZ: number;
}

function scanDeathBlossom(state: LogicState, emit: Emit): void {
  const index = alsIndex(state);
  const budget = { nodes: 0 };
  // Petals apart first (easier to follow, and a removal they prove is listed with them); then
  // petals sharing cells (HoDoKu's type 2): whichever digit the stem takes, only its own petal
  // is locked, so what the others hold does not matter.
  for (const overlap of [false, true]) {
    for (let stem = 0; stem < 81; stem++) {
      const stemMask = state.candidates[stem];
      const size = popcount(stemMask);
      if (size < 2 || size > MAX_STEM_DIGITS) continue;
      const all = digitsOf(stemMask);
      // For each stem digit, the sets that lose it when the stem takes it.
      const petalsOf = all.map((d) => petalsFor(index.alss, stem, d));
      if (petalsOf.filter((p) => p.length === 0).length > (size === 3 ? 1 : 0)) continue;
      const forms: Blossom[] = [{ stem, digits: all, stemZ: 0 }];
      // A stem of three digits may hold z itself: two petals then cover its other digits.
      if (size === 3)
        for (const z of all) forms.push({ stem, digits: all.filter((d) => d !== z), stemZ: z });
      for (const form of forms) {
        const petals = form.digits.map((d) => petalsOf[all.indexOf(d)]);
        if (petals.some((p) => p.length === 0)) continue;
        const common = form.stemZ ? bit(form.stemZ) : 0x1ff & ~stemMask;
        if (pickPetals(index, form, petals, common, overlap, budget, emit)) return;
      }
    }
  }
}

/** The sets outside the stem holding d, with every d seeing the stem. */
function petalsFor(alss: readonly Als[], stem: number, d: number): Als[] {
  return alss.filter(
    (a) => a.mask & bit(d) && !hasCell(a.set, 0, stem) && hasCell(a.seen, (d - 1) * 3, stem),
  );
}

/** Tries every choice of one petal per digit; true when the scan must stop. */
function pickPetals(
  index: AlsIndex,
  form: Blossom,
  petals: readonly Als[][],
  common: number,
  overlap: boolean,
  budget: { nodes: number },
  emit: Emit,
): boolean {
  const chosen: Als[] = [];
  const used = new Int32Array(3);
  let overlaps = 0;
  const pick = (k: number, zs: number): boolean => {
    if (k === form.digits.length) {
      // The second pass lists only blossoms the first could not see.
      if (overlap && overlaps === 0) return false;
      return report(index, form, chosen, zs, emit);
    }
    for (const petal of petals[k]) {
      if (++budget.nodes > MAX_BLOSSOM_NODES) return true;
      const next = zs & petal.reach;
      if (!next) continue;
      const shares = (petal.set[0] & used[0]) | (petal.set[1] & used[1]) | (petal.set[2] & used[2]);
      if (shares && !overlap) continue;
      // Overlapping petals can only be new in the last choice once none overlapped before.
      if (overlap && !shares && overlaps === 0 && k === form.digits.length - 1) continue;
      const saved = [used[0], used[1], used[2]];
      chosen.push(petal);
      if (shares) overlaps++;
      for (let j = 0; j < 3; j++) used[j] |= petal.set[j];
      const stop = pick(k + 1, next);
      used.set(saved);
      if (shares) overlaps--;
      chosen.pop();
      if (stop) return true;
    }
    return false;
  };
  return pick(0, common);
}

/** Emits the blossom's step if some z it proves can be removed; true when the scan must stop. */
function report(index: AlsIndex, form: Blossom, petals: Als[], zs: number, emit: Emit): boolean {
  // Every z of one blossom in one step: the same stem and petals prove them all.
  const found: number[] = [];
  const eliminations: Elimination[] = [];
  for (const z of digitsOf(zs)) {
    let targets = targetsOf(index, petals, z);
    // A stem holding z is one more place z may be: a removed z must see it too.
    if (form.stemZ)
      targets = targets.filter((t) => t.cell !== form.stem && isPeer(t.cell, form.stem));
    if (targets.length === 0) continue;
    found.push(z);
    eliminations.push(...targets);
  }
  if (found.length === 0) return false;
  return emit(blossomStep(form, petals, found, uniqueEliminations(eliminations)));
}

function blossomStep(
  form: Blossom,
  petals: Als[],
  zs: number[],
  eliminations: Elimination[],
): Step {
  const { stem, digits, stemZ } = form;
  const stemDigits = digitsOf(stemZ ? bit(stemZ) | maskOf(digits) : maskOf(digits));
  const petalsText = petals.map((p, i) => `${digits[i]}: ${alsText(p)}`).join(", ");
  const held =
    zs.length === 1
      ? `every petal holds ${zs[0]}, so ${zs[0]} is in one of them`
      : `every petal holds ${zs.join(" and ")}, so each of them is in one of the petals`;
  const stemHolds = stemZ
    ? `; if the stem is ${stemZ} it holds ${stemZ} itself, else its digit's petal loses that digit and is locked, and every petal holds ${stemZ}, so ${stemZ} is in the stem or a petal`
    : `; whichever digit the stem takes, its petal loses it and is locked, and ${held}`;
  // The same set may be the petal of two digits: only distinct petals share cells.
  const shared = cellsInTwo([...new Set(petals)]);
  const sharing = shared.length
    ? ` (${cellsText(shared)} ${shared.length === 1 ? "is" : "are"} in two petals)`
    : "";
  return makeStep(TechniqueId.DeathBlossom, {
    placements: [],
    eliminations,
    cells: [...new Set([stem, ...petals.flatMap((p) => p.cells)])],
    units: petals.map((p) => p.unit),
    digits: [...new Set([...zs, ...stemDigits])],
    explanation: `Death blossom: stem ${cellName(stem)} (${stemDigits.join("/")}) with petals ${petalsText}${sharing}${stemHolds}: ${eliminationsText(eliminations)}`,
  });
}

/** The cells in more than one petal, ascending. */
function cellsInTwo(petals: readonly Als[]): number[] {
  const count = new Map<number, number>();
  for (const p of petals) for (const cell of p.cells) count.set(cell, (count.get(cell) ?? 0) + 1);
  return [...count]
    .filter(([, n]) => n > 1)
    .map(([cell]) => cell)
    .sort((x, y) => x - y);
}

/** Death blossom with stems of two or three candidates. */
export const deathBlossom = techniqueFromScan(TechniqueId.DeathBlossom, scanDeathBlossom);
