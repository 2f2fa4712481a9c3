import { lazy, Suspense, type ReactNode } from "react";
import type { EntryMode } from "@/lib/game/input";
import { ModeButtons } from "../mode-buttons";
import { NumberPad } from "../number-pad";

// The first-use tip for touch screens, shown once: off the game page's first load.
const TouchIntro = lazy(() => import("./touch-intro").then((m) => ({ default: m.TouchIntro })));

export interface GameControlsProps {
  /** The hint panel while a hint is shown. */
  hintPanel: ReactNode;
  /** A race: no first-use tip, and its own controls (reactions, give up) at the end. */
  race?: { hintsAllowed: boolean; after?: ReactNode };
  mode: EntryMode;
  onMode: (mode: EntryMode) => void;
  /** How many of each digit are on the board (index 1..9). */
  counts: readonly number[];
  playable: boolean;
  paused: boolean;
  canUndo: boolean;
  canRedo: boolean;
  hintsAllowed: boolean;
  hintBusy: boolean;
  /** Why the server cannot give a hint now, if it said so. */
  hintUnavailable: string | null;
  gridNotes: boolean;
  onGridNotes: (on: boolean) => void;
  onDigit: (digit: number) => void;
  onErase: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onHint: () => void;
  onAutoCandidates: () => void;
}

/**
 * Everything under the board on a phone and beside it on a desktop. On a phone the digits
 * come first, right under the board, so a hint or the first-use tip never pushes them off the
 * screen: the hint panel follows the pad (the page scrolls the board and the panel into view
 * together, the pad between them), the tip comes after the buttons. On a desktop the hint
 * panel is first in the column, beside the board's top.
 */
export function GameControls(props: GameControlsProps) {
  const { race, hintsAllowed, playable } = props;
  return (
    <>
      <div className="flex flex-col gap-3">
        <ModeButtons mode={props.mode} onMode={props.onMode} />
        <NumberPad
          mode={props.mode}
          counts={props.counts}
          disabled={!playable}
          hideCounts={props.paused}
          onDigit={props.onDigit}
        />
      </div>
      {props.hintPanel ? (
        <div className="flex flex-col lg:order-first">{props.hintPanel}</div>
      ) : null}
      <div className="grid grid-cols-4 gap-1 lg:grid-cols-2">
        <ActionButton label="Erase" disabled={!playable} onClick={props.onErase} />
        <ActionButton label="Undo" disabled={!playable || !props.canUndo} onClick={props.onUndo} />
        <ActionButton label="Redo" disabled={!playable || !props.canRedo} onClick={props.onRedo} />
        {hintsAllowed ? (
          <ActionButton
            label="Hint"
            disabled={!playable || props.hintBusy}
            onClick={props.onHint}
          />
        ) : null}
        <ActionButton
          label="Auto candidates"
          disabled={!playable}
          onClick={props.onAutoCandidates}
          wide
        />
      </div>
      {/* A race has no moment to spare for a card on a phone's first screen. */}
      {race ? null : (
        <Suspense fallback={null}>
          <TouchIntro />
        </Suspense>
      )}
      {race && !race.hintsAllowed ? (
        <p className="text-xs text-muted">No hints in this race.</p>
      ) : null}
      {props.hintUnavailable && playable && hintsAllowed ? (
        <p data-testid="hint-unavailable" className="text-xs text-muted">
          Hint unavailable: {props.hintUnavailable}
        </p>
      ) : null}
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={props.gridNotes}
          onChange={(e) => props.onGridNotes(e.target.checked)}
          className="h-5 w-5"
        />
        Notes in 3x3 grid
      </label>
      <p className="hidden text-xs text-muted lg:block">
        Arrows move, Shift+arrows or drag select more. Shift+digit: corner mark; Ctrl+digit: centre
        mark. Ctrl+Z / Ctrl+Y undo and redo.
        {hintsAllowed ? " H: hint, then more of it, then apply." : null}
      </p>
      {race?.after}
    </>
  );
}

function ActionButton(props: {
  label: string;
  disabled?: boolean;
  wide?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      disabled={props.disabled}
      onClick={props.onClick}
      className={`min-h-11 rounded-md border border-border bg-surface px-2 py-2 text-sm font-medium disabled:opacity-50 ${
        props.wide ? "col-span-4 lg:col-span-2" : ""
      }`}
    >
      {props.label}
    </button>
  );
}
