/**
 * Each process of a cluster serves its own metrics: METRICS_PORT is the first process's port
 * and process i (from 0) takes METRICS_PORT + i, so a Prometheus config lists them as a range.
 */
import { ClusterError } from "./cluster";

/** The metrics port of each of `nodes` processes, or null when METRICS_PORT is unset. */
export function metricsPorts(base: string | undefined, nodes: number): number[] | null {
  if (base === undefined || base === "") return null;
  const first = Number(base);
  const last = first + nodes - 1;
  if (!Number.isInteger(first) || first < 1 || last > 65535) {
    throw new ClusterError(
      `METRICS_PORT must be a port from 1 to ${65536 - nodes} for ${nodes} processes ` +
        `(process i takes METRICS_PORT + i), not "${base}"`,
    );
  }
  return Array.from({ length: nodes }, (_, i) => first + i);
}
