import { useCallback, useEffect, useRef, useState } from "react";
import type { SolverResponse } from "./solver-messages";

/**
 * Runs the engine in a Web Worker. Each request supersedes the previous one: the worker is
 * restarted so a long search for a stale input never delays the answer for the current one.
 */
export function useSolver() {
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

  const analyse = useCallback(
    (grid: number[]) => {
      const id = ++idRef.current;
      if (busy && workerRef.current) {
        workerRef.current.terminate();
        workerRef.current = null;
      }
      const worker = workerRef.current ?? start();
      setBusy(true);
      worker.postMessage({ id, grid });
    },
    [busy, start],
  );

  const clear = useCallback(() => {
    idRef.current++;
    setResult(null);
    setBusy(false);
  }, []);

  return { analyse, clear, result, busy };
}
