/** Small number helpers for the benchmark's printed lines. */

/** The q-quantile (0..1) of the values, nearest rank; NaN for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank];
}

/** Milliseconds with a precision that suits their size: 0.012, 0.35, 4.2, 1234. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return "n/a";
  if (value < 0.1) return value.toFixed(3);
  if (value < 10) return value.toFixed(2);
  if (value < 100) return value.toFixed(1);
  return value.toFixed(0);
}

/** A whole number with thin grouping: 123 456. */
export function count(value: number): string {
  return Math.round(value).toLocaleString("en-US").replaceAll(",", " ");
}
