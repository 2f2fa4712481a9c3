/**
 * Every Prometheus metric a Nonet process exports, in one registry of its own (tests run
 * several servers in one process; prom-client's global registry would mix them). README lists
 * them. The code that feeds them stays thin: domain events off the bus (bus-metrics.ts), an
 * observer on socket acks, the engine workers' job hook and the database adapter's timing;
 * gauges are read when scraped.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { AckOutcome } from "../realtime/ack-observer";

/** The engine's worker queues (server/engine-worker.ts). */
export type EngineQueue = "hints" | "generate" | "rate";

/** What the gauges read at each scrape; index.ts wires them to the running services. */
export interface MetricSources {
  sockets(): number;
  liveGames(): number;
  liveRooms(): number;
  queueLengths(): Record<EngineQueue, number>;
}

const NONE: MetricSources = {
  sockets: () => 0,
  liveGames: () => 0,
  liveRooms: () => 0,
  queueLengths: () => ({ hints: 0, generate: 0, rate: 0 }),
};

/** A move's ack comes after its durable write: tens of ms at worst on a healthy server. */
const ACK_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** Hints take ms to ~50 ms; an extreme puzzle seconds; a pasted one's rating up to 20 s. */
const JOB_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

export class NonetMetrics {
  readonly registry = new Registry();
  private sources: MetricSources = NONE;

  readonly movesAccepted = new Counter({
    name: "nonet_moves_accepted_total",
    help: "Moves written and acknowledged by this process (a resent move acked again not counted).",
    registers: [this.registry],
  });
  readonly movesRefused = new Counter({
    name: "nonet_moves_refused_total",
    help: "Moves refused by this process, by the error code the player was sent.",
    labelNames: ["reason"] as const,
    registers: [this.registry],
  });
  readonly moveAckSeconds = new Histogram({
    name: "nonet_move_ack_seconds",
    help: "From a move arriving to its ack leaving, by outcome (accepted or refused).",
    labelNames: ["outcome"] as const,
    buckets: ACK_BUCKETS,
    registers: [this.registry],
  });
  readonly racesStarted = new Counter({
    name: "nonet_races_started_total",
    help: "Races started by this process.",
    registers: [this.registry],
  });
  readonly racesFinished = new Counter({
    name: "nonet_races_finished_total",
    help: "Races this process moved to finished.",
    registers: [this.registry],
  });
  readonly engineJobSeconds = new Histogram({
    name: "nonet_engine_job_seconds",
    help: "Engine worker jobs, from the worker starting one to its answer, by queue and outcome.",
    labelNames: ["queue", "outcome"] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });
  readonly dbQuerySeconds = new Histogram({
    name: "nonet_db_query_seconds",
    help: "SQL statements sent through the database driver adapter, by kind.",
    labelNames: ["kind"] as const,
    buckets: QUERY_BUCKETS,
    registers: [this.registry],
  });

  constructor() {
    const read = (fn: (sources: MetricSources) => number) => () => fn(this.sources);
    gauge(
      this.registry,
      "nonet_sockets_connected",
      "Sockets open on this process.",
      read((s) => s.sockets()),
    );
    gauge(
      this.registry,
      "nonet_games_live",
      "Games held live in this process (a tab open, or a clock not yet stopped).",
      read((s) => s.liveGames()),
    );
    gauge(
      this.registry,
      "nonet_rooms_live",
      "Race rooms with at least one tab open on this process.",
      read((s) => s.liveRooms()),
    );
    const sources = () => this.sources;
    new Gauge({
      name: "nonet_engine_queue_length",
      help: "Engine jobs waiting or running, by queue.",
      labelNames: ["queue"] as const,
      registers: [this.registry],
      collect() {
        for (const [queue, length] of Object.entries(sources().queueLengths())) {
          this.set({ queue }, length);
        }
      },
    });
    // Heap, RSS, CPU, open handles, GC and event loop lag (nodejs_eventloop_lag_seconds).
    collectDefaultMetrics({ register: this.registry });
  }

  /** Where the gauges read from (set once the services exist). */
  watch(sources: MetricSources): void {
    this.sources = sources;
  }

  /**
   * A socket event's ack (server/realtime/ack-observer.ts); only moves are counted. Accepted
   * moves are counted here rather than off the bus: MoveApplied goes out only when another
   * tab watches the game.
   */
  ackSent(event: string, { code, duplicate }: AckOutcome, seconds: number): void {
    if (event !== "move:submit") return;
    this.moveAckSeconds.observe({ outcome: code ? "refused" : "accepted" }, seconds);
    if (code) this.movesRefused.inc({ reason: code });
    else if (!duplicate) this.movesAccepted.inc();
  }

  engineJob(queue: EngineQueue, seconds: number, outcome: "answered" | "failed"): void {
    this.engineJobSeconds.observe({ queue, outcome }, seconds);
  }

  dbQuery(kind: "query" | "execute", seconds: number): void {
    this.dbQuerySeconds.observe({ kind }, seconds);
  }
}

function gauge(registry: Registry, name: string, help: string, value: () => number): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(value());
    },
  });
}
