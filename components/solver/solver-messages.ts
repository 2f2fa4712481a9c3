import type { StepView } from "@/lib/game/protocol";

/** The board before a step: values and the candidates still open. */
export interface StepState {
  values: number[];
  candidates: number[];
  /** Which filled cells hold givens, when known (avoidable rectangles reason about the rest). */
  givens?: readonly boolean[];
}

/** What the main thread asks: analyse a puzzle, or list every step at one position. */
export type SolverRequestBody =
  { kind: "analyse"; grid: number[] } | { kind: "all-steps"; state: StepState };

/** Main thread -> solver worker; the id matches the answer to the latest request. */
export type SolverRequest = SolverRequestBody & { id: number };

/** Solver worker -> main thread, answering the request with the same id. */
export type SolverResponse =
  | { id: number; kind: "none" }
  | { id: number; kind: "multiple" }
  | { id: number; kind: "error"; message: string }
  | {
      id: number;
      kind: "unique";
      solution: number[];
      rating: { level: string; hardestName: string; score: number; steps: number };
      steps: StepView[];
      /** states[i] is the board before steps[i]; the last entry is the board after them all. */
      states: StepState[];
    }
  | { id: number; kind: "all-steps"; steps: StepView[] };
