/**
 * Single-digit patterns: skyscraper, 2-string kite, turbot fish and empty rectangle.
 *
 * A strong link joins the only two cells of a unit where a digit fits: one of them holds it.
 * Two strong links whose inner ends see each other form a chain: both inner ends cannot hold
 * the digit, so one of the outer ends does, and any cell seeing both outer ends loses it.
 */
import { bit } from "../digits";
import { BOXES, boxOf, cellName, colOf, PEERS, rowOf, UNITS, unitName } from "../grid";
import { sees } from "./peer-table";
import { eliminationsText, makeStep, TechniqueId, type Elimination, type Step } from "../step";
import { techniqueFromSearch, type LogicState } from "./state";

interface StrongLink {
  a: number;
  b: number;
  unit: number;
}

/** Every unit where the digit fits in exactly two cells. */
export function strongLinksOf(state: LogicState, b: number): StrongLink[] {
  const out: StrongLink[] = [];
  for (const unit of UNITS) {
    let first = -1;
    let second = -1;
    let count = 0;
    for (const cell of unit.cells) {
      if (!(state.candidates[cell] & b)) continue;
      if (++count === 1) first = cell;
      else second = cell;
    }
    if (count === 2) out.push({ a: first, b: second, unit: unit.index });
  }
  return out;
}

type Shape = "skyscraper" | "two-string-kite" | "turbot-fish";

/** Which named pattern two strong links with inner ends `p`, `q` make. */
function shapeOf(
  l1: number,
  l2: number,
  outer1: number,
  p: number,
  q: number,
  outer2: number,
): Shape {
  const k1 = UNITS[l1].kind;
  const k2 = UNITS[l2].kind;
  if (k1 === "row" && k2 === "row" && colOf(p) === colOf(q) && colOf(outer1) !== colOf(outer2))
    return "skyscraper";
  if (
    k1 === "column" &&
    k2 === "column" &&
    rowOf(p) === rowOf(q) &&
    rowOf(outer1) !== rowOf(outer2)
  )
    return "skyscraper";
  const lines = new Set([k1, k2]);
  if (lines.has("row") && lines.has("column") && boxOf(p) === boxOf(q)) {
    const box = boxOf(p);
    if (boxOf(outer1) !== box && boxOf(outer2) !== box) return "two-string-kite";
  }
  return "turbot-fish";
}

/** The cells holding the digit that see both cells, other than the four of the chain. */
function seeingBoth(state: LogicState, b: number, four: readonly number[]): number[] {
  const [x, , , y] = four;
  const out: number[] = [];
  for (const cell of PEERS[x]) {
    if (state.candidates[cell] & b && sees(cell, y) && !four.includes(cell)) out.push(cell);
  }
  return out;
}

/** Every two-strong-link chain of one shape (skyscraper, kite or the general turbot fish). */
function twoLinkChains(state: LogicState, wanted: Shape, first = false): Step[] {
  const steps: Step[] = [];
  const seen = new Set<string>();
  for (let digit = 1; digit <= 9; digit++) {
    const b = bit(digit);
    const links = strongLinksOf(state, b);
    for (let i = 0; i < links.length; i++) {
      for (let j = i + 1; j < links.length; j++) {
        const l1 = links[i];
        const l2 = links[j];
        // Inner ends p (of l1) and q (of l2), each either end of its link.
        for (let flip = 0; flip < 4; flip++) {
          const o1 = flip & 2 ? l1.b : l1.a;
          const p = flip & 2 ? l1.a : l1.b;
          const q = flip & 1 ? l2.b : l2.a;
          const o2 = flip & 1 ? l2.a : l2.b;
          if (p === q || o1 === o2 || p === o2 || q === o1 || !sees(p, q)) continue;
          if (shapeOf(l1.unit, l2.unit, o1, p, q, o2) !== wanted) continue;
          const four = [o1, p, q, o2];
          const targets = seeingBoth(state, b, four).sort((x, y) => x - y);
          if (targets.length === 0) continue;
          const key = `${digit}:${[...four].sort((x, y) => x - y).join(",")}:${targets.join(",")}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const eliminations: Elimination[] = targets.map((cell) => ({ cell, digit }));
          const u1 = unitName(UNITS[l1.unit]);
          const u2 = unitName(UNITS[l2.unit]);
          steps.push(
            makeStep(SHAPE_IDS[wanted], {
              placements: [],
              eliminations,
              cells: four,
              units: [l1.unit, l2.unit],
              digits: [digit],
              explanation: `${NAMES[wanted]} on ${digit}: ${u1} holds ${digit} only in ${cellName(o1)} and ${cellName(p)}, ${u2} only in ${cellName(q)} and ${cellName(o2)}, and ${cellName(p)} sees ${cellName(q)}, so ${cellName(o1)} or ${cellName(o2)} is ${digit}: ${eliminationsText(eliminations)}`,
            }),
          );
          if (first) return steps;
        }
      }
    }
  }
  return steps;
}

const SHAPE_IDS = {
  skyscraper: TechniqueId.Skyscraper,
  "two-string-kite": TechniqueId.TwoStringKite,
  "turbot-fish": TechniqueId.TurbotFish,
} as const;

const NAMES: Readonly<Record<Shape, string>> = {
  skyscraper: "Skyscraper",
  "two-string-kite": "Two-string kite",
  "turbot-fish": "Turbot fish",
};

export const skyscraper = techniqueFromSearch(TechniqueId.Skyscraper, (s, first) =>
  twoLinkChains(s, "skyscraper", first),
);
export const twoStringKite = techniqueFromSearch(TechniqueId.TwoStringKite, (s, first) =>
  twoLinkChains(s, "two-string-kite", first),
);
export const turbotFish = techniqueFromSearch(TechniqueId.TurbotFish, (s, first) =>
  twoLinkChains(s, "turbot-fish", first),
);

/**
 * Empty rectangle: inside a box the digit fits only on one row and one column of it (both
 * arms used), so the box puts it on that row or that column. A strong link on a line
 * crossing one arm then decides a cell on the other arm's line.
 */
/** One empty rectangle as the search meets it. */
export interface EmptyRectangleInstance {
  digit: number;
  /** Box number 0-8. */
  box: number;
  row: number;
  col: number;
  /** The box's cells holding the digit. */
  inBox: number[];
  /** The strong link's unit index and its ends: p on the arm's line, q beyond. */
  linkUnit: number;
  p: number;
  q: number;
  target: number;
}

/**
 * Walks every empty rectangle (each box, arm pair and crossing strong link that removes
 * something) in the technique's order, handing each to `visit` until it returns true.
 */
export function searchEmptyRectangles(
  state: LogicState,
  visit: (er: EmptyRectangleInstance) => boolean,
): void {
  const cands = state.candidates;
  for (let digit = 1; digit <= 9; digit++) {
    const b = bit(digit);
    const links = strongLinksOf(state, b).filter((l) => UNITS[l.unit].kind !== "box");
    for (const box of BOXES) {
      const inBox = box.cells.filter((c) => cands[c] & b);
      if (inBox.length < 2) continue;
      const r0 = rowOf(box.cells[0]);
      const c0 = colOf(box.cells[0]);
      for (let row = r0; row < r0 + 3; row++) {
        for (let col = c0; col < c0 + 3; col++) {
          if (!inBox.every((c) => rowOf(c) === row || colOf(c) === col)) continue;
          if (!inBox.some((c) => rowOf(c) === row && colOf(c) !== col)) continue;
          if (!inBox.some((c) => colOf(c) === col && rowOf(c) !== row)) continue;
          for (const link of links) {
            for (const [p, q] of [
              [link.a, link.b],
              [link.b, link.a],
            ]) {
              if (boxOf(p) === box.number || boxOf(q) === box.number) continue;
              let target: number;
              // A row link from the box's column: if p is not the digit, q is; if p is, the
              // box's digit sits on its row. Either way the cell on that row under q loses it.
              if (UNITS[link.unit].kind === "row" && colOf(p) === col) target = row * 9 + colOf(q);
              else if (UNITS[link.unit].kind === "column" && rowOf(p) === row)
                target = rowOf(q) * 9 + col;
              else continue;
              if (!(cands[target] & b) || boxOf(target) === box.number) continue;
              const er = { digit, box: box.number, row, col, inBox, linkUnit: link.unit };
              if (visit({ ...er, p, q, target })) return;
            }
          }
        }
      }
    }
  }
}

/** "box 5 holds 4 only on row 6 or column 5". */
export const emptyRectangleText = (er: EmptyRectangleInstance): string =>
  `box ${er.box + 1} holds ${er.digit} only on row ${er.row + 1} or column ${er.col + 1}`;

/** "row 9 holds it only in r9c5 and r9c1". */
export const erLinkText = (er: EmptyRectangleInstance): string =>
  `${unitName(UNITS[er.linkUnit])} holds it only in ${cellName(er.p)} and ${cellName(er.q)}`;

function emptyRectangles(state: LogicState, first = false): Step[] {
  const steps: Step[] = [];
  const seen = new Set<string>();
  searchEmptyRectangles(state, (er) => {
    const { digit, target } = er;
    const key = `${digit}:${er.box}:${target}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const eliminations: Elimination[] = [{ cell: target, digit }];
    steps.push(
      makeStep(TechniqueId.EmptyRectangle, {
        placements: [],
        eliminations,
        cells: [...er.inBox, er.p, er.q],
        units: [BOXES[er.box].index, er.row, 9 + er.col, er.linkUnit],
        digits: [digit],
        explanation: `Empty rectangle on ${digit}: ${emptyRectangleText(er)}, and ${erLinkText(er)}; whichever of them is ${digit}, ${cellName(target)} cannot be: ${eliminationsText(eliminations)}`,
      }),
    );
    return first;
  });
  return steps;
}

export const emptyRectangle = techniqueFromSearch(TechniqueId.EmptyRectangle, emptyRectangles);
