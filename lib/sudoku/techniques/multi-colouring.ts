/**
 * Multi-colouring on one digit: each cluster of strong links splits into two colours, one of
 * which holds the digit everywhere. When a colour of one cluster sees a colour of another,
 * both cannot be true, so one of the two opposite colours is.
 */
import { bit } from "../digits";
import { cellName, PEERS } from "../grid";
import { cellsText, eliminationsText, makeStep, TechniqueId, type Step } from "../step";
import { strongLinksOf } from "./single-digit";
import { techniqueFromSearch, type LogicState } from "./state";

interface Cluster {
  /** The cells of each colour. */
  sides: [number[], number[]];
  /** For each colour, which cells see a cell of that colour. */
  sees: [Uint8Array, Uint8Array];
}

/** The digit's strong-link clusters, two-coloured; clusters with an odd loop are dropped. */
function clustersOf(state: LogicState, b: number): Cluster[] {
  const partners: number[][] = Array.from({ length: 81 }, () => []);
  for (const { a, b: other } of strongLinksOf(state, b)) {
    partners[a].push(other);
    partners[other].push(a);
  }
  const colour = new Int8Array(81).fill(-1);
  const out: Cluster[] = [];
  for (let start = 0; start < 81; start++) {
    if (colour[start] !== -1 || partners[start].length === 0) continue;
    const cells = [start];
    colour[start] = 0;
    let consistent = true;
    for (let k = 0; k < cells.length; k++) {
      for (const next of partners[cells[k]]) {
        if (colour[next] === -1) {
          colour[next] = 1 - colour[cells[k]];
          cells.push(next);
        } else if (colour[next] === colour[cells[k]]) consistent = false;
      }
    }
    if (!consistent) continue;
    cells.sort((x, y) => x - y);
    const sides: [number[], number[]] = [
      cells.filter((c) => colour[c] === 0),
      cells.filter((c) => colour[c] === 1),
    ];
    const sees = sides.map((side) => {
      const mask = new Uint8Array(81);
      for (const cell of side) for (const peer of PEERS[cell]) mask[peer] = 1;
      return mask;
    }) as [Uint8Array, Uint8Array];
    out.push({ sides, sees });
  }
  return out;
}

function findMultiColouring(state: LogicState, first = false): Step[] {
  const steps: Step[] = [];
  const seen = new Set<string>();
  for (let digit = 1; digit <= 9; digit++) {
    const b = bit(digit);
    const clusters = clustersOf(state, b);
    for (let m = 0; m < clusters.length; m++) {
      for (let n = 0; n < clusters.length; n++) {
        if (m === n) continue;
        if (first && steps.length) return steps;
        const A = clusters[m];
        const B = clusters[n];
        const cells = [...A.sides[0], ...A.sides[1], ...B.sides[0], ...B.sides[1]];
        const opposite: [number[], number[]][] = [];
        const push = (eliminated: number[], explanation: string) => {
          const key = `${digit}:${eliminated.join(",")}`;
          if (eliminated.length === 0 || seen.has(key)) return;
          seen.add(key);
          const eliminations = eliminated.map((cell) => ({ cell, digit }));
          steps.push(
            makeStep(TechniqueId.MultiColouring, {
              placements: [],
              eliminations,
              cells: cells.slice().sort((x, y) => x - y),
              units: [],
              digits: [digit],
              explanation: `${explanation}: ${eliminationsText(eliminations)}`,
            }),
          );
        };
        const meetings: string[] = [];
        const trapped = new Uint8Array(81);
        for (const i of [0, 1]) {
          const meets = [0, 1].map((j) => A.sides[i].find((c) => B.sees[j][c]));
          // Wrap: this colour sees both colours of the other cluster, one of which is true.
          if (meets[0] !== undefined && meets[1] !== undefined) {
            push(
              A.sides[i],
              `Multi-colouring (wrap) on ${digit}: the colour of ${cellsText(A.sides[i])} sees both colours of the chain ${cellsText(B.sides[0])} / ${cellsText(B.sides[1])}, one of which holds ${digit}, so that colour does not`,
            );
          }
          if (m > n) continue;
          for (const j of [0, 1]) {
            const meet = meets[j];
            if (meet === undefined) continue;
            // Colours i of A and j of B see each other: A's other colour or B's other is true.
            // A cell of colour i itself may see both: it is then false either way.
            const a = A.sees[1 - i];
            const c = B.sees[1 - j];
            for (let cell = 0; cell < 81; cell++)
              if (state.candidates[cell] & b && a[cell] && c[cell]) trapped[cell] = 1;
            const partner = B.sides[j].find((x) => PEERS[meet].includes(x)) ?? meet;
            meetings.push(`${cellName(meet)} and ${cellName(partner)}`);
            opposite.push([A.sides[1 - i], B.sides[1 - j]]);
          }
        }
        const eliminated: number[] = [];
        for (let cell = 0; cell < 81; cell++) if (trapped[cell]) eliminated.push(cell);
        if (eliminated.length === 0) continue;
        // One step per pair of chains, with every removal its meetings prove (as HoDoKu's
        // multi-colors 1): a second meeting of the same chains is not a second pattern.
        const sees = eliminated.length === 1 ? "sees" : "see";
        push(
          eliminated,
          opposite.length === 1
            ? `Multi-colouring (trap) on ${digit}: ${meetings[0]} see each other, so the colour of ${cellsText(opposite[0][0])} or the colour of ${cellsText(opposite[0][1])} holds ${digit}, and ${cellsText(eliminated)} ${sees} both`
            : `Multi-colouring (trap) on ${digit}: ${meetings.join(", and ")} see each other; at each meeting one of the two opposite colours (${opposite.map(([x, y]) => `${cellsText(x)} or ${cellsText(y)}`).join("; ")}) holds ${digit}, and ${cellsText(eliminated)} ${sees} both colours of such a pair`,
        );
      }
    }
  }
  return steps;
}

export const multiColouring = techniqueFromSearch(TechniqueId.MultiColouring, findMultiColouring);
