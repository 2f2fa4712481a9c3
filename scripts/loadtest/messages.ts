/** What the loadtest's orchestrator and its client processes say to each other over IPC. */
import type { LoadtestMode } from "./args";

/** Orchestrator -> client process: the rooms (or solo players) it drives. */
export interface SetUpMessage {
  type: "setUp";
  url: string;
  /** Signs each simulated guest's cookie (the server's NEXTAUTH_SECRET). */
  secret: string;
  mode: LoadtestMode;
  /** Players per room driven by this process (solo: one entry per player, each 1). */
  roomSizes: number[];
  /** A tag unique to this process, for names and move ids. */
  tag: string;
  rate: number;
  seconds: number;
  /**
   * Loopback addresses players connect from, each player the next in turn; empty: the
   * default. Behind nginx each address is a player's machine, with its own per-address
   * limits, and nginx spreads them (a room's racers too) over the processes.
   */
  localAddresses: string[];
}

/** Orchestrator -> client process: every process is set up; start the measured window. */
export interface GoMessage {
  type: "go";
}

export type ToWorker = SetUpMessage | GoMessage;

/** Client process -> orchestrator: sockets connected, rooms racing, games joined. */
export interface ReadyMessage {
  type: "ready";
  connections: number;
}

export interface WorkerErrors {
  /** Acks with ok: false. */
  failedAcks: number;
  /** Acks that did not come back in time. */
  timeouts: number;
  /** Sockets that dropped while the test ran. */
  disconnects: number;
  /** A few of the messages, to say what went wrong. */
  examples: string[];
}

/** Client process -> orchestrator: the measured window is over and every ack is in. */
export interface ResultMessage {
  type: "result";
  /** Moves sent in the window. */
  sent: number;
  /** Acks (ok) received in the window. */
  ackedInWindow: number;
  /** Ms from send to ack, of every move sent in the window. */
  ackLatencies: number[];
  /** Ms from a move's send to another racer of the room receiving progress that includes it. */
  progressLatencies: number[];
  /** Players who filled their grid. */
  finishes: number;
  /** Rematches started in the window (a room whose race ended races again). */
  racesStarted: number;
  /** This client process's CPU over the window, in µs (process.cpuUsage). */
  cpuMicros: number;
  /** This process's event-loop delay over the window, ms: a slow client inflates latencies. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  errors: WorkerErrors;
}

/** Client process -> orchestrator: set-up failed; the run cannot be measured. */
export interface FailedMessage {
  type: "failed";
  message: string;
}

export type FromWorker = ReadyMessage | ResultMessage | FailedMessage;
