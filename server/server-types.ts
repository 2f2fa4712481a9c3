/** What `startServer` takes and what it gives back (server/index.ts). */
import type { Redis } from "ioredis";
import type { Bus } from "./bus/bus";
import type { DailyService } from "./daily/daily-service";
import type { Db } from "./db";
import type { Env } from "./env";
import type { GameService } from "./games/game-service";
import type { Logger } from "./logging/logger";
import type { PageLimitOptions } from "./page-limits";
import type { PuzzlePool } from "./puzzles/puzzle-pool";
import type { HandlerOptions } from "./realtime/handlers";
import type { GameServer } from "./realtime/types";
import type { RoomService } from "./rooms/room-service";

export interface StartOptions {
  /** Overrides PORT; 0 picks a free port. */
  port?: number;
  /** Overrides DATA_DIR. */
  dataDir?: string;
  /** Serve the Next.js app too (integration tests of the socket server leave it out). */
  withNext?: boolean;
  /** Next in development mode (hot reload); defaults to NODE_ENV !== "production". */
  dev?: boolean;
  /** Further environment overrides, on top of process.env. */
  env?: Record<string, string | undefined>;
  /** How long the clock runs on after a game's last tab leaves; see PAUSE_GRACE_MS. */
  pauseGraceMs?: number;
  /** Game-creation quotas (tests); see CREATE_PER_GUEST and CREATE_PER_IP. */
  createLimits?: Pick<
    HandlerOptions,
    "createPerGuest" | "createPerIp" | "roomCommandsPerIp" | "hintsPerGuest" | "hintsPerIp"
  >;
  /** Print the start-up lines (default true); false logs warnings and errors only. */
  log?: boolean;
  /** Where log lines go (tests capture them); LOG_LEVEL and LOG_FORMAT still apply. */
  logDestination?: { write(line: string): void };
  /** Today's daily date (tests); the server's UTC date by default. */
  today?: () => string;
  /** Page requests per address (tests); see PAGE_LIMITS. */
  pageLimits?: PageLimitOptions;
  /** Race countdown and reconnect grace (tests); see ROOM_LIMITS. */
  rooms?: { countdownMs?: number; reconnectGraceMs?: number; raceDeadlineMinMs?: number };
}

export interface RunningServer {
  url: string;
  port: number;
  env: Env;
  db: Db;
  service: GameService;
  rooms: RoomService;
  pool: PuzzlePool;
  daily: DailyService;
  io: GameServer;
  bus: Bus;
  /** Shared state between processes (REDIS_URL); null for one process. */
  redis: Redis | null;
  logger: Logger;
  /** Where Prometheus reads this process (METRICS_PORT); null when unset. */
  metricsUrl: string | null;
  /**
   * Stops accepting connections, asks every socket to reconnect elsewhere and waits up to
   * `drainMs` (default 0) for them to go, closes the rest, writes what is queued, pauses
   * every clock, closes the database. Idempotent (the first call's drainMs holds).
   */
  stop(options?: { drainMs?: number }): Promise<void>;
}
