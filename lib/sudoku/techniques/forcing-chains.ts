/**
 * Forcing chains: single implications followed from an assumption (see forcing.ts).
 */
import { TechniqueId } from "../step";
import { forcingSteps } from "./forcing";
import { techniqueFromSearch } from "./state";

/** Literals at most from the assumption, so the sentence stays one a player can follow. */
const MAX_DEPTH = 20;

export const forcingChain = techniqueFromSearch(TechniqueId.ForcingChain, (state, first) =>
  forcingSteps(state, false, MAX_DEPTH, first),
);
