/**
 * Whether two cells see each other, as a table lookup: the pattern searches ask this in their
 * innermost loops, where grid.ts `isPeer` (three divisions) shows up in profiles.
 */
import { PEERS } from "../grid";

const PEER = new Uint8Array(81 * 81);
for (let a = 0; a < 81; a++) for (const b of PEERS[a]) PEER[a * 81 + b] = 1;

/** Whether distinct cells a and b share a unit (false for a === b). */
export const sees = (a: number, b: number): boolean => PEER[a * 81 + b] === 1;
