import { memo } from "react";
import type { BoardState } from "@/lib/game/board";
import type { Grid } from "@/lib/sudoku/grid";

export interface MiniBoardProps {
  board: BoardState;
  /** The race is over, so a replay may tell right digits from wrong ones. */
  solution: Grid;
  /** Cells of the hardest step, tinted so the eye finds them while scrubbing. */
  targets: ReadonlySet<number>;
  label: string;
}

/**
 * A racer's board at the scrubbed instant: read-only, so no selection or focus per cell (the
 * game's Board is an editor with a roving cursor); still a labelled grid for screen readers.
 * Sized by its container (container query units), so four fit a desktop row and one a phone.
 */
export const MiniBoard = memo(function MiniBoard({
  board,
  solution,
  targets,
  label,
}: MiniBoardProps) {
  const rows = [];
  for (let r = 0; r < 9; r++) {
    const cells = [];
    for (let c = 0; c < 9; c++) {
      const i = r * 9 + c;
      const value = board.cells[i].value;
      const given = board.givens[i] !== 0;
      const wrong = !given && value !== 0 && value !== solution[i];
      const target = targets.has(i);
      let text = "text-(--entry)";
      if (given) text = "font-semibold text-(--given)";
      else if (wrong) text = "text-(--conflict)";
      let background = "bg-(--cell)";
      if (wrong) background = "bg-(--conflict-bg)";
      else if (target) background = "bg-(--hint)";
      const right =
        c === 8
          ? ""
          : c % 3 === 2
            ? "border-r-2 border-r-(--box-line)"
            : "border-r border-r-(--line)";
      const bottom =
        r === 8
          ? ""
          : r % 3 === 2
            ? "border-b-2 border-b-(--box-line)"
            : "border-b border-b-(--line)";
      let cellLabel = `Row ${r + 1}, column ${c + 1}, ${value || "empty"}`;
      if (given) cellLabel += ", given";
      if (wrong) cellLabel += ", wrong";
      if (target) cellLabel += ", hardest step";
      cells.push(
        <div
          key={i}
          role="gridcell"
          aria-label={cellLabel}
          data-cell={i}
          className={`flex items-center justify-center leading-none ${text} ${background} ${right} ${bottom}`}
        >
          {value || ""}
        </div>,
      );
    }
    rows.push(
      <div key={r} role="row" aria-label={`Row ${r + 1}`} className="grid grid-cols-9">
        {cells}
      </div>,
    );
  }
  return (
    <div className="@container w-full">
      <div
        role="grid"
        aria-label={label}
        aria-readonly="true"
        className="grid aspect-square w-full grid-rows-9 border-2 border-(--box-line) text-[6.5cqw] select-none"
      >
        {rows}
      </div>
    </div>
  );
});
