/**
 * Forcing nets: like forcing chains, but a consequence may rest on several earlier ones (a cell
 * or unit left with one place by the branch's own eliminations), see forcing.ts.
 */
import { TechniqueId } from "../step";
import { forcingSteps } from "./forcing";
import { techniqueFromSearch, type Technique } from "./state";

const MAX_DEPTH = 40;

export const forcingNet = techniqueFromSearch(TechniqueId.ForcingNet, (state, first) =>
  forcingSteps(state, true, MAX_DEPTH, first),
);

/**
 * The first contradiction found assuming a candidate true, not the shortest, and no verities:
 * the cheap net used inside another assumption (deep-forcing-net.ts).
 */
export const quickForcingNet: Technique = {
  id: TechniqueId.ForcingNet,
  find: (state) => forcingSteps(state, true, MAX_DEPTH, true, true)[0] ?? null,
};
