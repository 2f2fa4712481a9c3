/**
 * Clue symmetries: a symmetric puzzle keeps or removes the cells of each orbit together.
 */
import { colOf, rowOf, type Grid } from "./grid";

export const SYMMETRIES = ["none", "rotational", "mirror"] as const;
/**
 * `rotational`: 180° about the centre (r,c) <-> (8-r,8-c), the classic newspaper symmetry.
 * `mirror`: left-right reflection (r,c) <-> (r,8-c).
 */
export type Symmetry = (typeof SYMMETRIES)[number];

/** The cell a cell is paired with under the symmetry (itself when none or on the axis). */
export function partnerOf(cell: number, symmetry: Symmetry): number {
  if (symmetry === "rotational") return 80 - cell;
  if (symmetry === "mirror") return rowOf(cell) * 9 + (8 - colOf(cell));
  return cell;
}

/**
 * The cells grouped by orbit: one or two cells each, in cell order.
 *
 * @example
 * orbitsOf("rotational")[0]; // [0, 80]
 * orbitsOf("rotational")[40]; // [40], the centre
 */
export function orbitsOf(symmetry: Symmetry): number[][] {
  const orbits: number[][] = [];
  for (let cell = 0; cell < 81; cell++) {
    const partner = partnerOf(cell, symmetry);
    if (partner < cell) continue;
    orbits.push(partner === cell ? [cell] : [cell, partner]);
  }
  return orbits;
}

/**
 * Whether the clue pattern (which cells are filled, not which digits) has the symmetry.
 *
 * @example
 * isSymmetric(puzzle, "rotational");
 */
export function isSymmetric(grid: Grid, symmetry: Symmetry): boolean {
  for (let cell = 0; cell < 81; cell++) {
    if (Boolean(grid[cell]) !== Boolean(grid[partnerOf(cell, symmetry)])) return false;
  }
  return true;
}
