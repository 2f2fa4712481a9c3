/**
 * Siamese finned (and sashimi) X-wing, swordfish and jellyfish: two finned fish on one digit
 * with the same base lines and different covers, so different fins. Each fish is sound on its
 * own; shown together they make both sets of eliminations in one step, as players write them.
 *
 * A base whose digit spreads over one more position than its size can often drop either of
 * two positions into the fins (r4: c1 c5 c6, r9: c1 c5 → covers c1 c5 with fin r4c6, or c1 c6
 * with fin r4c5); the fins' box then loses the digit in a different cover line each time.
 */
import { cellName, COLUMNS, ROWS } from "../grid";
import {
  eliminationsText,
  listText,
  makeStep,
  TechniqueId,
  type Elimination,
  type Step,
} from "../step";

import { finText, lineNumbers, searchFinnedFish, type FinnedFishInstance } from "./finned-fish";
import { techniqueFromSearch, type LogicState } from "./state";

const LABELS: Readonly<Record<number, string>> = {
  2: "Siamese finned X-wing",
  3: "Siamese finned swordfish",
  4: "Siamese finned jellyfish",
};

/** What one of the two fish says: its cover, fins and own eliminations. */
function halfText(fish: FinnedFishInstance): string {
  const coverWord = fish.byRows ? "columns" : "rows";
  const sashimi = fish.sashimi ? " (sashimi)" : "";
  return `over ${coverWord} ${lineNumbers(fish.coverLines)}${sashimi} with ${finText(fish.finCells)}, removing ${fish.digit} from ${listText(fish.eliminations.map((e) => cellName(e.cell)))}`;
}

function siameseFish(state: LogicState, size: 2 | 3 | 4, id: TechniqueId, first: boolean): Step[] {
  const steps: Step[] = [];
  const seen = new Set<string>();
  // Fish of one base follow each other in the search: pair each with the earlier ones of its
  // base (digit, orientation, lines).
  let group: FinnedFishInstance[] = [];
  let groupKey = "";
  let stop = false;
  searchFinnedFish(state, size, (fish) => {
    const key = `${fish.digit}:${fish.byRows}:${fish.lines.join(",")}`;
    if (key !== groupKey) {
      group = [];
      groupKey = key;
    }
    for (const other of group) {
      const step = pairStep(other, fish, id, size);
      if (!step) continue;
      const effect = step.eliminations.map((e) => e.cell).join(",");
      if (seen.has(`${fish.digit}:${effect}`)) continue;
      seen.add(`${fish.digit}:${effect}`);
      steps.push(step);
      if (first) {
        stop = true;
        break;
      }
    }
    group.push(fish);
    return stop;
  });
  return steps;
}

/** The siamese step of two fish on one base, or null when one adds nothing to the other. */
function pairStep(
  a: FinnedFishInstance,
  b: FinnedFishInstance,
  id: TechniqueId,
  size: number,
): Step | null {
  const cellsOf = (es: readonly Elimination[]) => new Set(es.map((e) => e.cell));
  const inA = cellsOf(a.eliminations);
  const inB = cellsOf(b.eliminations);
  // Both must remove something the other does not, or the pair is just the larger fish.
  if (![...inB].some((c) => !inA.has(c)) || ![...inA].some((c) => !inB.has(c))) return null;
  const eliminations = [...new Set([...inA, ...inB])]
    .sort((x, y) => x - y)
    .map((cell) => ({ cell, digit: a.digit }));
  const byRows = a.byRows;
  const baseWord = byRows ? "rows" : "columns";
  const cells = [...new Set([...a.bodyCells, ...a.finCells])].sort((x, y) => x - y);
  const covers = [...new Set([...a.coverLines, ...b.coverLines])].sort((x, y) => x - y);
  return makeStep(id, {
    placements: [],
    eliminations,
    cells,
    units: [
      ...a.lines.map((l) => (byRows ? ROWS : COLUMNS)[l].index),
      ...covers.map((l) => (byRows ? COLUMNS : ROWS)[l].index),
    ],
    digits: [a.digit],
    explanation: `${LABELS[size]} on ${a.digit} in ${baseWord} ${lineNumbers(a.lines)}, two fish on one base: ${halfText(a)}; ${halfText(b)}; each holds (a fin is ${a.digit} or the ${baseWord} make that fish), so ${eliminationsText(eliminations)}`,
  });
}

export const siameseFinnedXWing = techniqueFromSearch(TechniqueId.SiameseFinnedXWing, (s, first) =>
  siameseFish(s, 2, TechniqueId.SiameseFinnedXWing, first),
);
export const siameseFinnedSwordfish = techniqueFromSearch(
  TechniqueId.SiameseFinnedSwordfish,
  (s, first) => siameseFish(s, 3, TechniqueId.SiameseFinnedSwordfish, first),
);
export const siameseFinnedJellyfish = techniqueFromSearch(
  TechniqueId.SiameseFinnedJellyfish,
  (s, first) => siameseFish(s, 4, TechniqueId.SiameseFinnedJellyfish, first),
);
