/**
 * WXYZ-wing: four cells holding four digits between them, where three of the digits are
 * "restricted" (every cell holding one sees every other cell holding it, so each fits at most
 * once among the four). Four cells cannot be filled by three digits used once, so the fourth
 * digit z is in one of its cells: any cell seeing every z of the four loses z.
 */
import { digitsOf, popcount } from "../digits";
import { PEERS } from "../grid";
import { sees as isPeer } from "./peer-table";
import { cellsText, eliminationsText, makeStep, TechniqueId, type Step } from "../step";
import { techniqueFromSearch, type LogicState } from "./state";

/** Every four-digit mask. */
const QUADS: readonly number[] = Array.from({ length: 512 }, (_, m) => m).filter(
  (m) => popcount(m) === 4,
);

function wxyzWings(state: LogicState, first = false): Step[] {
  const cands = state.candidates;
  const steps: Step[] = [];
  const seen = new Set<string>();
  const small: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const n = popcount(cands[cell]);
    if (n >= 2 && n <= 4) small.push(cell);
  }
  for (const quad of QUADS) {
    const inQuad = small.filter((c) => (cands[c] & ~quad) === 0);
    const n = inQuad.length;
    if (n < 4) continue;
    // A digit is loose when two cells holding it do not see each other; more than one loose
    // digit and the pattern is dead, so the search cuts as soon as a second one appears.
    const looseWith = (cell: number, chosen: readonly number[], loose: number): number => {
      for (const other of chosen) if (!isPeer(cell, other)) loose |= cands[cell] & cands[other];
      return loose;
    };
    for (let i = 0; i < n; i++) {
      const a = inQuad[i];
      for (let j = i + 1; j < n; j++) {
        const b = inQuad[j];
        const looseAB = looseWith(b, [a], 0);
        if (popcount(looseAB) > 1) continue;
        for (let k = j + 1; k < n; k++) {
          const c = inQuad[k];
          const looseABC = looseWith(c, [a, b], looseAB);
          if (popcount(looseABC) > 1) continue;
          for (let l = k + 1; l < n; l++) {
            const d = inQuad[l];
            if ((cands[a] | cands[b] | cands[c] | cands[d]) !== quad) continue;
            const looseMask = looseWith(d, [a, b, c], looseABC);
            if (popcount(looseMask) !== 1) continue;
            const four = [a, b, c, d];
            // A wing hangs together: every cell sees another of the four.
            if (!four.every((x) => four.some((y) => isPeer(x, y)))) continue;
            const loose = digitsOf(looseMask)[0];
            const zb = 1 << (loose - 1);
            const holders = four.filter((c) => cands[c] & zb);
            const eliminations = [];
            for (const cell of PEERS[holders[0]]) {
              if (!(cands[cell] & zb) || four.includes(cell)) continue;
              if (holders.every((h) => isPeer(h, cell))) eliminations.push({ cell, digit: loose });
            }
            if (eliminations.length === 0) continue;
            const key = `${four.join(",")}:${loose}`;
            if (seen.has(key)) continue;
            seen.add(key);
            steps.push(
              makeStep(TechniqueId.WXYZWing, {
                placements: [],
                eliminations,
                cells: four,
                units: [],
                digits: digitsOf(quad),
                explanation: `WXYZ-wing in ${cellsText(four)} on ${digitsOf(quad).join("/")}: the other three digits fit at most once among them, so one of ${cellsText(holders)} is ${loose}: ${eliminationsText(eliminations)}`,
              }),
            );
            if (first) return steps;
          }
        }
      }
    }
  }
  return steps;
}

export const wxyzWing = techniqueFromSearch(TechniqueId.WXYZWing, (s, first) =>
  wxyzWings(s, first),
);
