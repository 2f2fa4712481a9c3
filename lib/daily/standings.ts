/**
 * The day's standings as a list: equal ranked times share a place (1, 2, 2, 4), so nobody is
 * placed behind someone they tied with.
 */

export interface Ranked {
  rankedMs: number;
}

/**
 * Places for rows already sorted by rankedMs, best first, starting at `first` (the place of
 * the first row). Competition ranking: a tie shares the better place, the next one skips.
 *
 * @example
 * withPlaces([{ rankedMs: 5 }, { rankedMs: 7 }, { rankedMs: 7 }, { rankedMs: 9 }]).map((r) => r.place)
 * // [1, 2, 2, 4]
 */
export function withPlaces<T extends Ranked>(
  rows: readonly T[],
  first = 1,
): (T & { place: number })[] {
  let place = first;
  return rows.map((row, index) => {
    if (index > 0 && row.rankedMs !== rows[index - 1].rankedMs) place = first + index;
    return { ...row, place };
  });
}
