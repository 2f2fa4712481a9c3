/**
 * The Sudoku engine's public API: grids, digits, the fast solver, the logical solver and its
 * steps, rating, generation and hints. Pure TypeScript: runs in the browser and on the server.
 *
 * @example
 * import { generate, rate, hint, gridFrom } from "@/lib/sudoku";
 * const { puzzle, solution } = generate({ level: "hard", seed: "daily-2026-11-22" });
 */
export * from "./grid";
export * from "./digits";
export { solve, countSolutions, hasUniqueSolution, type SolveResult } from "./solver";
export * from "./step";
export {
  nextStep,
  applyStep,
  solveLogically,
  createState,
  cloneState,
  type LogicState,
  type LogicalSolution,
  type NextStepOptions,
} from "./logic";
export { allSteps } from "./all-steps";
export { givensProblem } from "./givens";
export {
  parsePencilmarks,
  parsePosition,
  formatPencilmarks,
  PencilmarkError,
  solutionConflict,
} from "./pencilmarks";
export { rate, rateWithSteps, levelOf, UnratableError, type Rating } from "./rating";
export { generate, type GenerateOptions, type GeneratedPuzzle } from "./generator";
export { SYMMETRIES, orbitsOf, isSymmetric, partnerOf, type Symmetry } from "./symmetry";
export { hint, hintFromGivens, type Hint } from "./hint";
export { createRng, type Rng } from "./random";
