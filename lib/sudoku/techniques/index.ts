/**
 * Every technique, easiest first. The logical solver applies the first one that finds a step,
 * so a puzzle's hardest step is the easiest way through it with this list: within a level,
 * roughly by weight (step.ts TECHNIQUE_WEIGHTS). Levels run in order except XY-wing (hard,
 * tried after the expert fish); the level never depends on the order, because the rating
 * solves with the techniques a level allows (logic.ts `maxLevel`).
 */
import { alsChain } from "./als-chain";
import { alsXyWing } from "./als-xy-wing";
import { alsXz } from "./als-xz";
import { deathBlossom } from "./death-blossom";
import { aic } from "./aic";
import { alsAic } from "./aic-als";
import { forcingChain } from "./forcing-chains";
import { deepForcingNet } from "./deep-forcing-net";
import { forcingNet } from "./forcing-nets";
import { remotePairs } from "./remote-pairs";
import { xyChain } from "./xy-chain";
import { claiming, pointing } from "./locked-candidates";
import { lockedPair, lockedTriple } from "./locked-subsets";
import { simpleColouring, xChain } from "./chains";
import { jellyfish, swordfish, xWing } from "./fish";
import { lastResort } from "./last-resort";
import { fullHouse, hiddenSingle, nakedSingle } from "./singles";
import type { Technique } from "./state";
import { sueDeCoq } from "./sue-de-coq";
import { templateDelete, templateSet } from "./templates";
import { hiddenPair, hiddenQuad, hiddenTriple, nakedPair, nakedQuad, nakedTriple } from "./subsets";
import { uniqueRectangle1 } from "./unique-rectangle";
import {
  avoidableRectangle1,
  avoidableRectangle2,
  avoidableRectangle3,
  hiddenAvoidableRectangle,
} from "./avoidable-rectangle";
import { bugPlusOne } from "./bug";
import { finnedJellyfish, finnedSwordfish, finnedXWing } from "./finned-fish";
import { dualEmptyRectangle, dualTwoStringKite } from "./dual-single-digit";
import {
  frankenJellyfish,
  frankenSwordfish,
  frankenXWing,
  mutantJellyfish,
  mutantSwordfish,
  mutantXWing,
} from "./franken-fish";
import { siameseFinnedJellyfish, siameseFinnedSwordfish, siameseFinnedXWing } from "./siamese-fish";
import { multiColouring } from "./multi-colouring";
import { emptyRectangle, skyscraper, turbotFish, twoStringKite } from "./single-digit";
import {
  hiddenRectangle,
  uniqueRectangle2,
  uniqueRectangle3,
  uniqueRectangle4,
  uniqueRectangle5,
  uniqueRectangle6,
} from "./unique-rectangles";
import { wxyzWing } from "./wxyz-wing";
import { wWing, xyWing, xyzWing } from "./wings";

export { createState, cloneState, place, type LogicState, type Technique } from "./state";

/** All techniques in the order the solver tries them. */
export const TECHNIQUES: readonly Technique[] = [
  fullHouse,
  nakedSingle,
  hiddenSingle,
  pointing,
  claiming,
  lockedPair,
  lockedTriple,
  nakedPair,
  hiddenPair,
  nakedTriple,
  hiddenTriple,
  nakedQuad,
  hiddenQuad,
  xWing,
  swordfish,
  jellyfish,
  xyWing,
  xyzWing,
  wWing,
  uniqueRectangle1,
  simpleColouring,
  // Expert: single-digit patterns, the uniqueness family, finned fish, WXYZ, multi-colouring.
  skyscraper,
  twoStringKite,
  dualTwoStringKite,
  bugPlusOne,
  finnedXWing,
  siameseFinnedXWing,
  uniqueRectangle2,
  uniqueRectangle4,
  uniqueRectangle3,
  uniqueRectangle5,
  uniqueRectangle6,
  xChain,
  turbotFish,
  avoidableRectangle1,
  emptyRectangle,
  dualEmptyRectangle,
  hiddenRectangle,
  hiddenAvoidableRectangle,
  avoidableRectangle2,
  avoidableRectangle3,
  finnedSwordfish,
  siameseFinnedSwordfish,
  wxyzWing,
  multiColouring,
  finnedJellyfish,
  siameseFinnedJellyfish,
  frankenXWing,
  frankenSwordfish,
  // Extreme: chains, almost locked sets, the big Franken and mutant fish, templates, forcing
  // chains; trial and error only when none works.
  remotePairs,
  xyChain,
  sueDeCoq,
  alsXz,
  alsXyWing,
  aic,
  // Mutant fish mix rows with columns on one side: harder to see than an AIC.
  mutantXWing,
  alsChain,
  deathBlossom,
  alsAic,
  templateSet,
  templateDelete,
  // A jellyfish with boxes among its sets, and mutant swordfish and jellyfish, are the
  // hardest patterns to spot (weights 140-145): after everything but the forcing chains.
  frankenJellyfish,
  mutantSwordfish,
  mutantJellyfish,
  forcingChain,
  forcingNet,
  deepForcingNet,
  lastResort,
];
