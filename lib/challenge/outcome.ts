/**
 * The sentence a challenge ends with. Times compared are ranked times (measured time plus
 * penalties), as on the challenge's board and the leaderboards.
 */
import { formatTime } from "../race/format";

export interface RunTime {
  solved: boolean;
  /** Measured time plus penalties, server ms. */
  rankedMs: number;
}

/** How far apart two times are, in words: "0:12", or "under a second". */
function gap(ms: number): string {
  return ms < 1_000 ? "under a second" : formatTime(ms);
}

/**
 * "You beat Ada by 0:12" or "Ada wins by 0:40".
 *
 * @example
 * outcomeSentence({ solved: true, rankedMs: 300_000 }, { name: "Ada", solved: true, rankedMs: 312_000 });
 * // "You beat Ada by 0:12"
 */
export function outcomeSentence(mine: RunTime, theirs: RunTime & { name: string }): string {
  if (!mine.solved && !theirs.solved) return `Neither you nor ${theirs.name} finished`;
  if (!mine.solved) return `${theirs.name} wins: you did not finish`;
  if (!theirs.solved) return `You beat ${theirs.name}: they did not finish`;
  const ahead = theirs.rankedMs - mine.rankedMs;
  if (ahead === 0) return `A dead heat with ${theirs.name}`;
  return ahead > 0
    ? `You beat ${theirs.name} by ${gap(ahead)}`
    : `${theirs.name} wins by ${gap(-ahead)}`;
}

/** Whether the taker won: what the page colours the sentence by. */
export function beat(mine: RunTime, theirs: RunTime): boolean {
  return mine.solved && (!theirs.solved || mine.rankedMs < theirs.rankedMs);
}
