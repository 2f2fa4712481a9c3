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
  status?: "playing" | "solved" | "failed";
  /** Hides the digits (paused game); the grid keeps its place. */
  hidden?: boolean;
  label: string;
  onSelect: (cell: number, how: SelectHow) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

const digitList = (mask: number) => digitsOf(mask).join(" ");

function cellLabel(cell: number, view: CellView, conflict: boolean, wrong: boolean): string {
  let label = `Row ${rowOf(cell) + 1}, column ${colOf(cell) + 1}, `;
  if (view.value) label += String(view.value);
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
    return { eliminated, placed, involved: new Set(highlight?.cells ?? []) };
  }, [highlight]);

  const cursorDigit = selected.length > 0 ? cells[cursor]?.value : 0;

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
      const peer = !highlight && selected.length === 1 && (i === cursor || isPeer(i, cursor));
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
          selected={!hidden && selectedSet.has(i)}
          cursor={i === cursor}
          peer={!hidden && peer}
          same={!hidden && !highlight && !!cursorDigit && view.value === cursorDigit}
          conflict={!hidden && conflict}
          wrong={!hidden && wrong}
          involved={!hidden && marks.involved.has(i)}
          inUnit={!hidden && inUnit}
          eliminated={hidden ? 0 : (marks.eliminated.get(i) ?? 0)}
          placed={hidden ? 0 : (marks.placed.get(i) ?? 0)}
          label={
            hidden ? `Row ${r + 1}, column ${c + 1}, hidden` : cellLabel(i, view, conflict, wrong)
          }
        />,
      );
    }
    rows.push(
      <div role="row" key={r} className="board-row">
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
