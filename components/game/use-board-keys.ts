import { useEffect, type Dispatch, type SetStateAction } from "react";
import { keyAction, moveCursor, type EntryMode, type Selection } from "@/lib/game/input";
import type { Move } from "@/lib/game/move";

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === "INPUT" || el.tagName === "TEXTAREA" || el.isContentEditable);
}

export interface BoardKeys {
  mode: EntryMode;
  setMode: (mode: EntryMode) => void;
  setSelection: Dispatch<SetStateAction<Selection>>;
  onDigit: (digit: number, mode: EntryMode) => void;
  erase: () => void;
  undo: () => void;
  play: (move: Move) => void;
  /** H: the next step of the hint flow. */
  hint: () => void;
}

/**
 * One keyboard handler for the whole page: digits typed after pressing a pad button still
 * reach the board. Text fields and open dialogs keep their keys.
 */
export function useBoardKeys({
  mode,
  setMode,
  setSelection,
  onDigit,
  erase,
  undo,
  play,
  hint,
}: BoardKeys) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTyping(event.target) || document.querySelector("dialog[open]")) return;
      const action = keyAction(event, mode);
      if (!action) return;
      event.preventDefault();
      switch (action.kind) {
        case "digit":
          return onDigit(action.digit, action.mode);
        case "erase":
          return erase();
        case "undo":
          return undo();
        case "redo":
          return play({ type: "redo" });
        case "mode":
          return setMode(action.mode);
        case "selectAll":
          return setSelection((s) => ({
            cells: Array.from({ length: 81 }, (_, i) => i),
            cursor: s.cursor,
          }));
        case "clearSelection":
          return setSelection((s) => ({ cells: [], cursor: s.cursor }));
        case "hint":
          return hint();
        case "move": {
          setSelection((s) => moveCursor(s, action.dRow, action.dCol, action.extend));
          // Arrows bring focus back to the board from a pad button.
          const grid = document.querySelector('[role="grid"]');
          if (grid && !grid.contains(document.activeElement)) {
            requestAnimationFrame(() =>
              grid.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus(),
            );
          }
          return;
        }
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [mode, setMode, setSelection, onDigit, erase, play, undo, hint]);
}
