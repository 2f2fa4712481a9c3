"use client";

import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { keyAction, moveCursor, type Selection } from "@/lib/game/input";
import { cellWords } from "@/lib/sudoku/cell-words";
import { explanationSummary } from "@/lib/sudoku/explanation";
import { candidatesOf, findConflicts, formatGrid, parseGrid } from "@/lib/sudoku/grid";
import { looksLikePencilmarks, solutionConflict } from "@/lib/sudoku/pencilmarks";
import { Board, type BoardHighlight, type CellView } from "../board";
import { NumberPad } from "../number-pad";
import { showWithBoard } from "../show-with-board";
import { useCreateGame } from "../game/use-create-game";
import { AllStepsPanel, allStepsEntryId } from "./all-steps-panel";
import { ChosenStep } from "./chosen-step";
import { looseGrid, readPosition, ruledOutCells, stateKey, ToggleButton } from "./solver-input";
import { StepReader } from "./step-reader";
import type { StepState } from "./solver-messages";
import { useAllSteps, useSolver } from "./use-solver";

const SAMPLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const PLAY_INTERVAL_MS = 900;
const NO_CELLS: ReadonlySet<number> = new Set();

type View = "puzzle" | "solution" | "steps";

/**
 * Paste or type a puzzle, or paste a pencilmark position: validity, solution count, rating,
 * solution, logical steps, and every step available at the position on the board.
 */
export function SolverScreen() {
  const [text, setText] = useState("");
  // The board reads gridText, and the pasted marks if any: a bad pencilmark paste changes
  // neither, so the last good position stays on the board beside the error.
  const [gridText, setGridText] = useState("");
  const [marks, setMarks] = useState<StepState | null>(null);
  const [pasteError, setPasteError] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  // The chosen step belongs to one position: moving on forgets it without an effect.
  const [chosen, setChosen] = useState<{ key: string; index: number } | null>(null);
  const all = useAllSteps();
  const [selection, setSelection] = useState<Selection>({ cells: [0], cursor: 0 });
  const [view, setView] = useState<View>("puzzle");
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const solver = useSolver();
  const boardColumn = useRef<HTMLDivElement>(null);
  const game = useCreateGame();
  const { analyse, clear } = solver;
  const { list: listAll, clear: clearAll } = all;

  const changeText = (next: string) => {
    setText(next);
    setView("puzzle");
    setPosition(0);
    setPlaying(false);
    if (!looksLikePencilmarks(next)) {
      // Typing on the board lands here too: the digits win over any pasted marks.
      setMarks(null);
      setGridText(next);
      setPasteError(null);
      return;
    }
    const read = readPosition(next);
    if (typeof read === "string") {
      setPasteError(read);
      return;
    }
    setMarks(read);
    setGridText(formatGrid(read.values, "."));
    setPasteError(null);
  };

  // Another view is read for itself: a step chosen from the list gives way (the first step of
  // the solution is at the puzzle's own position, where the choice would otherwise hold).
  const showView = (next: View) => {
    setView(next);
    setChosen(null);
  };

  const parsed = useMemo(() => (gridText.trim() ? parseGrid(gridText) : null), [gridText]);
  const grid = useMemo(() => looseGrid(gridText), [gridText]);
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
  const markConflict = marks && unique ? solutionConflict(marks, unique.solution) : null;
  // The puzzle solves and the marks allow its solution: only then are a rating, steps and a
  // game worth offering.
  const sound = unique && !markConflict ? unique : null;
  const ruledOut = useMemo(
    () => (marks && unique ? ruledOutCells(marks, unique.solution) : NO_CELLS),
    [marks, unique],
  );

  // The position "all steps" looks at: the step being read, else the puzzle with its marks.
  const puzzleState = useMemo(
    () => marks ?? { values: grid, candidates: candidatesOf(grid) },
    [marks, grid],
  );
  const here: StepState | null =
    !sound || view === "solution"
      ? null
      : view === "steps"
        ? sound.states[Math.min(position, sound.states.length - 1)]
        : puzzleState;
  const hereKey = here ? stateKey(here) : null;

  useEffect(() => {
    if (showAll && here && hereKey) listAll(here, hereKey);
    else clearAll();
    // here is rebuilt on every render; its key says when the position really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showAll, hereKey]);

  const listed = showAll && hereKey && all.key === hereKey ? all.steps : null;
  const chosenIndex = chosen && chosen.key === hereKey ? chosen.index : null;
  const chosenStep = chosenIndex !== null ? (listed?.[chosenIndex] ?? null) : null;

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

  // A step is read beside the board: after the Steps button (above the board on a phone), as a
  // longer explanation opens, and when a step is chosen far down the list (on a phone,
  // thousands of px below the board), scroll as little as needed to show the board column
  // whole; where it does not fit, the board's top wins. On a desktop the column is sticky and
  // mostly in view already.
  useEffect(() => {
    const column = boardColumn.current;
    const board = column?.querySelector('[role="grid"]');
    if ((view === "steps" || chosenStep) && column && board) showWithBoard(board, column);
  }, [view, position, chosenStep]);

  const clashCells = useMemo(() => {
    if (parsed && !parsed.ok) return new Set(parsed.error.cells);
    return findConflicts(grid);
  }, [parsed, grid]);

  const cells = useMemo<CellView[]>(() => {
    if (sound && view === "solution") {
      return sound.solution.map((v, i) => ({
        value: v,
        given: grid[i] !== 0,
        corner: 0,
        centre: 0,
        colour: 0,
      }));
    }
    if (sound && view === "steps") {
      const state = sound.states[Math.min(position, sound.states.length - 1)];
      return state.values.map((v, i) => ({
        value: v,
        given: grid[i] !== 0,
        corner: 0,
        centre: 0,
        colour: 0,
        candidates: v ? 0 : state.candidates[i],
      }));
    }
    // Pasted marks always show; the puzzle's own candidates once steps are listed on them.
    const pencil = marks ?? (showAll ? puzzleState : null);
    return grid.map((v, i) => ({
      value: v,
      // A pasted position may say which digits a player placed: those show as entries.
      given: v !== 0 && (marks?.givens?.[i] ?? true),
      corner: 0,
      centre: 0,
      colour: 0,
      candidates: v || !pencil ? 0 : pencil.candidates[i],
    }));
  }, [sound, view, position, grid, marks, showAll, puzzleState]);

  const step = sound && view === "steps" && position < stepCount ? sound.steps[position] : null;
  const counts = useMemo(() => {
    const out = new Array<number>(10).fill(0);
    for (const v of grid) out[v] += 1;
    return out;
  }, [grid]);
  const highlight: BoardHighlight | null = chosenStep ?? step;
  // Short, for a screen reader: the explanation itself can run to thousands of characters,
  // and while playing the next step comes within a second.
  const stepAnnouncement =
    !sound || view !== "steps"
      ? ""
      : position >= stepCount
        ? `Solved in ${stepCount} steps`
        : `Step ${position + 1} of ${stepCount}${
            playing
              ? ""
              : `: ${cellWords(explanationSummary(sound.steps[position].explanation, 200))}`
          }`;

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
  if (pasteError) verdict = { text: pasteError, tone: "bad" };
  else if (parsed && !parsed.ok) verdict = { text: parsed.error.message, tone: "bad" };
  else if (!parsed) verdict = { text: "Paste a puzzle or type digits on the board.", tone: "info" };
  else if (solver.busy || !result) verdict = { text: "Solving…", tone: "info" };
  else if (result.kind === "none") verdict = { text: "This puzzle has no solution.", tone: "bad" };
  else if (result.kind === "multiple")
    verdict = { text: "This puzzle has more than one solution.", tone: "bad" };
  else if (result.kind === "error") verdict = { text: result.message, tone: "bad" };
  else if (markConflict) verdict = { text: markConflict, tone: "bad" };
  else if (marks) verdict = { text: "This position has exactly one solution.", tone: "good" };
  else verdict = { text: "This puzzle has exactly one solution.", tone: "good" };

  const filled = grid.filter((v) => v !== 0).length;
  const board = (
    <Board
      cells={cells}
      selected={selection.cells}
      cursor={selection.cursor}
      conflicts={clashCells}
      wrongCells={ruledOut}
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
  );

  // DOM order is reading and tab order: the paste box (what a newcomer came for), the verdict,
  // the views, then the board with what reveals it (the pad, the step controls), then the list
  // of every step. On a desktop the board column sits on the right and stays in view while the
  // list scrolls; both columns have fixed widths, so nothing moves sideways between steps.
  return (
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_var(--board-width)] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-8">
      <div className="flex w-full max-w-[34rem] flex-col gap-4 lg:col-start-1 lg:row-start-1 lg:max-w-none">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Puzzle (81 characters, or 9 lines; 0 or . for empty) or a pencilmark position
          <textarea
            value={text}
            onChange={(e) => changeText(e.target.value)}
            rows={4}
            spellCheck={false}
            aria-describedby="solver-paste-help"
            className="rounded-md border border-border bg-surface p-2 font-mono text-sm text-fg"
            placeholder={SAMPLE}
          />
        </label>
        <p id="solver-paste-help" className="-mt-3 text-xs text-muted">
          A pencilmark position is the 81 values, a tab, then 9 characters per cell: the digit where
          it is still a candidate, . where not. The 729 marks alone work too (a cell with one mark
          counts as filled).
        </p>
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
          {/* Marks that rule out the solution make the rating, the steps and a game moot. */}
          {sound ? (
            <p className="mt-1 text-sm" data-testid="solver-rating">
              Level <strong className="capitalize">{sound.rating.level}</strong>, hardest technique{" "}
              <strong>{sound.rating.hardestName}</strong>, score{" "}
              <strong>{sound.rating.score}</strong>
            </p>
          ) : null}
        </div>

        {sound ? (
          <>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <button
                type="button"
                disabled={game.busy}
                onClick={() => gridKey && game.create({ puzzle: gridKey, mistakeChecking: false })}
                aria-describedby={marks ? "solver-play-note" : undefined}
                className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-accent-fg disabled:opacity-60"
              >
                Play this puzzle
              </button>
              {/* A game has givens only: say what becomes of the marks before they seem lost. */}
              {marks ? (
                <p id="solver-play-note" className="text-xs text-muted">
                  Plays the {filled} filled cells as givens; your pencilmarks stay here.
                </p>
              ) : null}
            </div>
            {game.error ? <p className="text-sm text-conflict">{game.error}</p> : null}
            <div className="flex flex-wrap gap-2" role="group" aria-label="View">
              <ToggleButton pressed={view === "puzzle"} onClick={() => showView("puzzle")}>
                Puzzle
              </ToggleButton>
              <ToggleButton pressed={view === "solution"} onClick={() => showView("solution")}>
                Solution
              </ToggleButton>
              <ToggleButton pressed={view === "steps"} onClick={() => showView("steps")}>
                Steps
              </ToggleButton>
            </div>
          </>
        ) : null}
      </div>

      <div
        ref={boardColumn}
        className="flex scroll-mt-2 flex-col gap-3 lg:sticky lg:top-2 lg:col-start-2 lg:row-span-2 lg:row-start-1"
      >
        {board}
        {chosenStep ? (
          <ChosenStep
            step={chosenStep}
            onBack={() => {
              const entry =
                chosenIndex === null ? null : document.getElementById(allStepsEntryId(chosenIndex));
              entry?.scrollIntoView({ block: "center" });
              entry?.focus({ preventScroll: true });
            }}
            onHide={() => setChosen(null)}
          />
        ) : null}
        {view === "puzzle" ? (
          <div className="solver-pad flex flex-col gap-1" data-testid="solver-pad">
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
        {sound && view === "steps" ? (
          <StepReader
            position={position}
            stepCount={stepCount}
            playing={playing}
            step={step}
            showExplanation={!chosenStep}
            onPosition={setPosition}
            onPlaying={setPlaying}
          />
        ) : null}
      </div>

      {sound && view !== "solution" ? (
        <div className="flex flex-col gap-4 lg:col-start-1 lg:row-start-2">
          <button
            type="button"
            aria-expanded={showAll}
            aria-controls="all-steps"
            onClick={() => setShowAll((s) => !s)}
            className="self-start rounded-md border border-border bg-surface px-3 py-1.5 text-sm font-medium"
          >
            {showAll ? "Hide all steps" : "Show all steps available here"}
          </button>
          {showAll && here ? (
            <AllStepsPanel
              steps={listed}
              selected={chosenIndex}
              onSelect={(index) =>
                setChosen(index === null || !hereKey ? null : { key: hereKey, index })
              }
            />
          ) : null}
        </div>
      ) : null}

      {/* Stepping is heard as well as seen: the step's number and its one-line summary. */}
      <p role="status" className="sr-only" data-testid="solver-announcer">
        {stepAnnouncement}
      </p>
    </div>
  );
}
