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
  /** Candidates in fixed 3x3 positions (the solver page's pencil grid). */
  candidates: number;
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
  label: string;
}

// Corner marks fill the corners first, then the edges, like the best-known solver apps.
const CORNER_SLOTS = [0, 2, 6, 8, 1, 7, 3, 5, 4];

function centreScale(mask: number): number {
  const n = popcount(mask);
  return n <= 4 ? 34 : n <= 6 ? 44 : 56;
}

function background(p: CellProps): string {
  if (p.selected) return "var(--selected)";
  if (p.involved) return "var(--hint)";
  if (p.colour) return `var(--c${p.colour})`;
  if (p.conflict || p.wrong) return "var(--conflict-bg)";
  if (p.same) return "var(--same)";
  if (p.inUnit || p.peer) return "var(--peer)";
  return "var(--cell)";
}

function CellImpl(p: CellProps) {
  const row = rowOf(p.index);
  const col = colOf(p.index);
  const bad = p.conflict || p.wrong;
  const shown = p.value || p.placed;
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
      className="cell"
      style={{
        background: background(p),
        // A coloured cell keeps its colour when selected: the selection shows as a ring.
        boxShadow: p.selected && p.colour ? `inset 0 0 0 3px var(--c${p.colour})` : undefined,
      }}
    >
      {shown ? (
        <span
          className={p.given ? "font-semibold" : bad ? "" : "font-normal"}
          style={{
            color: bad ? "var(--conflict)" : p.given ? "var(--given)" : "var(--entry)",
            // A digit a step would place is drawn in italics, at full contrast.
            fontStyle: !p.value && p.placed ? "italic" : undefined,
            textDecoration: p.wrong ? "underline wavy" : undefined,
            textDecorationThickness: p.wrong ? "2px" : undefined,
          }}
        >
          {shown}
        </span>
      ) : p.candidates || p.eliminated ? (
        <span className="cell-corner" aria-hidden="true">
          {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => {
            const gone = p.eliminated & (1 << (d - 1));
            const has = (p.candidates | p.eliminated) & (1 << (d - 1));
            return (
              <span
                key={d}
                className="flex items-center justify-center"
                style={
                  gone
                    ? { color: "var(--elim)", textDecoration: "line-through", fontWeight: 700 }
                    : { color: "var(--muted)" }
                }
              >
                {has ? d : ""}
              </span>
            );
          })}
        </span>
      ) : (
        <>
          {p.corner ? (
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
          {p.centre ? (
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
