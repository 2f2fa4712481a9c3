// The engine runs here, off the main thread: an extreme puzzle's search never freezes the page.
import { applyStep, createState, nextStep, rate, solve } from "@/lib/sudoku";
import type { SolverRequest, SolverResponse, StepState } from "./solver-messages";

// Enough for any 17-clue puzzle (64 placements plus eliminations), bounded so a bug cannot loop.
const MAX_STEPS = 400;

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SolverRequest>) => void) | null;
  postMessage: (message: SolverResponse) => void;
};

function analyse({ id, grid }: SolverRequest): SolverResponse {
  const result = solve(grid, 2);
  if (result.count === 0 || !result.solution) return { id, kind: "none" };
  if (result.count > 1) return { id, kind: "multiple" };
  const solution = result.solution;

  let rating: Extract<SolverResponse, { kind: "unique" }>["rating"] = null;
  try {
    const r = rate(grid, solution);
    rating = { level: r.level, hardestName: r.hardestName, score: r.score, steps: r.steps };
  } catch {
    rating = null;
  }

  const state = createState(grid);
  const steps = [];
  const states: StepState[] = [];
  while (steps.length < MAX_STEPS && state.values.some((v) => v === 0)) {
    const step = nextStep(state, { solution });
    if (!step) break;
    states.push({ values: state.values.slice(), candidates: state.candidates.slice() });
    steps.push(step);
    applyStep(state, step);
  }
  states.push({ values: state.values.slice(), candidates: state.candidates.slice() });
  return { id, kind: "unique", solution, rating, steps, states };
}

scope.onmessage = (event) => {
  try {
    scope.postMessage(analyse(event.data));
  } catch (error) {
    scope.postMessage({
      id: event.data.id,
      kind: "error",
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
