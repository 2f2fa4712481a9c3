"use client";

import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { keyAction, moveCursor, type Selection } from "@/lib/game/input";
import { findConflicts, formatGrid, parseGrid } from "@/lib/sudoku/grid";
import { Board, type BoardHighlight, type CellView } from "../board";
import { NumberPad } from "../number-pad";
import { useCreateGame } from "../game/use-create-game";
import { useSolver } from "./use-solver";

const SAMPLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const PLAY_INTERVAL_MS = 900;

/** The digits a text holds, leniently, so a half-typed or clashing puzzle still shows. */
function looseGrid(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) {
    if (out.length === 81) break;
    if (ch >= "1" && ch <= "9") out.push(Number(ch));
    else if (ch === "0" || ch === ".") out.push(0);
  }
  while (out.length < 81) out.push(0);
  return out;
}

type View = "puzzle" | "solution" | "steps";

/** Paste or type a puzzle: validity, solution count, rating, solution and logical steps. */
export function SolverScreen() {
  const [text, setText] = useState("");
  const [selection, setSelection] = useState<Selection>({ cells: [0], cursor: 0 });
  const [view, setView] = useState<View>("puzzle");
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const solver = useSolver();
  const boardColumn = useRef<HTMLDivElement>(null);
  const game = useCreateGame();
  const { analyse, clear } = solver;

  const changeText = (next: string) => {
    setText(next);
    setView("puzzle");
    setPosition(0);
    setPlaying(false);
  };

  const parsed = useMemo(() => (text.trim() ? parseGrid(text) : null), [text]);
  const grid = useMemo(() => looseGrid(text), [text]);
  const gridKey = parsed?.ok ? formatGrid(parsed.grid) : null;

  // Every valid edit is analysed at once; the worker keeps the page responsive.
  useEffect(() => {
    if (gridKey) analyse(looseGrid(gridKey));
    else clear();
    // analyse changes identity with busy; only a new grid should trigger a run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gridKey]);

  const result = gridKey ? solver.result : null;
  const unique = result?.kind === "unique" ? result : null;
  const stepCount = unique?.steps.length ?? 0;

  useEffect(() => {
    if (!playing) return;
    const id = window.setInterval(() => {
      setPosition((p) => {
        if (p + 1 >= stepCount) setPlaying(false);
        return Math.min(p + 1, stepCount);
      });
    }, PLAY_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [playing, stepCount]);

  // On a phone the Steps button sits below the board: bring the board and the first step up.
  useEffect(() => {
    if (view === "steps") boardColumn.current?.scrollIntoView({ block: "nearest" });
  }, [view]);

  const clashCells = useMemo(() => {
    if (parsed && !parsed.ok) return new Set(parsed.error.cells);
    return findConflicts(grid);
  }, [parsed, grid]);

  const cells = useMemo<CellView[]>(() => {
    if (unique && view === "solution") {
      return unique.solution.map((v, i) => ({
        value: v,
        given: grid[i] !== 0,
        corner: 0,
        centre: 0,
        colour: 0,
      }));
    }
    if (unique && view === "steps") {
      const state = unique.states[Math.min(position, unique.states.length - 1)];
      return state.values.map((v, i) => ({
        value: v,
        given: grid[i] !== 0,
        corner: 0,
        centre: 0,
        colour: 0,
        candidates: v ? 0 : state.candidates[i],
      }));
    }
    return grid.map((v) => ({ value: v, given: v !== 0, corner: 0, centre: 0, colour: 0 }));
  }, [unique, view, position, grid]);

  const step = unique && view === "steps" && position < stepCount ? unique.steps[position] : null;
  // Past the last step: a state of its own, so "Step 34 of 34" never reads as "done".
  const solved = position >= stepCount;
  const counts = useMemo(() => {
    const out = new Array<number>(10).fill(0);
    for (const v of grid) out[v] += 1;
    return out;
  }, [grid]);
  const highlight: BoardHighlight | null = step;

  const setCell = (cells: readonly number[], digit: number) => {
    const next = grid.slice();
    for (const c of cells) next[c] = digit;
    changeText(formatGrid(next, "."));
  };

  const onBoardKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = keyAction(event, "digit");
    if (!action) return;
    if (action.kind === "move") {
      event.preventDefault();
      setSelection((s) => moveCursor(s, action.dRow, action.dCol, action.extend));
      return;
    }
    if (view !== "puzzle") return;
    if (action.kind === "digit") {
      event.preventDefault();
      setCell(selection.cells, action.digit);
    } else if (action.kind === "erase") {
      event.preventDefault();
      setCell(selection.cells, 0);
    }
  };

  let verdict: { text: string; tone: "bad" | "good" | "info" } | null = null;
  if (parsed && !parsed.ok) verdict = { text: parsed.error.message, tone: "bad" };
  else if (!parsed) verdict = { text: "Paste a puzzle or type digits on the board.", tone: "info" };
  else if (solver.busy || !result) verdict = { text: "Solving…", tone: "info" };
  else if (result.kind === "none") verdict = { text: "This puzzle has no solution.", tone: "bad" };
  else if (result.kind === "multiple")
    verdict = { text: "This puzzle has more than one solution.", tone: "bad" };
  else if (result.kind === "error") verdict = { text: result.message, tone: "bad" };
  else verdict = { text: "This puzzle has exactly one solution.", tone: "good" };

  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
      <div ref={boardColumn} className="flex scroll-mt-2 flex-col gap-3">
        <Board
          cells={cells}
          selected={selection.cells}
          cursor={selection.cursor}
          conflicts={clashCells}
          highlight={highlight}
          label="Puzzle board"
          onSelect={(cell, how) =>
            setSelection((s) =>
              how === "toggle" && !s.cells.includes(cell)
                ? { cells: [...s.cells, cell], cursor: cell }
                : { cells: [cell], cursor: cell },
            )
          }
          onKeyDown={onBoardKey}
        />
        {/* Under the board, so on a phone the pad and the step being read stay beside it. */}
        {view === "puzzle" ? (
          <div className="flex flex-col gap-1" data-testid="solver-pad">
            <NumberPad mode="digit" counts={counts} onDigit={(d) => setCell(selection.cells, d)} />
            <button
              type="button"
              onClick={() => setCell(selection.cells, 0)}
              className="rounded-md border border-border bg-surface px-3 py-1.5 text-sm font-medium"
            >
              Erase
            </button>
          </div>
        ) : null}
        {unique && view === "steps" ? (
          <section aria-label="Logical solution" className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <StepButton
                onClick={() => setPosition((p) => Math.max(0, p - 1))}
                disabled={position === 0}
              >
                Previous
              </StepButton>
              <StepButton
                onClick={() => setPosition((p) => Math.min(stepCount, p + 1))}
                disabled={position >= stepCount}
              >
                Next
              </StepButton>
              <StepButton onClick={() => setPlaying((p) => !p)} disabled={position >= stepCount}>
                {playing ? "Stop" : "Play"}
              </StepButton>
              <StepButton
                onClick={() => {
                  setPlaying(false);
                  setPosition(0);
                }}
                disabled={position === 0}
              >
                Reset
              </StepButton>
              <span
                className="text-sm text-muted"
                data-testid="step-counter"
                data-solved={solved || undefined}
              >
                {solved ? `Solved in ${stepCount} steps` : `Step ${position + 1} of ${stepCount}`}
              </span>
            </div>
            <div
              className={`min-h-16 rounded-md border p-3 text-sm ${
                solved ? "border-accent font-semibold" : "border-border bg-surface"
              }`}
              data-testid="step-explanation"
            >
              {step ? (
                <>
                  {/* Explanations start with the technique's name; show it once. */}
                  {step.explanation.startsWith(step.name) ? null : (
                    <p className="font-semibold">{step.name}</p>
                  )}
                  <p>{step.explanation}</p>
                </>
              ) : (
                <p>Solved: every cell is filled, no step left.</p>
              )}
            </div>
          </section>
        ) : null}
      </div>

      <div className="flex w-full max-w-[34rem] flex-col gap-4">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Puzzle (81 characters, or 9 lines; 0 or . for empty)
          <textarea
            value={text}
            onChange={(e) => changeText(e.target.value)}
            rows={4}
            spellCheck={false}
            className="rounded-md border border-border bg-surface p-2 font-mono text-sm text-fg"
            placeholder={SAMPLE}
          />
        </label>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => changeText(SAMPLE)}
            className="rounded-md border border-border px-3 py-1.5 text-sm"
          >
            Try an example
          </button>
          <button
            type="button"
            onClick={() => changeText("")}
            className="rounded-md border border-border px-3 py-1.5 text-sm"
          >
            Clear
          </button>
        </div>

        <div role="status" aria-live="polite" data-testid="solver-verdict" aria-busy={solver.busy}>
          <p
            className={
              verdict.tone === "bad"
                ? "font-medium text-conflict"
                : verdict.tone === "good"
                  ? "font-medium"
                  : "text-muted"
            }
          >
            {verdict.text}
          </p>
          {unique ? (
            <p className="mt-1 text-sm" data-testid="solver-rating">
              Level <strong className="capitalize">{unique.rating.level}</strong>, hardest technique{" "}
              <strong>{unique.rating.hardestName}</strong>, score{" "}
              <strong>{unique.rating.score}</strong>
            </p>
          ) : null}
        </div>

        {unique ? (
          <>
            <div className="flex flex-wrap gap-2">
              <ToggleButton pressed={view === "puzzle"} onClick={() => setView("puzzle")}>
                Puzzle
              </ToggleButton>
              <ToggleButton pressed={view === "solution"} onClick={() => setView("solution")}>
                Solution
              </ToggleButton>
              <ToggleButton pressed={view === "steps"} onClick={() => setView("steps")}>
                Steps
              </ToggleButton>
              <button
                type="button"
                disabled={game.busy}
                onClick={() => gridKey && game.create({ puzzle: gridKey, mistakeChecking: false })}
                className="ml-auto rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-accent-fg disabled:opacity-60"
              >
                Play this puzzle
              </button>
            </div>
            {game.error ? <p className="text-sm text-conflict">{game.error}</p> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}

function ToggleButton(props: { pressed: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={props.pressed}
      onClick={props.onClick}
      className={`rounded-md border px-3 py-1.5 text-sm font-medium ${
        props.pressed ? "border-accent bg-accent text-accent-fg" : "border-border bg-surface"
      }`}
    >
      {props.children}
    </button>
  );
}

function StepButton(props: { onClick: () => void; disabled?: boolean; children: React.ReactNode }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      disabled={props.disabled}
      className="rounded-md border border-border bg-surface px-3 py-1.5 text-sm font-medium disabled:opacity-50"
    >
      {props.children}
    </button>
  );
}
