import { memo } from "react";
import { digitsOf, popcount } from "@/lib/sudoku/digits";
import { colOf, rowOf } from "@/lib/sudoku/grid";

/** One cell as the board draws it; the board computes every flag. */
export interface CellProps {
  index: number;
  value: number;
  given: boolean;
  /** Digit bit sets (bit d-1 for digit d). */
  corner: number;
  centre: number;
  /** 0 for none, 1-9 for the palette. */
  colour: number;
  /** Candidates in fixed 3x3 positions (a shown step, the solver page's pencil grid). */
  candidates: number;
  /** Draw centre marks in fixed 3x3 positions instead of a line (a display option). */
  gridNotes: boolean;
  selected: boolean;
  cursor: boolean;
  peer: boolean;
  same: boolean;
  conflict: boolean;
  wrong: boolean;
  /** Part of the step or hint shown: a cell the reasoning is about. */
  involved: boolean;
  /** In a unit the step is about. */
  inUnit: boolean;
  /** Digits a step removes from this cell, and a digit it places here. */
  eliminated: number;
  placed: number;
  /** Digits the step reasons with (a pivot's "(8/9)"), emphasised among the candidates. */
  pivot: number;
  /** The solution's digit, shown in an empty cell once the player asked for it. */
  solution: number;
  label: string;
}

// Corner marks fill the corners first, then the edges, like the best-known solver apps.
const CORNER_SLOTS = [0, 2, 6, 8, 1, 7, 3, 5, 4];
const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** A font size (as a fraction of the board) that keeps n centre marks on one line. */
function centreScale(mask: number): number {
  const n = popcount(mask);
  return n <= 4 ? 34 : n <= 6 ? 46 : 62;
}

function background(p: CellProps): string {
  if (p.colour) return `var(--c${p.colour})`;
  if (p.selected) return "var(--selected)";
  if (p.involved) return "var(--hint)";
  if (p.conflict || p.wrong) return "var(--conflict-bg)";
  if (p.same) return "var(--same)";
  if (p.inUnit || p.peer) return "var(--peer)";
  return "var(--cell)";
}

/** Nine fixed slots, digit d at row (d-1)/3, column (d-1)%3: the layout players scan. */
function NotesGrid({
  digits,
  struck = 0,
  strong = 0,
}: {
  digits: number;
  struck?: number;
  strong?: number;
}) {
  return (
    <span className="cell-corner" aria-hidden="true" data-notes-grid="true">
      {DIGITS.map((d) => {
        const b = 1 << (d - 1);
        const style =
          struck & b
            ? { color: "var(--elim)", textDecoration: "line-through", fontWeight: 700 }
            : strong & b
              ? { color: "var(--pivot)", fontWeight: 700 }
              : undefined;
        return (
          <span
            key={d}
            className="flex items-center justify-center"
            data-struck={struck & b ? "true" : undefined}
            style={style}
          >
            {(digits | struck) & b ? d : ""}
          </span>
        );
      })}
    </span>
  );
}

function CellImpl(p: CellProps) {
  const row = rowOf(p.index);
  const col = colOf(p.index);
  const bad = p.conflict || p.wrong;
  return (
    <div
      role="gridcell"
      aria-label={p.label}
      aria-selected={p.selected}
      aria-readonly={p.given}
      tabIndex={p.cursor ? 0 : -1}
      data-row={row}
      data-col={col}
      data-cell={p.index}
      data-value={p.value || ""}
      data-given={p.given ? "true" : "false"}
      data-conflict={p.conflict ? "true" : undefined}
      data-wrong={p.wrong ? "true" : undefined}
      data-involved={p.involved ? "true" : undefined}
      data-ghost={!p.value && p.placed ? p.placed : undefined}
      data-solution={p.solution || undefined}
      className="cell"
      style={{
        background: background(p),
        // The selection is a thick ring as well as a colour, so it shows on coloured cells, on
        // touch screens (no focus ring) and to players who cannot tell the blues apart.
        boxShadow: p.selected ? "inset 0 0 0 3px var(--ring)" : undefined,
      }}
    >
      {p.solution ? (
        // Shown only where the player's cell is empty or wrong, once the game is over.
        <span className="cell-solution">{p.solution}</span>
      ) : p.value ? (
        <span
          className={p.given ? "font-semibold" : bad ? "" : "font-normal"}
          style={{
            color: bad ? "var(--conflict)" : p.given ? "var(--given)" : "var(--entry)",
            textDecoration: p.wrong ? "underline wavy" : undefined,
            textDecorationThickness: p.wrong ? "2px" : undefined,
          }}
        >
          {p.value}
        </span>
      ) : p.placed ? (
        // Not the player's digit yet: italic, outlined, another colour, until Apply.
        <span className="cell-ghost">{p.placed}</span>
      ) : p.candidates || p.eliminated ? (
        <NotesGrid digits={p.candidates} struck={p.eliminated} strong={p.pivot} />
      ) : (
        <>
          {p.corner && !(p.gridNotes && p.centre) ? (
            <span className="cell-corner" aria-hidden="true">
              {digitsOf(p.corner).map((d, i) => (
                <span
                  key={d}
                  className="flex items-center justify-center"
                  style={{
                    gridRow: Math.floor(CORNER_SLOTS[i] / 3) + 1,
                    gridColumn: (CORNER_SLOTS[i] % 3) + 1,
                  }}
                >
                  {d}
                </span>
              ))}
            </span>
          ) : null}
          {p.centre && p.gridNotes ? (
            <NotesGrid digits={p.centre} />
          ) : p.centre ? (
            <span
              className="cell-centre"
              aria-hidden="true"
              // Many centre marks shrink to stay on one line, as in paper solving.
              style={{ fontSize: `calc(var(--board-size) / ${centreScale(p.centre)})` }}
            >
              {digitsOf(p.centre).join("")}
            </span>
          ) : null}
        </>
      )}
    </div>
  );
}

export const Cell = memo(CellImpl);
