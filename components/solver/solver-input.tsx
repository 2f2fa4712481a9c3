"use client";

// The solver page's small pieces: reading what was pasted, and its toggle button.
import type { ReactNode } from "react";
import { bit } from "@/lib/sudoku/digits";
import { parsePosition, PencilmarkError } from "@/lib/sudoku/pencilmarks";
import type { StepState } from "./solver-messages";

/** The digits a text holds, leniently, so a half-typed or clashing puzzle still shows. */
export function looseGrid(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) {
    if (out.length === 81) break;
    if (ch >= "1" && ch <= "9") out.push(Number(ch));
    else if (ch === "0" || ch === ".") out.push(0);
  }
  while (out.length < 81) out.push(0);
  return out;
}

/** A pasted pencilmark position, or why it is not one. */
export function readPosition(text: string): StepState | string {
  try {
    return parsePosition(text);
  } catch (error) {
    if (error instanceof PencilmarkError) return error.message;
    throw error;
  }
}

/** The empty cells whose marks rule out the solution's digit, to mark them on the board. */
export function ruledOutCells(state: StepState, solution: readonly number[]): ReadonlySet<number> {
  const out = new Set<number>();
  state.values.forEach((value, cell) => {
    if (!value && !(state.candidates[cell] & bit(solution[cell]))) out.add(cell);
  });
  return out;
}

/** Equal for two positions with the same values, candidates and givens. */
export const stateKey = (state: StepState): string =>
  `${state.values.join("")}:${state.candidates.join(",")}:${state.givens?.map(Number).join("") ?? ""}`;

export function ToggleButton(props: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
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
