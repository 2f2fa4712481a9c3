/**
 * The one road domain events travel: services publish here, never to sockets; the fan-out
 * (server/realtime/fan-out.ts) and the services that follow each other subscribe.
 *
 * Listeners hear where an event came from. `local`: this process made it, so this process
 * does what the event asks of the outside world (emits to sockets, which socket.io's adapter
 * carries to every process). `remote`: another process made it and already did that; here it
 * only updates what this process keeps (a cached game gone stale). Acting on remote events
 * would do everything once per process.
 */
import type { DomainEvent } from "./events";

export type Origin = "local" | "remote";
export type BusListener = (event: DomainEvent, origin: Origin) => void;

export interface Bus {
  publish(event: DomainEvent): void;
  /** Returns the unsubscribe. */
  subscribe(listener: BusListener): () => void;
  close(): Promise<void>;
}

/** One process: events reach this process's listeners, synchronously, in order. */
export class MemoryBus implements Bus {
  private readonly listeners = new Set<BusListener>();
  private closed = false;

  constructor(private readonly logError: (message: string, error: unknown) => void = () => {}) {}

  publish(event: DomainEvent): void {
    this.deliver(event, "local");
  }

  subscribe(listener: BusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Hands an event to every listener; one that throws does not stop the others. */
  protected deliver(event: DomainEvent, origin: Origin): void {
    if (this.closed) return;
    for (const listener of this.listeners) {
      try {
        listener(event, origin);
      } catch (error) {
        this.logError(`bus listener failed on ${event.type}`, error);
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
  }
}
