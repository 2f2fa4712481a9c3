/**
 * Every technique, easiest first. The logical solver applies the first one that finds a step,
 * so a puzzle's hardest step is the easiest way through it with this list. Levels run in
 * order except XY-wing (hard, tried after the expert fish); the rating never depends on the
 * order, because it solves with the techniques a level allows (logic.ts `maxLevel`).
 */
import { alsChain } from "./als-chain";
import { alsXyWing } from "./als-xy-wing";
import { alsXz } from "./als-xz";
import { deathBlossom } from "./death-blossom";
import { claiming, pointing } from "./locked-candidates";
import { simpleColouring, xChain } from "./chains";
import { jellyfish, swordfish, xWing } from "./fish";
import { lastResort } from "./last-resort";
import { fullHouse, hiddenSingle, nakedSingle } from "./singles";
import type { Technique } from "./state";
import { sueDeCoq } from "./sue-de-coq";
import { hiddenPair, hiddenQuad, hiddenTriple, nakedPair, nakedQuad, nakedTriple } from "./subsets";
import { uniqueRectangle1 } from "./unique-rectangle";
import { avoidableRectangle1, avoidableRectangle2 } from "./avoidable-rectangle";
import { bugPlusOne } from "./bug";
import { finnedJellyfish, finnedSwordfish, finnedXWing } from "./finned-fish";
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
  skyscraper,
  twoStringKite,
  turbotFish,
  emptyRectangle,
  finnedXWing,
  bugPlusOne,
  uniqueRectangle2,
  uniqueRectangle4,
  uniqueRectangle3,
  uniqueRectangle5,
  uniqueRectangle6,
  hiddenRectangle,
  avoidableRectangle1,
  avoidableRectangle2,
  finnedSwordfish,
  finnedJellyfish,
  wxyzWing,
  multiColouring,
  // Almost locked sets: Sue de Coq, ALS-XZ and ALS-XY-wing belong after the XY-chain and
  // before AIC; ALS chain and death blossom after AIC and before forcing chains.
  sueDeCoq,
  alsXz,
  alsXyWing,
  alsChain,
  deathBlossom,
  lastResort,
];
