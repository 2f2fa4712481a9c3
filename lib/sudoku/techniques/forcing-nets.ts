/**
 * Forcing nets: like forcing chains, but a consequence may rest on several earlier ones (a cell
 * or unit left with one place by the branch's own eliminations), see forcing.ts.
 */
import { TechniqueId } from "../step";
import { forcingSteps } from "./forcing";
import { techniqueFromSearch } from "./state";

export const MAX_DEPTH = 40;

export const forcingNet = techniqueFromSearch(TechniqueId.ForcingNet, (state, first) =>
  forcingSteps(state, true, MAX_DEPTH, first),
);
