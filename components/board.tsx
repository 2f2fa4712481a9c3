import { useEffect, useMemo, useRef, type KeyboardEvent, type PointerEvent } from "react";
import { digitsOf } from "@/lib/sudoku/digits";
import { colOf, isPeer, rowOf, UNITS } from "@/lib/sudoku/grid";
import { Cell } from "./cell";

/** What one cell shows. */
export interface CellView {
  value: number;
  given: boolean;
  corner: number;
  centre: number;
  colour: number;
  /** Fixed-position candidates (solver page); 0 elsewhere. */
  candidates?: number;
}

/** A step or hint drawn on the board. */
export interface BoardHighlight {
  cells: readonly number[];
  units: readonly number[];
  placements: readonly { cell: number; digit: number }[];
  eliminations: readonly { cell: number; digit: number }[];
  /** Digits the step reasons with, emphasised among the involved cells' candidates. */
  digits?: readonly number[];
}

export type SelectHow = "replace" | "toggle" | "extend";

export interface BoardProps {
  cells: readonly CellView[];
  /** Selected cells; the cursor is the one with keyboard focus. */
  selected: readonly number[];
  cursor: number;
  conflicts?: ReadonlySet<number>;
  wrongCells?: ReadonlySet<number>;
  highlight?: BoardHighlight | null;
  /** "loading" until the puzzle is there, so nobody mistakes 81 empty cells for a game. */
  status?: "loading" | "playing" | "solved" | "failed";
  /** Hides the digits (paused game); the grid keeps its place. */
  hidden?: boolean;
  /** Centre marks in fixed 3x3 positions (the "Notes in 3x3 grid" option). */
  gridNotes?: boolean;
  /** Digits shown as the solution after the game, where a cell is empty or wrong (0: none). */
  solution?: readonly number[] | null;
  label: string;
  onSelect: (cell: number, how: SelectHow) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

const digitList = (mask: number) => digitsOf(mask).join(" ");

function cellLabel(
  cell: number,
  view: CellView,
  conflict: boolean,
  wrong: boolean,
  extra: { placed: number; solution: number },
): string {
  let label = `Row ${rowOf(cell) + 1}, column ${colOf(cell) + 1}, `;
  if (view.value && extra.solution) label += `${view.value}, wrong, solution: ${extra.solution}`;
  else if (view.value) label += String(view.value);
  else if (extra.solution) label += `empty, solution: ${extra.solution}`;
  else if (extra.placed) label += `empty, hint: ${extra.placed}`;
  else {
    label += "empty";
    if (view.centre) label += `, notes ${digitList(view.centre)}`;
    if (view.corner) label += `, corner notes ${digitList(view.corner)}`;
    if (view.candidates) label += `, candidates ${digitList(view.candidates)}`;
  }
  if (view.given) label += ", given";
  if (conflict) label += ", conflict";
  if (wrong) label += ", wrong";
  if (view.colour) label += `, colour ${view.colour}`;
  return label;
}

const NO_CELLS: ReadonlySet<number> = new Set();

/**
 * The 9x9 board: an ARIA grid with a roving tabindex. Selection by click, Ctrl/Cmd+click,
 * drag, and (through `onKeyDown`) the keyboard. Props in, callbacks out.
 */
export function Board({
  cells,
  selected,
  cursor,
  conflicts = NO_CELLS,
  wrongCells = NO_CELLS,
  highlight,
  status = "playing",
  hidden = false,
  gridNotes = false,
  solution = null,
  label,
  onSelect,
  onKeyDown,
}: BoardProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  // Focus follows the cursor, but only when focus is already on the board.
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid || !grid.contains(document.activeElement)) return;
    grid.querySelector<HTMLElement>(`[data-cell="${cursor}"]`)?.focus();
  }, [cursor]);

  useEffect(() => {
    const stop = () => (dragging.current = false);
    window.addEventListener("pointerup", stop);
    window.addEventListener("pointercancel", stop);
    return () => {
      window.removeEventListener("pointerup", stop);
      window.removeEventListener("pointercancel", stop);
    };
  }, []);

  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const marks = useMemo(() => {
    const eliminated = new Map<number, number>();
    const placed = new Map<number, number>();
    for (const e of highlight?.eliminations ?? []) {
      eliminated.set(e.cell, (eliminated.get(e.cell) ?? 0) | (1 << (e.digit - 1)));
    }
    for (const p of highlight?.placements ?? []) placed.set(p.cell, p.digit);
    let pivot = 0;
    for (const d of highlight?.digits ?? []) pivot |= 1 << (d - 1);
    return { eliminated, placed, pivot, involved: new Set(highlight?.cells ?? []) };
  }, [highlight]);

  // Shading follows the selection, not the cursor: a cell just removed from the selection by
  // Ctrl+click is the cursor but must not look selected, nor shade its row and column.
  const anchor = selectedSet.has(cursor) ? cursor : (selected[selected.length - 1] ?? -1);
  const anchorDigit = anchor >= 0 ? cells[anchor]?.value : 0;

  const cellAt = (target: EventTarget | null): number => {
    const el = (target as HTMLElement | null)?.closest?.("[data-cell]");
    return el ? Number(el.getAttribute("data-cell")) : -1;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const cell = cellAt(event.target);
    if (cell < 0) return;
    const how: SelectHow =
      event.ctrlKey || event.metaKey ? "toggle" : event.shiftKey ? "extend" : "replace";
    dragging.current = true;
    onSelect(cell, how);
    (event.target as HTMLElement).closest<HTMLElement>("[data-cell]")?.focus();
    event.preventDefault();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    // Touch pointers stay captured by the first cell: find the cell under the finger instead.
    const cell = cellAt(document.elementFromPoint(event.clientX, event.clientY));
    if (cell >= 0 && cell !== cursor) onSelect(cell, "extend");
  };

  const rows = [];
  for (let r = 0; r < 9; r++) {
    const rowCells = [];
    for (let c = 0; c < 9; c++) {
      const i = r * 9 + c;
      const view = cells[i];
      const conflict = conflicts.has(i);
      const wrong = wrongCells.has(i);
      const inUnit = !!highlight && highlight.units.some((u) => UNITS[u].cells.includes(i));
      const peer = !highlight && selected.length === 1 && (i === anchor || isPeer(i, anchor));
      const placed = hidden ? 0 : (marks.placed.get(i) ?? 0);
      const shownSolution = hidden || view.given ? 0 : (solution?.[i] ?? 0);
      rowCells.push(
        <Cell
          key={i}
          index={i}
          value={hidden ? 0 : view.value}
          given={view.given}
          corner={hidden ? 0 : view.corner}
          centre={hidden ? 0 : view.centre}
          colour={hidden ? 0 : view.colour}
          candidates={hidden ? 0 : (view.candidates ?? 0)}
          gridNotes={gridNotes}
          selected={!hidden && selectedSet.has(i)}
          cursor={i === cursor}
          peer={!hidden && peer}
          same={!hidden && !highlight && !!anchorDigit && view.value === anchorDigit}
          conflict={!hidden && conflict}
          wrong={!hidden && wrong}
          involved={!hidden && marks.involved.has(i)}
          inUnit={!hidden && inUnit}
          eliminated={hidden ? 0 : (marks.eliminated.get(i) ?? 0)}
          placed={placed}
          pivot={marks.involved.has(i) ? marks.pivot : 0}
          solution={shownSolution}
          label={
            hidden
              ? `Row ${r + 1}, column ${c + 1}, hidden`
              : cellLabel(i, view, conflict, wrong, { placed, solution: shownSolution })
          }
        />,
      );
    }
    rows.push(
      // A row is named by its number: otherwise its name is all nine cell labels in a row.
      <div role="row" key={r} aria-label={`Row ${r + 1}`} className="board-row">
        {rowCells}
      </div>,
    );
  }

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label={label}
      aria-multiselectable="true"
      data-status={status}
      className="board"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onKeyDown={onKeyDown}
    >
      {rows}
    </div>
  );
}
