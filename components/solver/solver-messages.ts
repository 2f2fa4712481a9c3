import type { StepView } from "@/lib/game/protocol";

/** Main thread -> solver worker. */
export interface SolverRequest {
  id: number;
  grid: number[];
}

/** The board before a step: values and the candidates still open. */
export interface StepState {
  values: number[];
  candidates: number[];
}

/** Solver worker -> main thread. */
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
    };
