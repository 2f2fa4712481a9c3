// The engine runs here, off the main thread: an extreme puzzle's search never freezes the page.
import {
  allSteps,
  applyStep,
  createState,
  givensProblem,
  rateWithSteps,
  solve,
  type LogicState,
} from "@/lib/sudoku";
import type { SolverRequest, SolverResponse, StepState } from "./solver-messages";

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SolverRequest>) => void) | null;
  postMessage: (message: SolverResponse) => void;
};

function answer(request: SolverRequest): SolverResponse {
  if (request.kind === "analyse") return analyse(request.id, request.grid);
  // Copies: the techniques only read the state, but the message is not ours to keep.
  const { values, candidates, givens } = request.state;
  const state: LogicState = { values: values.slice(), candidates: candidates.slice() };
  // Givens are used only when they alone make the puzzle the values solve; otherwise every
  // filled digit counts as a given, as for a puzzle typed in.
  if (givens) {
    state.givens = givens.slice();
    if (givensProblem(state)) delete state.givens;
  }
  return { id: request.id, kind: "all-steps", steps: allSteps(state) };
}

function analyse(id: number, grid: number[]): SolverResponse {
  const result = solve(grid, 2);
  if (result.count === 0 || !result.solution) return { id, kind: "none" };
  if (result.count > 1) return { id, kind: "multiple" };
  const solution = result.solution;

  // The steps shown are the ones the rating was measured on, so its hardest technique is
  // among them; replaying them gives the board before each one.
  const { rating, steps } = rateWithSteps(grid, solution);
  const state = createState(grid);
  // Along the solution, the puzzle's digits are the givens and the solver placed the rest.
  const givens = grid.map((v) => v !== 0);
  const states: StepState[] = [];
  for (const step of steps) {
    states.push({ values: state.values.slice(), candidates: state.candidates.slice(), givens });
    applyStep(state, step);
  }
  states.push({ values: state.values.slice(), candidates: state.candidates.slice(), givens });
  const { level, hardestName, score } = rating;
  return {
    id,
    kind: "unique",
    solution,
    rating: { level, hardestName, score, steps: steps.length },
    steps,
    states,
  };
}

scope.onmessage = (event) => {
  try {
    scope.postMessage(answer(event.data));
  } catch (error) {
    scope.postMessage({
      id: event.data.id,
      kind: "error",
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
