/**
 * The dual forms of the single-digit patterns: two two-string kites, or two empty rectangles,
 * on one digit that share their box part, shown as one step with both eliminations.
 *
 * Dual two-string kite: two cells p, q of one box, in different rows and columns, each with a
 * strong link along its row and along its column (the far ends outside the box). Row p with
 * column q is one kite, column p with row q the other; each removes the digit where its far
 * ends' lines cross.
 *
 * Dual empty rectangle: one box's digit confined to a row and a column of it, with two strong
 * links crossing its arms that reach different cells.
 */
import { bit } from "../digits";
import { BOXES, boxOf, cellName, colOf, rowOf, UNITS, unitName } from "../grid";
import { eliminationsText, makeStep, TechniqueId, type Step } from "../step";
import {
  emptyRectangleText,
  erLinkText,
  searchEmptyRectangles,
  strongLinksOf,
  type EmptyRectangleInstance,
} from "./single-digit";
import { techniqueFromSearch, type LogicState } from "./state";

/** One kite: the row link and column link through the box's cells, and its target. */
interface Kite {
  rowUnit: number;
  colUnit: number;
  /** Row link: inner (in the box) and outer end; column link likewise. */
  rowInner: number;
  rowOuter: number;
  colInner: number;
  colOuter: number;
  target: number;
}

function dualKites(state: LogicState, first: boolean): Step[] {
  const steps: Step[] = [];
  const cands = state.candidates;
  for (let digit = 1; digit <= 9; digit++) {
    const b = bit(digit);
    // The other end of each line's strong link through a cell, by unit index.
    const partner = new Map<number, [number, number]>();
    for (const link of strongLinksOf(state, b)) {
      if (UNITS[link.unit].kind !== "box") partner.set(link.unit, [link.a, link.b]);
    }
    const outerOf = (unit: number, inner: number): number => {
      const pair = partner.get(unit);
      if (!pair) return -1;
      const outer = pair[0] === inner ? pair[1] : pair[0];
      return boxOf(outer) === boxOf(inner) ? -1 : outer;
    };
    const kite = (p: number, q: number): Kite | null => {
      const rowUnit = rowOf(p);
      const colUnit = 9 + colOf(q);
      const rowOuter = outerOf(rowUnit, p);
      const colOuter = outerOf(colUnit, q);
      if (rowOuter < 0 || colOuter < 0) return null;
      const target = rowOf(colOuter) * 9 + colOf(rowOuter);
      if (!(cands[target] & b)) return null;
      return { rowUnit, colUnit, rowInner: p, rowOuter, colInner: q, colOuter, target };
    };
    for (const box of BOXES) {
      const inBox = box.cells.filter((c) => cands[c] & b);
      for (let i = 0; i < inBox.length; i++) {
        for (let j = i + 1; j < inBox.length; j++) {
          const p = inBox[i];
          const q = inBox[j];
          if (rowOf(p) === rowOf(q) || colOf(p) === colOf(q)) continue;
          const one = kite(p, q);
          const two = one && kite(q, p);
          if (!one || !two || one.target === two.target) continue;
          steps.push(dualKiteStep(digit, box.number, one, two));
          if (first) return steps;
        }
      }
    }
  }
  return steps;
}

function kiteText(k: Kite): string {
  const row = unitName(UNITS[k.rowUnit]);
  const col = unitName(UNITS[k.colUnit]);
  return `${row} holds it only in ${cellName(k.rowInner)} and ${cellName(k.rowOuter)} and ${col} only in ${cellName(k.colInner)} and ${cellName(k.colOuter)}, so ${cellName(k.rowOuter)} or ${cellName(k.colOuter)} is it and ${cellName(k.target)} is not`;
}

function dualKiteStep(digit: number, box: number, one: Kite, two: Kite): Step {
  const eliminations = [one.target, two.target]
    .sort((x, y) => x - y)
    .map((cell) => ({ cell, digit }));
  const cells = [
    one.rowInner,
    one.colInner,
    one.rowOuter,
    one.colOuter,
    two.rowOuter,
    two.colOuter,
  ];
  return makeStep(TechniqueId.DualTwoStringKite, {
    placements: [],
    eliminations,
    cells,
    units: [BOXES[box].index, one.rowUnit, one.colUnit, two.rowUnit, two.colUnit],
    digits: [digit],
    explanation: `Dual two-string kite on ${digit}: ${cellName(one.rowInner)} and ${cellName(one.colInner)} in box ${box + 1} join two kites (they cannot both be ${digit}); ${kiteText(one)}; ${kiteText(two)}: ${eliminationsText(eliminations)}`,
  });
}

function dualEmptyRectangles(state: LogicState, first: boolean): Step[] {
  const steps: Step[] = [];
  // The empty rectangles of one box and digit follow each other in the search.
  let group: EmptyRectangleInstance[] = [];
  let groupKey = "";
  searchEmptyRectangles(state, (er) => {
    const key = `${er.digit}:${er.box}`;
    if (key !== groupKey) {
      group = [];
      groupKey = key;
    }
    if (group.some((other) => other.target === er.target)) return false;
    for (const other of group) {
      steps.push(dualErStep(other, er));
      if (first) return true;
    }
    group.push(er);
    return false;
  });
  return steps;
}

function dualErStep(a: EmptyRectangleInstance, b: EmptyRectangleInstance): Step {
  const digit = a.digit;
  const eliminations = [a.target, b.target].sort((x, y) => x - y).map((cell) => ({ cell, digit }));
  // A box with two cells on a diagonal has two centres; say which one each half uses.
  const sameCentre = a.row === b.row && a.col === b.col;
  const half = (er: EmptyRectangleInstance) =>
    `${sameCentre ? "" : `with ${emptyRectangleText(er)}, `}${erLinkText(er)}, so ${cellName(er.target)} is not ${digit}`;
  const units = [...new Set([BOXES[a.box].index, a.row, 9 + a.col, b.row, 9 + b.col])];
  return makeStep(TechniqueId.DualEmptyRectangle, {
    placements: [],
    eliminations,
    cells: [...new Set([...a.inBox, a.p, a.q, b.p, b.q])],
    units: [...units, a.linkUnit, b.linkUnit],
    digits: [digit],
    explanation: `Dual empty rectangle on ${digit}: ${
      sameCentre
        ? emptyRectangleText(a)
        : `box ${a.box + 1} holds ${digit} in ${a.inBox.length} cells`
    }; ${half(a)}; ${half(b)}: ${eliminationsText(eliminations)}`,
  });
}

export const dualTwoStringKite = techniqueFromSearch(TechniqueId.DualTwoStringKite, dualKites);
export const dualEmptyRectangle = techniqueFromSearch(
  TechniqueId.DualEmptyRectangle,
  dualEmptyRectangles,
);
