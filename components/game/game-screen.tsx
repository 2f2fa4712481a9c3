"use client";

import { useRouter } from "next/navigation";
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { applyMove, canRedo, canUndo, digitCounts, valuesOf } from "@/lib/game/board";
import {
  digitMove,
  extendSelection,
  selectCell,
  type EntryMode,
  type Selection,
} from "@/lib/game/input";
import type { Move } from "@/lib/game/move";
import { NO_HINTS, type HintLevel, type HintView } from "@/lib/game/protocol";
import { elapsedAt } from "@/lib/game/session";
import { findConflicts, gridFrom } from "@/lib/sudoku/grid";
import { Board, type CellView, type SelectHow } from "../board";
import { focusBoard } from "./focus-board";
import { GameControls } from "./game-controls";
import { GameHeader } from "./game-header";
import { hintHighlight } from "./hint-highlight";
import { LEVEL_NAMES } from "./levels";
import { MISTAKE_RULE } from "./mistake-rule";
import { stepCandidates } from "./step-candidates";
import { useAutoPause } from "./use-auto-pause";
import { useBoardKeys } from "./use-board-keys";
import { useGameSession } from "./use-game-session";
import { useStoredFlag } from "./use-stored-flag";

// Shown once, at the end: the game page's first load (150 kB budget) goes without it.
const ResultDialog = lazy(() =>
  import("../result-dialog").then((module) => ({ default: module.ResultDialog })),
);
// Shown only after a hint is asked for; its chunk is fetched while the server finds the hint.
// Off the first load (the page is at its JS budget), fetched right after it while the link is
// up, so an offline page still has its banner.
// Shown only when a game cannot be opened: off the game page's first load.
const GameUnavailable = lazy(() =>
  import("./game-unavailable").then((module) => ({ default: module.GameUnavailable })),
);
// What a screen reader hears after a move: loaded as the page settles, off its first load.
type Announcer = typeof import("./move-announcement");
const loadAnnouncer = () => import("./move-announcement");
const loadConnectionBanner = () => import("../connection-banner");
const ConnectionBanner = lazy(() =>
  loadConnectionBanner().then((module) => ({ default: module.ConnectionBanner })),
);
const loadHintPanel = () => import("../hint-panel");
const HintPanel = lazy(() => loadHintPanel().then((module) => ({ default: module.HintPanel })));

const EMPTY_VIEW: CellView = { value: 0, given: false, corner: 0, centre: 0, colour: 0 };
const SKELETON: readonly CellView[] = Array.from({ length: 81 }, () => EMPTY_VIEW);

/**
 * A race game's differences from a single-player one: the race clock never pauses (no Pause,
 * no pause on a hidden tab), hints only when the room allows them, and the race's own results
 * instead of the result dialog and "New game".
 */
export interface RaceMode {
  hintsAllowed: boolean;
  /** The opponents and results: beside the board on a desktop, above it on a phone. */
  aside: ReactNode;
  /** Race controls (reactions, give up) at the end of the game controls. */
  after?: ReactNode;
  /** The racer's race is over without a solved grid (gave up, forfeited): the board stays
   * to look at, the controls are off. */
  locked?: boolean;
  /** What the game is called in its title ("race" by default; "challenge"). */
  noun?: string;
  /** Told the player's own progress as it changes: a challenge moves its ghosts beside it. */
  onProgress?: (progress: { filled: number; toFill: number; status: string }) => void;
}

/** The game page's client side: board, controls, hint, clock and result, over one session. */
export function GameScreen({
  gameId,
  race,
  dailyDate = null,
  dailyPractice = false,
}: {
  gameId: string;
  race?: RaceMode;
  /** A daily game: the date of its daily. */
  dailyDate?: string | null;
  /** A daily game that is not the player's attempt (a past day played again): unranked. */
  dailyPractice?: boolean;
}) {
  const router = useRouter();
  const game = useGameSession(gameId);
  const { session, current: currentSession, submit, pause, resume } = game;
  const [selection, setSelection] = useState<Selection>({ cells: [0], cursor: 0 });
  const [mode, setMode] = useState<EntryMode>("digit");
  const [hint, setHint] = useState<HintView | null>(null);
  const [hintBusy, setHintBusy] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [creating, setCreating] = useState(false);
  const [resultClosed, setResultClosed] = useState(false);
  const [solution, setSolution] = useState<readonly number[] | null>(null);
  const [gridNotes, setGridNotes] = useStoredFlag("nonet.notesGrid", false);
  const autoPaused = useRef(false);
  const hintKeyRef = useRef<() => void>(() => {});

  const board = session?.board;
  const status = session?.status ?? "playing";
  // An explicit pause survives a reload: the overlay shows until the player resumes.
  // Races and dailies are timed on the wall clock: they have no pause.
  const wallClock = !!race || !!dailyDate;
  const paused =
    !wallClock &&
    !!session &&
    status === "playing" &&
    (session.timer.paused || !session.timer.running);
  const hintsAllowed = !race || race.hintsAllowed;
  const playable = !!session && status === "playing" && !paused && !race?.locked;
  const stepShown = hint?.kind === "step" && hint.level === "step";

  const views = useMemo<readonly CellView[]>(() => {
    if (!board) return SKELETON;
    // While a step is shown, every empty cell shows the candidates the hint reasoned from.
    const shown = stepShown ? stepCandidates(board) : null;
    return board.cells.map((c, i) => ({
      ...c,
      given: board.givens[i] !== 0,
      candidates: shown ? shown[i] : 0,
    }));
  }, [board, stepShown]);
  const conflicts = useMemo(() => (board ? findConflicts(valuesOf(board)) : undefined), [board]);
  const wrongCells = useMemo(() => new Set(session?.wrongCells ?? []), [session?.wrongCells]);
  const counts = useMemo(
    () => (board ? digitCounts(board) : new Array<number>(10).fill(0)),
    [board],
  );

  const highlight = useMemo(() => hintHighlight(hint), [hint]);

  // A wrong entry is found by the server: announce it when its count goes up.
  const mistakes = session?.mistakes;
  const seenMistakes = useRef<number | null>(null);
  const seenWrong = useRef<ReadonlySet<number>>(new Set());
  useEffect(() => {
    if (mistakes === undefined) return;
    const before = seenMistakes.current;
    const previous = seenWrong.current;
    seenMistakes.current = mistakes;
    seenWrong.current = wrongCells;
    if (before === null || mistakes <= before || !board) return;
    const cell = [...wrongCells].find((c) => !previous.has(c)) ?? [...wrongCells].pop();
    if (cell === undefined) return;
    // The count arrives with the server's ack, after the render that showed the digit.
    const words = announcer.current?.mistakeAnnouncement(board.cells[cell].value, cell, mistakes);
    if (words) setAnnouncement(words);
  }, [mistakes, wrongCells, board]);

  const announcer = useRef<Announcer | null>(null);
  useEffect(() => {
    void loadConnectionBanner();
    void loadAnnouncer().then((module) => (announcer.current = module));
  }, []);

  // Focus the board once it is there, so the keyboard works from the first key.
  const loaded = !!session;
  useEffect(() => {
    if (loaded) document.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus();
  }, [loaded]);

  const play = useCallback(
    (move: Move) => {
      const current = currentSession();
      if (!current || current.status !== "playing") return;
      // A paused clock holds the board; a race or daily clock is never paused.
      if (!wallClock && !current.timer.running) return;
      const after = applyMove(current.board, move);
      const words = announcer.current?.moveAnnouncement(move, current.board, after);
      if (words !== undefined) setAnnouncement(words);
      // The board changed under the hint: it may no longer apply.
      setHint(null);
      submit(move);
    },
    [currentSession, submit, wallClock],
  );

  const onDigit = useCallback(
    (digit: number, entry: EntryMode = mode) => {
      const move = digitMove(entry, selection.cells, digit);
      if (move) play(move);
    },
    [mode, selection.cells, play],
  );

  const erase = useCallback(() => {
    if (selection.cells.length) play({ type: "erase", cells: [...selection.cells] });
  }, [selection.cells, play]);

  // Undo keeps the player's place: the button disables itself at the first move, and focus
  // would fall to the page.
  const undo = useCallback(() => {
    const before = currentSession()?.board;
    if (before && !canUndo(applyMove(before, { type: "undo" }))) focusBoard();
    play({ type: "undo" });
  }, [currentSession, play]);

  const onSelect = useCallback((cell: number, how: SelectHow) => {
    setSelection((s) =>
      how === "extend" ? extendSelection(s, cell) : selectCell(s, cell, how === "toggle"),
    );
  }, []);

  const hintKey = useCallback(() => hintKeyRef.current(), []);
  useBoardKeys({ mode, setMode, setSelection, onDigit, erase, undo, play, hint: hintKey });

  useAutoPause({ wallClock, currentSession, pause, resume, autoPaused });

  const askHint = async (level: HintLevel) => {
    setHintBusy(true);
    // The panel's chunk also words the announcement: off the page's first load (its budget).
    const panel = loadHintPanel();
    const result = (await game.requestHint(level))?.hint ?? null;
    setHintBusy(false);
    setHint(result);
    const said = (await panel).hintAnnouncement(result);
    if (said) setAnnouncement(said);
    focusBoard(true);
  };

  // Focus scrolls the button into view.
  const focusHintPanel = () =>
    document.querySelector<HTMLElement>('[data-testid="hint-panel"] button')?.focus();

  const applyHint = () => {
    if (hint?.kind !== "step" || hint.level !== "step") return;
    // Exactly the step the server handed out: it refuses anything else.
    const { placements, eliminations } = hint.step;
    play({ type: "step", placements: [...placements], eliminations: [...eliminations] });
    setHint(null);
    focusBoard();
  };

  // H walks the same path as the buttons (Hint, Show cells, Show step, Apply) from the board,
  // so a keyboard player need not Tab to the panel and back for every hint.
  useEffect(() => {
    hintKeyRef.current = () => {
      if (!playable || hintBusy || !hintsAllowed) return;
      if (hint?.kind === "step" && hint.level === "step") return applyHint();
      if (hint?.kind === "step") return void askHint(hint.level === "nudge" ? "cells" : "step");
      void askHint("nudge");
    };
  });

  const showSolution = () => {
    // The server sends the solution only once the game is over (in the snapshot or the event
    // that ended it).
    const solved = currentSession()?.solution;
    if (solved) {
      setSolution(gridFrom(solved));
      setAnnouncement("The solution is shown in the empty cells");
    } else setAnnouncement("The solution is not available");
  };

  const newGame = async () => {
    if (!session || session.level === "custom") return router.push("/play");
    setCreating(true);
    const id = await game.createGame({
      level: session.level,
      mistakeChecking: session.mistakeChecking,
    });
    if (id) router.push(`/play/${id}`);
    else setCreating(false);
  };

  const onProgress = race?.onProgress;
  const filled = board ? filledCount(board.givens, valuesOf(board)) : 0;
  const toFill = board ? board.givens.filter((g) => g === 0).length : 0;
  const hasSession = !!session;
  useEffect(() => {
    if (hasSession) onProgress?.({ filled, toFill, status });
  }, [onProgress, filled, toFill, status, hasSession]);

  if (game.error) {
    return (
      <Suspense fallback={null}>
        <GameUnavailable code={game.error.code} message={game.error.message} />
      </Suspense>
    );
  }

  const levelName = session
    ? session.level === "custom"
      ? "Custom"
      : LEVEL_NAMES[session.level]
    : "";
  const finished = status === "solved" || status === "failed";
  // The board shows the solution only where the player left a cell empty or wrong.
  const solutionShown =
    solution && board ? solution.map((d, i) => (board.cells[i].value === d ? 0 : d)) : null;

  return (
    <div
      data-pending={session?.pending.length ?? 0}
      data-testid="game"
      className={
        race
          ? // Three places on a desktop: the board, and beside it the race above the controls.
            "flex flex-col items-center gap-3 lg:grid lg:grid-cols-[auto_18rem] lg:grid-rows-[auto_1fr] lg:items-start lg:justify-center lg:gap-x-8"
          : "flex flex-col items-center gap-3 lg:flex-row lg:items-start lg:justify-center lg:gap-8"
      }
    >
      {race ? (
        <div className="w-full max-w-[34rem] lg:col-start-2 lg:row-start-1 lg:w-72 lg:pt-11">
          {race.aside}
        </div>
      ) : null}
      <div
        className={`flex flex-col gap-2 ${race ? "lg:col-start-1 lg:row-span-2 lg:row-start-1" : ""}`}
      >
        <Suspense fallback={null}>
          <ConnectionBanner connection={game.connection} />
        </Suspense>
        <GameHeader
          session={session ?? null}
          title={
            session
              ? dailyDate
                ? `${dailyPractice ? "Practice: daily" : "Daily"} ${dailyDate} · ${levelName}`
                : `${levelName} ${race ? (race.noun ?? "race") : "game"}`
              : "Loading game…"
          }
          wallClock={wallClock}
          playable={playable}
          onPause={() => {
            autoPaused.current = false;
            pause();
          }}
        />
        <div className="relative">
          <Board
            cells={views}
            selected={selection.cells}
            cursor={selection.cursor}
            conflicts={conflicts}
            wrongCells={wrongCells}
            highlight={highlight}
            status={session ? status : "loading"}
            hidden={paused}
            gridNotes={gridNotes}
            solution={finished ? solutionShown : null}
            label={session ? `${levelName} Sudoku board` : "Sudoku board, loading"}
            onSelect={onSelect}
          />
          {paused ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-bg/85">
              <p className="text-lg font-semibold">Paused</p>
              <button
                type="button"
                autoFocus
                onClick={() => {
                  autoPaused.current = false;
                  resume();
                  focusBoard();
                }}
                className="min-h-11 rounded-md bg-accent px-5 py-2 font-medium text-accent-fg"
              >
                Resume
              </button>
            </div>
          ) : null}
        </div>
        {session?.mistakeChecking ? <p className="text-xs text-muted">{MISTAKE_RULE}</p> : null}
        {finished && resultClosed && !race ? (
          <div className="flex gap-2" data-testid="after-game">
            <button
              type="button"
              disabled={creating}
              onClick={() => void newGame()}
              className="min-h-11 flex-1 rounded-md bg-accent px-3 font-medium text-accent-fg disabled:opacity-60"
            >
              New game
            </button>
            {status === "failed" ? (
              <button
                type="button"
                disabled={!!solution}
                onClick={() => void showSolution()}
                className="min-h-11 flex-1 rounded-md border border-border px-3 font-medium disabled:opacity-50"
              >
                Show solution
              </button>
            ) : null}
          </div>
        ) : null}
      </div>

      <div
        className={`flex w-full max-w-[34rem] flex-col gap-3 lg:w-72 ${
          race ? "lg:col-start-2 lg:row-start-2" : "lg:pt-11"
        }`}
      >
        <GameControls
          hintPanel={
            hint ? (
              <Suspense fallback={null}>
                <HintPanel
                  hint={hint}
                  counts={session?.hints ?? NO_HINTS}
                  busy={hintBusy || !playable}
                  onMore={(level) => void askHint(level)}
                  onApply={applyHint}
                  onDismiss={() => {
                    setHint(null);
                    focusBoard();
                  }}
                />
              </Suspense>
            ) : null
          }
          race={race}
          mode={mode}
          onMode={setMode}
          counts={counts}
          playable={playable}
          paused={paused}
          canUndo={!!board && canUndo(board)}
          canRedo={!!board && canRedo(board)}
          hintsAllowed={hintsAllowed}
          hintBusy={hintBusy}
          hintUnavailable={game.hintUnavailable ?? null}
          gridNotes={gridNotes}
          onGridNotes={setGridNotes}
          onDigit={(d) => onDigit(d)}
          onErase={erase}
          onUndo={undo}
          onRedo={() => play({ type: "redo" })}
          onHint={() => {
            // The step already shown is still the board's (any move clears it): asking again
            // would charge another nudge for the same news, so Hint leads to the panel instead.
            if (hint?.kind === "step") return focusHintPanel();
            void askHint("nudge");
          }}
          onAutoCandidates={() => play({ type: "autoCandidates" })}
        />
      </div>

      <div aria-live="polite" className="sr-only" data-testid="announcer">
        {announcement}
      </div>

      {session && finished && !resultClosed && !race ? (
        <Suspense fallback={null}>
          <ResultDialog
            status={status}
            elapsedMs={elapsedAt(session, session.timerAt)}
            hints={session.hints}
            mistakes={session.mistakes}
            mistakeChecking={session.mistakeChecking}
            busy={creating}
            gameId={gameId}
            daily={
              dailyDate && session.level !== "custom"
                ? { date: dailyDate, level: session.level, practice: dailyPractice }
                : undefined
            }
            onNewGame={() => void newGame()}
            onClose={() => setResultClosed(true)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Empty cells of the puzzle that hold a digit. */
function filledCount(givens: readonly number[], values: readonly number[]): number {
  return givens.reduce((n, given, i) => (given === 0 && values[i] !== 0 ? n + 1 : n), 0);
}
