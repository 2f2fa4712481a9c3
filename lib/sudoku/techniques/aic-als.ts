/**
 * AICs and nice loops with almost locked sets among their nodes (als-nodes.ts): "none of
 * r1c1, r1c4 is 3, so the set r1c1+r1c4+r2c5 (3/4/7/9) without 3 fills its cells with 4/7/9:
 * r1c4 or r2c5 is 7, so r1c6 is not 7, ...". Everything else is the AIC of aic.ts: the same
 * ends, continuous loops (which here also lock each set they pass through on its other
 * digits) and discontinuous loops. Only chains through a set are listed; the rest are AICs.
 */
import { TechniqueId, type Step } from "../step";
import { conclude, DiscontinuousLoops, stepOf, type ChainText } from "./aic";
import { AlsNodes } from "./als-nodes";
import {
  collectChains,
  literalText,
  openCandidates,
  pathCellsAndDigits,
  type ChainRules,
} from "./chain-graph";
import { openGroups } from "./chain-groups";
import { NodeSight } from "./chain-nodes";
import { techniqueFromSearch, type LogicState } from "./state";

const RULES: ChainRules = {
  strong: () => true,
  weak: () => true,
  maxLength: 15,
  grouped: true,
};

/** Literals, set nodes read with the digit the set lost just before (see AlsNodes). */
function chainText(state: LogicState, nodes: AlsNodes): ChainText {
  const literal = (l: number, previous?: number): string => {
    if (!nodes.has(l >> 1)) return literalText(l, state);
    const lost =
      previous !== undefined &&
      l & 1 &&
      !(previous & 1) &&
      nodes.has(previous >> 1) &&
      nodes.als(previous >> 1) === nodes.als(l >> 1)
        ? nodes.digit(previous >> 1)
        : undefined;
    return nodes.literalText(l, lost);
  };
  return {
    literal: (l) => literal(l),
    chain(path) {
      const texts = path.map((l, i) => literal(l, i > 0 ? path[i - 1] : undefined));
      return `If ${texts[0]} then ${texts.slice(1).join(", so ")}`;
    },
    about(path) {
      const plain = path.filter((l) => !nodes.has(l >> 1));
      const { cells, digits } = pathCellsAndDigits(plain, state);
      const all = new Set(cells);
      const ds = new Set(digits);
      for (const l of path) {
        if (!nodes.has(l >> 1)) continue;
        for (const cell of nodes.als(l >> 1).cells) all.add(cell);
        ds.add(nodes.digit(l >> 1));
      }
      return {
        cells: [...all].sort((a, b) => a - b),
        digits: [...ds].sort((a, b) => a - b),
      };
    },
  };
}

/**
 * A continuous loop entering a set by x and leaving by y holds exactly one of them there, so
 * the set's other digits are locked in it. A set the loop passes twice locks nothing.
 */
function lockedBySets(state: LogicState, nodes: AlsNodes, path: readonly number[]): number[] {
  const passes = new Map<unknown, [number, number][]>();
  for (let i = 0; i + 1 < path.length; i++) {
    const [a, b] = [path[i] >> 1, path[i + 1] >> 1];
    if (!nodes.has(a) || !nodes.has(b) || nodes.als(a) !== nodes.als(b)) continue;
    const list = passes.get(nodes.als(a)) ?? [];
    list.push([a, b]);
    passes.set(nodes.als(a), list);
  }
  const out: number[] = [];
  for (const list of passes.values()) {
    if (list.length !== 1) continue;
    out.push(...nodes.lockedEliminations(list[0][0], list[0][1], state.candidates));
  }
  return out;
}

function findAllAlsAICs(state: LogicState, shortestOnly = false): Step[] {
  const nodes = new AlsNodes(state);
  if (nodes.count === 0) return [];
  const sight = new NodeSight(state, nodes);
  const throughSet = (path: readonly number[]) => path.some((l) => nodes.has(l >> 1));
  const loops = shortestOnly ? null : new DiscontinuousLoops();
  const findings = collectChains(
    state,
    RULES,
    [...openCandidates(state), ...openGroups(state)],
    (start, end, depth, search) => {
      if (depth < 3) return null;
      let path: number[] | null = null;
      const pathOf = () => (path ??= search.pathTo(end * 2 + 1));
      // Chains that meet no set are the AIC's; most literals reached conclude nothing, so the
      // path is built only for a conclusion.
      // A set's digit left in one cell is that cell's candidate: a chain from "r7c8 is not 9"
      // to it proves r7c8 is 9, like any chain back to its start.
      const endCandidate =
        nodes.has(end) && nodes.cells(end).length === 1
          ? nodes.cells(end)[0] * 9 + nodes.digit(end) - 1
          : end;
      const finding = conclude(sight, start, endCandidate, pathOf, (p) =>
        lockedBySets(state, nodes, p),
      );
      if (!finding || !throughSet(finding.path)) return null;
      loops?.add(finding, sight);
      return finding;
    },
    shortestOnly,
    true,
    nodes,
  );
  const text = chainText(state, nodes);
  return [...findings, ...(loops?.findings(findings) ?? [])].map((f) =>
    stepOf(state, f, TechniqueId.AlsAIC, text),
  );
}

export const alsAic = techniqueFromSearch(TechniqueId.AlsAIC, findAllAlsAICs);
