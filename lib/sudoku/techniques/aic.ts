/**
 * Alternating inference chains and nice loops, over any mix of cells, digits and box-line
 * groups (chain-groups.ts).
 *
 * From "A is not", strong and weak links alternate until "B is": so A or B is true, and a
 * candidate that sees both is false (the same digit in a cell seeing both ends, or, when the
 * ends are different digits in cells that see each other, each end's digit in the other end's
 * cell). A and B may be groups: "5 is in r1c1 or r1c2". When B is A itself, A is true (a
 * discontinuous loop). When B sees A, the chain closes into a continuous loop: each weak link
 * in it then holds one true candidate, and whatever sees both ends of a weak link is false.
 *
 * Discontinuous loops that start with a weak link ("A is" leads back to "A is not", or to
 * another digit of A's cell, so A is false) are AICs whose ends both see A, closed at A. Each
 * is listed on its own, removing just A, after the AICs that find it among wider eliminations.
 */
import { eliminationsText, makeStep, TECHNIQUE_NAMES, TechniqueId, type Step } from "../step";
import {
  asEliminations,
  cellOfCandidate,
  collectChains,
  digitOfCandidate,
  implicationText,
  literalText,
  openCandidates,
  pathCellsAndDigits,
  type ChainFinding,
  type ChainRules,
} from "./chain-graph";
import { isGroup, openGroups } from "./chain-groups";
import { NodeSight } from "./chain-nodes";
import { techniqueFromSearch, type LogicState } from "./state";

const MAX_LINKS = 15;
const ANY: ChainRules = {
  strong: () => true,
  weak: () => true,
  maxLength: MAX_LINKS,
  grouped: true,
};

/** What a loop removes beyond its weak links (an almost locked set's other digits). */
export type LoopMore = (path: readonly number[]) => Iterable<number>;

/** What a continuous loop removes: everything seeing both ends of each of its weak links. */
function loopEliminations(sight: NodeSight, path: readonly number[], more?: LoopMore): number[] {
  const nodes = path.map((l) => l >> 1);
  if (new Set(nodes).size !== nodes.length) return [];
  // The loop's own candidates (a group's every open cell) are never among its eliminations.
  const onLoop = new Set<number>();
  for (const n of nodes)
    for (const cell of sight.cells(n)) onLoop.add(cell * 9 + sight.digit(n) - 1);
  const out = new Set<number>();
  for (const c of more?.(path) ?? []) if (!onLoop.has(c)) out.add(c);
  const weakLink = (a: number, b: number) => {
    for (const c of sight.seenByBoth(a, b)) if (!onLoop.has(c)) out.add(c);
  };
  // Links go "is not" -> "is" (strong) then "is" -> "is not" (weak); the closing link is weak.
  for (let i = 1; i + 1 < path.length; i += 2) weakLink(nodes[i], nodes[i + 1]);
  weakLink(nodes[nodes.length - 1], nodes[0]);
  return [...out].sort((a, b) => a - b);
}

/** `pathOf` builds the chain only for a conclusion: most literals reached conclude nothing. */
export function conclude(
  sight: NodeSight,
  start: number,
  end: number,
  pathOf: () => number[],
  more?: LoopMore,
): ChainFinding | null {
  if (end === start) {
    // A group that must hold its digit is a box-line pattern, not a placement.
    return isGroup(start) ? null : { path: pathOf(), placements: [start], eliminations: [] };
  }
  const eliminations = sight.seenByBoth(start, end);
  if (sight.exclude(start, end)) {
    const path = pathOf();
    const loop = path.length >= 4 ? loopEliminations(sight, path, more) : [];
    if (loop.length > 0) return { path, placements: [], eliminations: loop, loop: true };
    return eliminations.length > 0 ? { path, placements: [], eliminations } : null;
  }
  return eliminations.length > 0 ? { path: pathOf(), placements: [], eliminations } : null;
}

/**
 * The discontinuous loops inside AICs that remove more than one candidate, and inside
 * continuous loops: for each candidate A seeing both ends of the chain, "A is" makes the chain's start false (A sees it), so its end true, which
 * makes A false (A sees it too: two weak links at A, or a strong link into A's cell on another
 * digit). Kept per A, the shortest.
 */
export class DiscontinuousLoops {
  private readonly best = new Map<number, number[]>();
  /** Each continuous loop read as an AIC between its ends, per eliminations the shortest. */
  private readonly open = new Map<string, ChainFinding>();

  add(finding: ChainFinding, sight: NodeSight): void {
    if (finding.placements.length > 0) return;
    const { path } = finding;
    const end = path[path.length - 1] >> 1;
    // A continuous loop's ends also see each other, and what sees both is in its eliminations.
    const ends = finding.loop ? sight.seenByBoth(path[0] >> 1, end) : finding.eliminations;
    if (!finding.loop && ends.length < 2) return;
    if (finding.loop && ends.length > 0) {
      // The loop's ends alone are an AIC too, removing less: a player may see just that.
      const key = findingKey({ placements: [], eliminations: ends });
      const old = this.open.get(key);
      if (!old || old.path.length > path.length) {
        this.open.set(key, { path, placements: [], eliminations: ends });
      }
    }
    for (const a of ends) {
      // Back in A's cell on another digit, the chain ends there; else it goes on to "A is not".
      const inCell = !isGroup(end) && sight.cells(end)[0] === cellOfCandidate(a);
      const length = path.length + (inCell ? 1 : 2);
      const old = this.best.get(a);
      if (old && old.length <= length) continue;
      this.best.set(a, inCell ? [a * 2 + 1, ...path] : [a * 2 + 1, ...path, a * 2]);
    }
  }

  /**
   * The loops' AICs that no chain of `found` already proves, then the discontinuous loops,
   * each shortest first.
   */
  findings(found: readonly ChainFinding[]): ChainFinding[] {
    const known = new Set(found.map(findingKey));
    const open = [...this.open.values()].filter((f) => !known.has(findingKey(f)));
    const loops = [...this.best].map(([a, path]) => ({ path, placements: [], eliminations: [a] }));
    const byLength = (x: ChainFinding, y: ChainFinding) => x.path.length - y.path.length;
    return [...open.sort(byLength), ...loops.sort(byLength)];
  }
}

const findingKey = (f: Pick<ChainFinding, "placements" | "eliminations">) =>
  `${f.placements.join(",")}|${f.eliminations.join(",")}`;

/** How a chain's literals read and what it is about (groups and sets have several cells). */
export interface ChainText {
  chain(path: readonly number[]): string;
  literal(literal: number): string;
  about(path: readonly number[]): { cells: number[]; digits: number[] };
}

const plainText = (state: LogicState): ChainText => ({
  chain: (path) => implicationText(path, state),
  literal: (literal) => literalText(literal, state),
  about: (path) => pathCellsAndDigits(path, state),
});

export function stepOf(
  state: LogicState,
  { path, placements, eliminations, loop }: ChainFinding,
  id: TechniqueId = TechniqueId.AIC,
  text: ChainText = plainText(state),
): Step {
  const start = path[0] >> 1;
  const end = path[path.length - 1] >> 1;
  const elims = asEliminations(eliminations);
  const about = { ...text.about(path), units: [] };
  const chain = text.chain(path);
  const removed = eliminationsText(elims);
  const name = TECHNIQUE_NAMES[id];
  let explanation: string;
  if (placements.length > 0) {
    const cell = cellOfCandidate(start);
    const digit = digitOfCandidate(start);
    return makeStep(id, {
      placements: [{ cell, digit }],
      eliminations: [],
      ...about,
      explanation: `${name} (nice loop): ${chain}; the chain contradicts its start, so ${text.literal(start * 2 + 1)}`,
    });
  }
  if (path[0] & 1) {
    // Started from "A is": a discontinuous loop back at A's cell.
    explanation =
      end === start
        ? `${name} (discontinuous nice loop): ${chain}; the chain contradicts its start, so ${removed}`
        : `${name} (discontinuous nice loop): ${chain}; a cell holds one digit, so ${text.literal(start * 2)}: ${removed}`;
  } else if (loop) {
    explanation = `${name} (nice loop): ${chain}, which again means ${text.literal(start * 2)}: the loop closes, so each of its weak links holds one true candidate: ${removed}`;
  } else {
    explanation = `${name}: ${chain}; so ${text.literal(start * 2 + 1)} or ${text.literal(end * 2 + 1)}, and ${removed}`;
  }
  return makeStep(id, { placements: [], eliminations: elims, ...about, explanation });
}

function findAllAICs(state: LogicState, shortestOnly = false): Step[] {
  const sight = new NodeSight(state);
  // Only a full list needs them; where no AIC is found, no discontinuous loop is either.
  const loops = shortestOnly ? null : new DiscontinuousLoops();
  const findings = collectChains(
    state,
    ANY,
    [...openCandidates(state), ...openGroups(state)],
    (start, end, depth, search) => {
      if (depth < 3) return null;
      const finding = conclude(sight, start, end, () => search.pathTo(end * 2 + 1));
      if (finding) loops?.add(finding, sight);
      return finding;
    },
    shortestOnly,
    true,
  );
  return [...findings, ...(loops?.findings(findings) ?? [])].map((f) => stepOf(state, f));
}

export const aic = techniqueFromSearch(TechniqueId.AIC, findAllAICs);
