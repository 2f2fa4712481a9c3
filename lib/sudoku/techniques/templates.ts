/**
 * Templates, set and delete. A template of a digit is one way to place all nine copies, one
 * per row, column and box, that the candidates allow (template-enumeration.ts). The true
 * solution's copies form one of them, so a cell every template uses holds the digit (template
 * set), and a candidate no template uses is not the digit (template delete).
 *
 * Refinement: the true templates of two different digits never share a cell, so a template of
 * one digit that shares a cell with every template of another digit cannot be the true one and
 * is dropped first. Repeated until nothing more drops, each digit against the templates of
 * the others still standing: the true template of every digit is never dropped, so it is
 * always among those standing and nothing true is ever dropped.
 */
import { type Step, makeStep, TechniqueId, cellsText, listText } from "../step";
import { techniqueFromSearch, type LogicState } from "./state";
import {
  cellUsers,
  digitTemplates,
  overlapsAll,
  type CellUsers,
  type DigitTemplates,
} from "./template-enumeration";

/**
 * The refinement of one digit against another costs its templates times the other's bit set
 * words (times nine rows). Past this many it is skipped for that pair, which is sound (fewer
 * templates dropped, so fewer or no steps, never a wrong one). At the positions of the public
 * sets that reach templates a digit has at most a few hundred templates, far below it; the
 * bound only guards an open grid (up to 46 656 templates a digit).
 */
const REFINE_BUDGET = 1 << 16;

/** Passes of the refinement at most: each needs a drop in the pass before to run at all. */
const MAX_PASSES = 9;

/** One digit's templates after the refinement. */
interface Refined {
  all: DigitTemplates;
  /** Whether each template survived the refinement. */
  alive: Uint8Array;
  aliveCount: number;
  /** The digits whose templates ruled some out, ascending. */
  rulers: number[];
  /** Whether some were ruled out only by templates that are themselves ruled out. */
  repeated: boolean;
}

/** Templates of every digit, each refined against the others' standing templates. */
function refinedTemplates(state: LogicState): Refined[] {
  const refined: Refined[] = [];
  for (let d = 1; d <= 9; d++) {
    const all = digitTemplates(state, d);
    const alive = new Uint8Array(all.count).fill(1);
    refined.push({ all, alive, aliveCount: all.count, rulers: [], repeated: false });
  }
  for (let pass = 0, changed = true; changed && pass < MAX_PASSES; pass++) {
    changed = false;
    // Built once a pass: a drop later in the pass only makes the test weaker, never wrong.
    const users: (CellUsers | null)[] = refined.map(() => null);
    for (const r of refined) {
      for (let ei = 0; ei < 9; ei++) {
        const other = refined[ei];
        if (other === r || other.aliveCount === 0) continue;
        const words = (other.all.count + 31) >>> 5;
        if (r.aliveCount * words > REFINE_BUDGET) continue;
        const u = (users[ei] ??= cellUsers(other.all, other.alive));
        const acc = new Uint32Array(words);
        let ruled = false;
        for (let i = 0; i < r.all.count; i++) {
          if (!r.alive[i] || !overlapsAll(r.all, i, u, acc)) continue;
          r.alive[i] = 0;
          r.aliveCount--;
          ruled = true;
        }
        if (!ruled) continue;
        changed = true;
        if (pass > 0) r.repeated = true;
        if (!r.rulers.includes(other.all.digit)) r.rulers.push(other.all.digit);
      }
    }
  }
  for (const r of refined) r.rulers.sort((a, b) => a - b);
  return refined;
}

/** Per cell, how many of the templates (those `alive`, or all) use it. */
function cellUse(t: DigitTemplates, alive: Uint8Array | null): Uint32Array {
  const use = new Uint32Array(81);
  for (let i = 0; i < t.count; i++) {
    if (alive && !alive[i]) continue;
    for (let r = 0; r < 9; r++) use[r * 9 + t.cols[i * 9 + r]]++;
  }
  return use;
}

/** What one digit's templates show: the cells to fill and the candidates to remove. */
interface DigitResult {
  digit: number;
  sets: number[];
  deletes: number[];
  /** How many templates the candidates allow, and how many the refinement left. */
  total: number;
  kept: number;
  /**
   * The digits whose templates ruled some out, for the placements and for the eliminations:
   * empty when the plain templates already show them all (the simpler explanation).
   */
  setRulers: number[];
  deleteRulers: number[];
  /** Whether the refinement needed more than one round (said in the explanation). */
  repeated: boolean;
}

function cellsFrom(
  state: LogicState,
  digit: number,
  use: Uint32Array,
  kept: number,
): [number[], number[]] {
  const b = 1 << (digit - 1);
  const sets: number[] = [];
  const deletes: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (state.values[cell] || !(state.candidates[cell] & b)) continue;
    if (use[cell] === kept) sets.push(cell);
    else if (use[cell] === 0) deletes.push(cell);
  }
  return [sets, deletes];
}

function digitResults(state: LogicState): DigitResult[] {
  const out: DigitResult[] = [];
  for (const r of refinedTemplates(state)) {
    const { all, alive, aliveCount } = r;
    // No template left means broken pencilmarks: say nothing rather than everything.
    if (aliveCount === 0) continue;
    const [sets, deletes] = cellsFrom(state, all.digit, cellUse(all, alive), aliveCount);
    if (!sets.length && !deletes.length) continue;
    // Fewer templates only add placements and eliminations, so equal counts mean the plain
    // templates show the same: then the other digits need no mention.
    let setRulers: number[] = [];
    let deleteRulers: number[] = [];
    if (aliveCount < all.count) {
      const [plainSets, plainDeletes] = cellsFrom(state, all.digit, cellUse(all, null), all.count);
      if (plainSets.length < sets.length) setRulers = r.rulers;
      if (plainDeletes.length < deletes.length) deleteRulers = r.rulers;
    }
    out.push({
      digit: all.digit,
      sets,
      deletes,
      total: all.count,
      kept: aliveCount,
      setRulers,
      deleteRulers,
      repeated: r.repeated,
    });
  }
  return out;
}

/**
 * "of the 40 ways to place all nine 7s (one per row, column and box) the candidates allow,
 * none uses", or naming the `rulers` "..., 12 share a cell with every way to place the 3s, so
 * they cannot be true; of the other 28, none uses". `one` and `several` say what the templates
 * left do, for one of them and for several ("does not use", "none uses").
 */
function waysText(r: DigitResult, rulers: number[], one: string, several: string): string {
  const ways = `to place all nine ${r.digit}s (one per row, column and box) the candidates allow`;
  if (r.total === 1) return `the only way ${ways} ${one}`;
  const base = `of the ${r.total} ways ${ways}`;
  if (!rulers.length) return `${base}, ${several}`;
  const others = listText(
    rulers.map((d) => `the ${d}s`),
    "or",
  );
  const dropped = r.total - r.kept;
  // After the first round, "every way" means every way not itself ruled out the same way.
  const every = r.repeated ? "every way still possible to place" : "every way to place";
  const share =
    dropped === 1 ? `1 shares a cell with ${every}` : `${dropped} share a cell with ${every}`;
  const cannot = dropped === 1 ? "so it cannot be true" : "so they cannot be true";
  const left = r.kept === 1 ? `the one left ${one}` : `of the other ${r.kept}, ${several}`;
  return `${base}, ${share} ${others}, ${cannot}; ${left}`;
}

function setStep(r: DigitResult): Step {
  const n = r.sets.length;
  return makeStep(TechniqueId.TemplateSet, {
    placements: r.sets.map((cell) => ({ cell, digit: r.digit })),
    eliminations: [],
    cells: r.sets,
    units: [],
    digits: [r.digit, ...r.setRulers],
    explanation: `Template set on ${r.digit}: ${waysText(r, r.setRulers, "uses", "every one uses")} ${cellsText(r.sets)}, so ${n === 1 ? "it holds" : "they hold"} ${r.digit}`,
  });
}

function deleteStep(r: DigitResult): Step {
  const cells = listText(
    r.deletes.map((c) => cellsText([c])),
    "or",
  );
  return makeStep(TechniqueId.TemplateDelete, {
    placements: [],
    eliminations: r.deletes.map((cell) => ({ cell, digit: r.digit })),
    cells: r.deletes,
    units: [],
    digits: [r.digit, ...r.deleteRulers],
    explanation: `Template delete on ${r.digit}: ${waysText(r, r.deleteRulers, "does not use", "none uses")} ${cells}, so ${r.digit} is removed from ${r.deletes.length === 1 ? "it" : "them"}`,
  });
}

function searchSets(state: LogicState, first: boolean): Step[] {
  const steps: Step[] = [];
  for (const r of digitResults(state)) {
    if (!r.sets.length) continue;
    steps.push(setStep(r));
    if (first) break;
  }
  return steps;
}

function searchDeletes(state: LogicState, first: boolean): Step[] {
  const steps: Step[] = [];
  for (const r of digitResults(state)) {
    if (!r.deletes.length) continue;
    steps.push(deleteStep(r));
    if (first) break;
  }
  return steps;
}

export const templateSet = techniqueFromSearch(TechniqueId.TemplateSet, searchSets);
export const templateDelete = techniqueFromSearch(TechniqueId.TemplateDelete, searchDeletes);
