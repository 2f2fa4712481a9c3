import { useCallback, useEffect, useRef, useState } from "react";
import type { SolverRequestBody, SolverResponse, StepState } from "./solver-messages";

/**
 * Runs the engine in a Web Worker. Each request supersedes the previous one: the worker is
 * restarted so a long search for a stale input never delays the answer for the current one.
 */
function useSolverWorker() {
  const workerRef = useRef<Worker | null>(null);
  const idRef = useRef(0);
  const [result, setResult] = useState<SolverResponse | null>(null);
  const [busy, setBusy] = useState(false);

  const start = useCallback(() => {
    const worker = new Worker(new URL("./solver.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<SolverResponse>) => {
      if (event.data.id !== idRef.current) return;
      setResult(event.data);
      setBusy(false);
    };
    workerRef.current = worker;
    return worker;
  }, []);

  useEffect(() => () => workerRef.current?.terminate(), []);

  const request = useCallback(
    (body: SolverRequestBody) => {
      const id = ++idRef.current;
      if (busy && workerRef.current) {
        workerRef.current.terminate();
        workerRef.current = null;
      }
      const worker = workerRef.current ?? start();
      setBusy(true);
      worker.postMessage({ ...body, id });
    },
    [busy, start],
  );

  const clear = useCallback(() => {
    idRef.current++;
    setResult(null);
    setBusy(false);
  }, []);

  return { request, clear, result, busy };
}

/** Validity, rating and the logical solution of a puzzle. */
export function useSolver() {
  const { request, clear, result, busy } = useSolverWorker();
  const analyse = useCallback((grid: number[]) => request({ kind: "analyse", grid }), [request]);
  return { analyse, clear, result, busy };
}

/**
 * Every step at one position, in a worker of its own so listing them never cancels the
 * puzzle's analysis (nor the other way round).
 */
export function useAllSteps() {
  const { request, clear, result, busy } = useSolverWorker();
  // Which position the list answers, so a list is never shown against another position.
  const [key, setKey] = useState<string | null>(null);
  const list = useCallback(
    (state: StepState, stateKey: string) => {
      setKey(stateKey);
      request({ kind: "all-steps", state });
    },
    [request],
  );
  const steps = result?.kind === "all-steps" && !busy ? result.steps : null;
  return { list, clear, steps, key };
}
