/**
 * Every step available in a position, for the `steps` command and the solver page's "all
 * steps": each technique's full list, in the order the solver tries them.
 */
import { TechniqueId, type Step } from "./step";
import { TECHNIQUES } from "./techniques";
import type { LogicState } from "./techniques/state";

/**
 * Every deduction the techniques see in this state, easiest technique first; the trial-and-
 * error last resort is left out (it is a guess checked against the solution, not a step),
 * and the forcing net with techniques appears only where nothing easier does.
 *
 * @example
 * const steps = allSteps(createState(gridFrom(puzzle)));
 * steps[0].explanation; // e.g. "Full house: r1c1 is the last empty cell in row 1, so it is 5"
 */
export function allSteps(state: LogicState): Step[] {
  const out: Step[] = [];
  for (const technique of TECHNIQUES) {
    // Like the trial and error it stands in for, the forcing net with techniques is listed
    // only when nothing else is: each of its candidates is a solve inside an assumption, and
    // trying them all where an easier step exists would take seconds for nothing new.
    if (technique.id === TechniqueId.DeepForcingNet && out.length) continue;
    if (technique.findAll) out.push(...technique.findAll(state));
  }
  return out;
}
