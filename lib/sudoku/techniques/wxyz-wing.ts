/**
 * WXYZ-wing: four cells holding four digits between them, where three of the digits are
 * "restricted" (every cell holding one sees every other cell holding it, so each fits at most
 * once among the four). Four cells cannot be filled by three digits used once, so the fourth
 * digit z is in one of its cells: any cell seeing every z of the four loses z.
 */
import { digitsOf, popcount } from "../digits";
import { PEERS } from "../grid";
import { cellsText, eliminationsText, makeStep, TechniqueId, type Step } from "../step";
import { techniqueFromAll, type LogicState } from "./state";

/** Every four-digit mask. */
const QUADS: readonly number[] = Array.from({ length: 512 }, (_, m) => m).filter(
  (m) => popcount(m) === 4,
);

/** PEER[a * 81 + b] is 1 when a and b share a unit: a table, as this search is hot. */
const PEER = new Uint8Array(81 * 81);
for (let a = 0; a < 81; a++) for (const b of PEERS[a]) PEER[a * 81 + b] = 1;
const isPeer = (a: number, b: number): boolean => PEER[a * 81 + b] === 1;

function wxyzWings(state: LogicState): Step[] {
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
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        for (let k = j + 1; k < n; k++) {
          for (let l = k + 1; l < n; l++) {
            const four = [inQuad[i], inQuad[j], inQuad[k], inQuad[l]];
            if ((cands[four[0]] | cands[four[1]] | cands[four[2]] | cands[four[3]]) !== quad)
              continue;
            // A wing hangs together: every cell sees another of the four.
            if (!four.every((a) => four.some((b) => isPeer(a, b)))) continue;
            let loose = 0;
            let looseCount = 0;
            for (const digit of digitsOf(quad)) {
              const holders = four.filter((c) => cands[c] & (1 << (digit - 1)));
              const restricted = holders.every((a) =>
                holders.every((b) => a === b || isPeer(a, b)),
              );
              if (!restricted) {
                loose = digit;
                looseCount++;
              }
            }
            if (looseCount !== 1) continue;
            const zb = 1 << (loose - 1);
            const holders = four.filter((c) => cands[c] & zb);
            const eliminations = [];
            for (let cell = 0; cell < 81; cell++) {
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
          }
        }
      }
    }
  }
  return steps;
}

export const wxyzWing = techniqueFromAll(TechniqueId.WXYZWing, wxyzWings);
