/**
 * Forcing nets: like forcing chains, but a consequence may rest on several earlier ones (a cell
 * or unit left with one place by the branch's own eliminations), see forcing.ts.
 */
import { TechniqueId } from "../step";
import { forcingSteps } from "./forcing";
import { techniqueFromAll } from "./state";

const MAX_DEPTH = 40;

export const forcingNet = techniqueFromAll(
  TechniqueId.ForcingNet,
  (state) => forcingSteps(state, true, MAX_DEPTH),
  (state) => forcingSteps(state, true, MAX_DEPTH, true)[0] ?? null,
);
