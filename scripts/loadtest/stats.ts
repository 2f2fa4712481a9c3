/** Latency percentiles and the loadtest's lines, pure so they are tested alone. */

/** The p-th percentile (nearest rank) of `sorted` (ascending); NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarise(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
  };
}

const ms = (value: number) => (Number.isNaN(value) ? "n/a" : `${value.toFixed(1)} ms`);

export function describeLatency(label: string, p: Percentiles): string {
  return `${label}: p50 ${ms(p.p50)}, p95 ${ms(p.p95)}, p99 ${ms(p.p99)}, max ${ms(p.max)} (${p.count} samples)`;
}

/**
 * The last line, in the one form the issue fixes, e.g.
 * `loadtest: 500 players in 125 rooms for 30 s: 497 moves/s, ack p50 4.1 ms, p95 12.0 ms, p99 31.5 ms, errors 0`
 */
export function summaryLine(input: {
  players: number;
  rooms: number;
  seconds: number;
  movesPerSecond: number;
  ack: Percentiles;
  errors: number;
}): string {
  const { players, rooms, seconds, movesPerSecond, ack, errors } = input;
  const fixed = (value: number) => (Number.isNaN(value) ? "n/a" : value.toFixed(1));
  return (
    `loadtest: ${players} players in ${rooms} rooms for ${seconds} s: ` +
    `${Math.round(movesPerSecond)} moves/s, ack p50 ${fixed(ack.p50)} ms, ` +
    `p95 ${fixed(ack.p95)} ms, p99 ${fixed(ack.p99)} ms, errors ${errors}`
  );
}
