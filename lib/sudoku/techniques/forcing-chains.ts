/**
 * Forcing chains: single implications followed from an assumption (see forcing.ts).
 */
import { TechniqueId } from "../step";
import { forcingSteps } from "./forcing";
import { techniqueFromAll } from "./state";

/** Literals at most from the assumption, so the sentence stays one a player can follow. */
const MAX_DEPTH = 20;

export const forcingChain = techniqueFromAll(
  TechniqueId.ForcingChain,
  (state) => forcingSteps(state, false, MAX_DEPTH),
  (state) => forcingSteps(state, false, MAX_DEPTH, true)[0] ?? null,
);
