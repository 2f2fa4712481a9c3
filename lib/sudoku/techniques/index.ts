/**
 * Every technique, easiest first. The logical solver applies the first one that finds a step,
 * so a puzzle's hardest step is the easiest way through it with this list. Levels run in
 * order except XY-wing (hard, tried after the expert fish); the rating never depends on the
 * order, because it solves with the techniques a level allows (logic.ts `maxLevel`).
 */
import { aic } from "./aic";
import { forcingChain } from "./forcing-chains";
import { forcingNet } from "./forcing-nets";
import { remotePairs } from "./remote-pairs";
import { xyChain } from "./xy-chain";
import { claiming, pointing } from "./locked-candidates";
import { simpleColouring, xChain } from "./chains";
import { jellyfish, swordfish, xWing } from "./fish";
import { lastResort } from "./last-resort";
import { fullHouse, hiddenSingle, nakedSingle } from "./singles";
import type { Technique } from "./state";
import { hiddenPair, hiddenQuad, hiddenTriple, nakedPair, nakedQuad, nakedTriple } from "./subsets";
import { uniqueRectangle1 } from "./unique-rectangle";
import { wWing, xyWing, xyzWing } from "./wings";

export { createState, cloneState, place, type LogicState, type Technique } from "./state";

/** All techniques in the order the solver tries them. */
export const TECHNIQUES: readonly Technique[] = [
  fullHouse,
  nakedSingle,
  hiddenSingle,
  pointing,
  claiming,
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
  simpleColouring,
  xChain,
  uniqueRectangle1,
  remotePairs,
  xyChain,
  // The ALS helper's Sue de Coq, ALS-XZ and ALS-XY-wing go here.
  aic,
  // The ALS helper's ALS chain and death blossom go here.
  forcingChain,
  forcingNet,
  lastResort,
];
