/**
 * Single-digit chains: simple colouring and X-chains.
 *
 * A strong link joins the only two cells of a unit where a digit fits: one of them holds it.
 * A weak link joins any two cells of a unit: at most one of them holds it.
 */
import { bit } from "../digits";
import { cellName, isPeer, PEERS, UNITS } from "../grid";
import { cellsText, eliminationsText, makeStep, TechniqueId, type Elimination } from "../step";
import { techniqueFromScan } from "./scan";
import type { LogicState, Technique } from "./state";

const NO_LINKS: readonly number[] = [];

/** For one digit, each cell's strong-link partners, in cell order (shared empty list if none). */
function strongLinks(state: LogicState, b: number): (readonly number[])[] {
  const links: (readonly number[])[] = new Array<readonly number[]>(81).fill(NO_LINKS);
  const add = (from: number, to: number) => {
    const list = links[from];
    if (list === NO_LINKS) links[from] = [to];
    else if (!list.includes(to)) links[from] = [...list, to].sort((x, y) => x - y);
  };
  for (const unit of UNITS) {
    let p = -1;
    let q = -1;
    let count = 0;
    for (const cell of unit.cells) {
      if (!(state.candidates[cell] & b)) continue;
      if (++count === 1) p = cell;
      else q = cell;
    }
    if (count !== 2) continue;
    add(p, q);
    add(q, p);
  }
  return links;
}

/**
 * Colours each cluster of strong links in two colours; one colour holds the digit everywhere.
 * Colour wrap: two cells of one colour see each other, so that colour is false everywhere.
 * Colour trap: a cell outside the cluster sees both colours, so it cannot hold the digit.
 */
export const simpleColouring: Technique = techniqueFromScan(
  TechniqueId.SimpleColouring,
  (state, emit) => {
    for (let digit = 1; digit <= 9; digit++) {
      const b = bit(digit);
      const links = strongLinks(state, b);
      const colour = new Int8Array(81).fill(-1);
      // The cluster each coloured cell belongs to (its first cell), so a trap can tell cells of
      // this cluster from cells coloured by another one.
      const clusterOf = new Int8Array(81).fill(-1);
      for (let start = 0; start < 81; start++) {
        if (colour[start] !== -1 || links[start].length === 0) continue;
        const cluster: number[] = [start];
        colour[start] = 0;
        clusterOf[start] = start;
        let consistent = true;
        for (let k = 0; k < cluster.length; k++) {
          const cell = cluster[k];
          for (const next of links[cell]) {
            if (colour[next] === -1) {
              colour[next] = 1 - colour[cell];
              clusterOf[next] = start;
              cluster.push(next);
            } else if (colour[next] === colour[cell]) consistent = false;
          }
        }
        // An odd loop of strong links means the position is already contradictory.
        if (!consistent || cluster.length < 3) continue;
        cluster.sort((x, y) => x - y);
        const sides = [
          cluster.filter((c) => colour[c] === 0),
          cluster.filter((c) => colour[c] === 1),
        ];

        for (const side of [0, 1]) {
          const same = sides[side];
          let clash: [number, number] | null = null;
          for (let i = 0; i < same.length && !clash; i++) {
            for (let j = i + 1; j < same.length; j++) {
              if (isPeer(same[i], same[j])) {
                clash = [same[i], same[j]];
                break;
              }
            }
          }
          if (!clash) continue;
          const eliminations: Elimination[] = same.map((cell) => ({ cell, digit }));
          const step = makeStep(TechniqueId.SimpleColouring, {
            placements: [],
            eliminations,
            cells: cluster,
            units: [],
            digits: [digit],
            explanation: `Simple colouring (colour wrap) on ${digit}: ${cellName(clash[0])} and ${cellName(clash[1])} have the same colour and see each other, so that colour is not ${digit}: ${eliminationsText(eliminations)}`,
          });
          if (emit(step)) return;
        }

        const eliminations: Elimination[] = [];
        for (let cell = 0; cell < 81; cell++) {
          // A cell of another cluster can be trapped too: this cluster's colours decide it.
          if (!(state.candidates[cell] & b) || clusterOf[cell] === start) continue;
          const seesA = sides[0].some((c) => isPeer(c, cell));
          const seesB = sides[1].some((c) => isPeer(c, cell));
          if (seesA && seesB) eliminations.push({ cell, digit });
        }
        if (eliminations.length === 0) continue;
        const step = makeStep(TechniqueId.SimpleColouring, {
          placements: [],
          eliminations,
          cells: cluster,
          units: [],
          digits: [digit],
          explanation: `Simple colouring (colour trap) on ${digit}: in the chain ${cellsText(cluster)} one colour holds ${digit}, and ${cellsText(eliminations.map((e) => e.cell))} ${eliminations.length === 1 ? "sees" : "see"} both colours, so ${eliminationsText(eliminations)}`,
        });
        if (emit(step)) return;
      }
    }
  },
);

const MAX_CHAIN_CELLS = 12;

/**
 * An alternating chain on one digit that starts and ends with strong links: if the first cell
 * is not the digit, the last one is. So any cell seeing both ends cannot hold it.
 * Searched breadth-first from each start, so the shortest chain is reported.
 */
export const xChain: Technique = techniqueFromScan(TechniqueId.XChain, (state, emit) => {
  for (let digit = 1; digit <= 9; digit++) {
    const b = bit(digit);
    const links = strongLinks(state, b);
    const withDigit: number[] = [];
    for (let cell = 0; cell < 81; cell++) if (state.candidates[cell] & b) withDigit.push(cell);
    // Node = cell * 2 + (1 if reached by a strong link, so the cell is "on").
    const parent = new Int16Array(162);
    const seen = new Uint8Array(162);
    const depth = new Uint8Array(162);
    const queue = new Int16Array(162);
    for (const start of withDigit) {
      if (links[start].length === 0) continue;
      seen.fill(0);
      parent[start * 2] = -1;
      seen[start * 2] = 1;
      depth[start * 2] = 0;
      queue[0] = start * 2;
      let tail = 1;
      for (let k = 0; k < tail; k++) {
        const node = queue[k];
        const cell = node >> 1;
        const on = node & 1;
        if (depth[node] >= MAX_CHAIN_CELLS) continue;
        const nextCells = on ? PEERS[cell] : links[cell];
        for (const next of nextCells) {
          if (!(state.candidates[next] & b)) continue;
          const nextNode = next * 2 + (on ? 0 : 1);
          if (seen[nextNode]) continue;
          seen[nextNode] = 1;
          parent[nextNode] = node;
          depth[nextNode] = depth[node] + 1;
          queue[tail++] = nextNode;
          // Chains of one strong link are plain pairs; three links or more make an X-chain.
          if (!(nextNode & 1) || next === start || depth[nextNode] < 3) continue;
          const targets = withDigit.filter(
            (c) => c !== start && c !== next && isPeer(c, start) && isPeer(c, next),
          );
          if (targets.length === 0) continue;
          const chain: number[] = [];
          for (let n = nextNode; n !== -1; n = parent[n]) chain.push(n >> 1);
          chain.reverse();
          const eliminations: Elimination[] = targets.map((cell) => ({ cell, digit }));
          let path = cellName(chain[0]);
          for (let i = 1; i < chain.length; i++) {
            path += (i % 2 === 1 ? "=" : "-") + cellName(chain[i]);
          }
          const step = makeStep(TechniqueId.XChain, {
            placements: [],
            eliminations,
            cells: chain,
            units: [],
            digits: [digit],
            explanation: `X-chain on ${digit} (${path}): either ${cellName(start)} or ${cellName(next)} is ${digit}, so ${eliminationsText(eliminations)}`,
          });
          if (emit(step)) return;
        }
      }
    }
  }
});
