/**
 * One scan serves both `find` and `findAll`: the technique walks the position in its usual
 * order and hands each step it meets to `emit`; `find` stops at the first, `findAll` goes on.
 * So the solver's hot path keeps its order and early exit, and the lists never disagree.
 */
import type { Step, TechniqueId } from "../step";
import type { LogicState, Technique } from "./state";

/** Receives a step; returns true to stop the scan. */
export type Emit = (step: Step) => boolean;

/** Walks the state, calling `emit` for each step found, until `emit` returns true. */
export type Scan = (state: LogicState, emit: Emit) => void;

/** A key equal for two steps that place and remove the same things with the same technique. */
export function stepKey(step: Step): string {
  const pairs = (xs: readonly { cell: number; digit: number }[]) =>
    xs
      .map(({ cell, digit }) => cell * 10 + digit)
      .sort((a, b) => a - b)
      .join(",");
  return `${step.technique}|${pairs(step.placements)}|${pairs(step.eliminations)}`;
}

/**
 * Drops later steps that repeat an earlier one's effect with the same technique (a hidden
 * single seen from its box and its row, one X-chain reached from both ends), keeping order.
 */
export function uniqueSteps(steps: readonly Step[]): Step[] {
  const seen = new Set<string>();
  const out: Step[] = [];
  for (const step of steps) {
    const key = stepKey(step);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(step);
  }
  return out;
}

/** A technique from its scan: `find` is the first step met, `findAll` every distinct one. */
export function techniqueFromScan(id: TechniqueId, scan: Scan): Technique {
  return {
    id,
    find(state) {
      let first: Step | null = null;
      scan(state, (step) => {
        first = step;
        return true;
      });
      return first;
    },
    findAll(state) {
      const all: Step[] = [];
      scan(state, (step) => {
        all.push(step);
        return false;
      });
      return uniqueSteps(all);
    },
  };
}
