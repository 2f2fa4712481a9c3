/**
 * Digit bit sets: bit d-1 stands for digit d, so all nine digits are 0x1ff.
 *
 * @example
 * const mask = bit(3) | bit(7); // digits 3 and 7
 * digitsOf(mask); // [3, 7]
 */
export const ALL_DIGITS_MASK = 0x1ff;

export const DIGITS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The bit for digit d (1-9). */
export const bit = (d: number): number => 1 << (d - 1);

/** Whether the mask contains digit d. */
export const hasDigit = (mask: number, d: number): boolean => (mask & (1 << (d - 1))) !== 0;

const POPCOUNT = new Uint8Array(512);
for (let m = 1; m < 512; m++) POPCOUNT[m] = POPCOUNT[m >> 1] + (m & 1);

/** How many digits the mask holds. */
export const popcount = (mask: number): number => POPCOUNT[mask & ALL_DIGITS_MASK];

/** The digits of the mask, ascending. */
export function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) out.push(d);
  return out;
}

/** The lowest digit of a non-empty mask (the only one, for a single). */
export function firstDigit(mask: number): number {
  return 32 - Math.clz32(mask & -mask);
}

/** A mask from a list of digits. */
export function maskOf(digits: Iterable<number>): number {
  let m = 0;
  for (const d of digits) m |= 1 << (d - 1);
  return m;
}
