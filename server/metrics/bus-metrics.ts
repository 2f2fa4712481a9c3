/**
 * Counters fed by domain events: races started and finished. Only this process's own events count (origin "local"): each
 * process exports what it did, and Prometheus sums the processes.
 */
import type { Bus } from "../bus/bus";
import type { NonetMetrics } from "./metrics";

/** Returns the unsubscribe. */
export function countDomainEvents(bus: Bus, metrics: NonetMetrics): () => void {
  return bus.subscribe((event, origin) => {
    if (origin !== "local") return;
    switch (event.type) {
      case "RaceStarted":
        metrics.racesStarted.inc();
        break;
      case "RaceFinished":
        metrics.racesFinished.inc();
        break;
    }
  });
}
