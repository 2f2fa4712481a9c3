/**
 * Nonet's one process: the Next.js request handler and socket.io on the same HTTP server,
 * the database (embedded PGlite unless DATABASE_URL is set) migrated at start, and a clean
 * shutdown on SIGINT/SIGTERM.
 *
 *   tsx server/index.ts                        development: Next in dev mode, hot reload
 *   NODE_ENV=production tsx server/index.ts    serves the `next build` output
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createAdapter } from "@socket.io/redis-streams-adapter";
import { Server } from "socket.io";
import { applyMigrations } from "../prisma/migrate";
import { claimGuestGames, findUser } from "./auth/accounts";
import { CLIENT_IP_HEADER, createAppContext, setAppContext } from "./auth/app-context";
import { sessionStands, userPlayerId } from "./auth/identity";
import { dailyDateOf } from "../lib/daily/dates";
import { SESSION_ENDED_MESSAGE } from "../lib/game/protocol";
import { MemoryBus, type Bus } from "./bus/bus";
import { RedisBus } from "./bus/redis-bus";
import { MemoryPresenceSets, type PresenceSets } from "./presence/presence-sets";
import { RedisPresenceSets } from "./presence/redis-presence-sets";
import { DailyPuzzles } from "./daily/daily-puzzles";
import { ChallengeService } from "./challenges/challenge-service";
import { DailyService } from "./daily/daily-service";
import { createDb, postgresAdapter } from "./db";
import { DeploymentModeClaim } from "./deployment-mode";
import { startEmbeddedDb, type EmbeddedDb } from "./embedded-db";
import { loadEnv, type Env } from "./env";
import { GameService } from "./games/game-service";
import { PrismaGameStore } from "./games/prisma-game-store";
import { HintWorker } from "./games/hint-engine";
import { PageLimits } from "./page-limits";
import { BackgroundGenerator } from "./puzzles/background-generator";
import { PuzzlePool } from "./puzzles/puzzle-pool";
import {
  NEXT_HMR_PATH,
  SHUTDOWN_DEADLINE_MS,
  SOCKET_IO_PATH,
  refuseUpgrade,
  screenRequest,
  trackSockets,
  withDeadline,
} from "./http-guard";
import { attachClientAddress, clientAddressResolver } from "./client-address";
import { attachConnectionLimits, engineLimit } from "./realtime/connection-limits";
import { SocketDrain, drainWindowMs } from "./realtime/drain";
import { attachGuestAuth } from "./realtime/guest-auth";
import { registerGameHandlers } from "./realtime/handlers";
import { attachFanOut } from "./realtime/fan-out";
import { openSockets } from "./realtime/open-sockets";
import { quotaLimiters } from "./realtime/shared-quota";
import { connectRedis, REDIS_COMMAND_TIMEOUT_MS } from "./redis";
import { PrismaRoomStore } from "./rooms/prisma-room-store";
import { RoomService } from "./rooms/room-service";
import { replayForClient } from "./rooms/replay-query";
import { keepRaceAddress } from "./results/contested-win";
import { healthRoutes } from "./health";
import { createLogger, defaultFormat, errorLogger } from "./logging/logger";
import { logDomainEvents } from "./logging/bus-log";
import { logRequests } from "./logging/request-log";
import { countDomainEvents } from "./metrics/bus-metrics";
import { NonetMetrics } from "./metrics/metrics";
import { startMetricsServer } from "./metrics/metrics-server";
import { unclaimedModerators, unclaimedModeratorWarning } from "./moderation/unclaimed-moderators";
import { timedQueries } from "./metrics/timed-queries";
import { isRoomChannel, type GameServer } from "./realtime/types";
import { startNext } from "./next-app";
import type { RunningServer, StartOptions } from "./server-types";

export type { RunningServer, StartOptions } from "./server-types";

/** Starts Nonet; resolves once it listens. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  // Told once the logger exists: it is configured by the variables being read.
  const envWarnings: string[] = [];
  const env = loadEnv(
    {
      ...process.env,
      ...options.env,
      ...(options.port !== undefined && { PORT: String(options.port) }),
      ...(options.dataDir !== undefined && { DATA_DIR: options.dataDir }),
    },
    (message) => envWarnings.push(message),
  );
  const logger = createLogger({
    level: options.log === false && quieterThanWarn(env.LOG_LEVEL) ? "warn" : env.LOG_LEVEL,
    format: env.LOG_FORMAT ?? defaultFormat(env.NODE_ENV),
    destination: options.logDestination,
  });
  for (const warning of envWarnings) logger.warn(warning);
  const log = (line: string) => logger.info(line);
  const logError = errorLogger(logger);
  // Only with METRICS_PORT: without it nothing is measured and no port is opened.
  const metrics = env.METRICS_PORT === undefined ? null : new NonetMetrics();
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  // Read by /readyz: a process shutting down leaves the proxy's rotation at once.
  let shuttingDown = false;
  // Set once the server listens: the first step of a shutdown (realtime/drain.ts).
  let drainSockets: ((windowMs: number) => Promise<unknown>) | null = null;
  const stopAll = async (drainMs = 0) => {
    shuttingDown = true;
    await drainSockets?.(drainMs).catch((error: unknown) => logError("drain failed", error));
    for (const cleanup of cleanups.reverse()) {
      await Promise.resolve()
        .then(cleanup)
        .catch((error: unknown) => logError("shutdown step failed", error));
    }
  };

  try {
    let embedded: EmbeddedDb | null = null;
    if (!env.DATABASE_URL) {
      embedded = await startEmbeddedDb(join(env.DATA_DIR, "pglite"), "the Nonet server");
      cleanups.push(() => embedded?.stop());
    }
    const applied = await applyMigrations(env.DATABASE_URL ?? embedded!.pglite);
    if (applied.length) log(`Applied migrations: ${applied.join(", ")}`);

    const adapter = embedded
      ? embedded.adapter
      : postgresAdapter(env.DATABASE_URL!, env.DATABASE_POOL_SIZE);
    const db = createDb(
      metrics ? timedQueries(adapter, (kind, seconds) => metrics.dbQuery(kind, seconds)) : adapter,
    );
    cleanups.push(() => db.$disconnect());
    for (const name of await unclaimedModerators(db, env.MODERATORS)) {
      logger.warn({ moderator: name }, unclaimedModeratorWarning(name));
    }
    // On PostgreSQL, processes with and without Redis must never serve one database together.
    if (env.DATABASE_URL) {
      const claim = await DeploymentModeClaim.take(db, env.REDIS_URL ? "redis" : "alone", logError);
      cleanups.push(() => claim.dispose());
    }

    // Several processes share Redis: the bus between them and socket.io's adapter ride it.
    const redis = env.REDIS_URL
      ? await connectRedis(env.REDIS_URL, { logError, commandTimeoutMs: REDIS_COMMAND_TIMEOUT_MS })
      : null;
    if (redis) cleanups.push(() => redis.quit());
    // socket.io's adapter blocks on its stream reads: a connection of its own, no timeout.
    const adapterRedis = env.REDIS_URL ? await connectRedis(env.REDIS_URL, { logError }) : null;
    if (adapterRedis) cleanups.push(() => adapterRedis.quit());
    const redisBus = redis ? new RedisBus(redis, { logError }) : null;
    const bus: Bus = redisBus ?? new MemoryBus(logError);
    cleanups.push(() => bus.close());
    cleanups.push(logDomainEvents(bus, logger));
    if (metrics) cleanups.push(countDomainEvents(bus, metrics));
    // Quotas on guests, addresses and usernames: with Redis, shared by every process.
    const quotas = quotaLimiters({ redis: redis ?? undefined });
    // Who has a game or room open: every process's tabs, so no process decides from its own.
    const presence: PresenceSets = redis
      ? new RedisPresenceSets(redis, { logError })
      : new MemoryPresenceSets();
    // Closed after the services (their close reads it): cleanups run in reverse.
    cleanups.push(() => presence.close());

    const generator = new BackgroundGenerator({
      onJob: metrics
        ? (queue, seconds, outcome) => metrics.engineJob(queue, seconds, outcome)
        : undefined,
    });
    cleanups.push(() => generator.close());
    const pool = new PuzzlePool(db, generator, env.PUZZLE_POOL_SIZE, logError);
    cleanups.push(() => pool.close());

    const dev = options.dev ?? env.NODE_ENV !== "production";
    const hints = new HintWorker({
      warm: !dev,
      onJob: metrics
        ? (seconds, outcome) => metrics.engineJob("hints", seconds, outcome)
        : undefined,
    });
    cleanups.push(() => hints.close());

    const service = new GameService({
      hints,
      store: new PrismaGameStore(db),
      puzzles: pool,
      pauseGraceMs: options.pauseGraceMs,
      bus,
      presence,
      logError,
    });
    cleanups.push(() => service.close());
    const roomService = new RoomService({
      store: new PrismaRoomStore(db),
      // Who is in which room, on every process (keys "room:…", "guest-rooms:…").
      presence,
      games: service,
      puzzles: pool,
      publisher: {
        roomChanged: (code, views) => bus.publish({ type: "RoomChanged", v: 1, code, views }),
        progress: (progress) => bus.publish({ type: "RaceProgress", v: 1, progress }),
        race: (kind, race) =>
          bus.publish({ type: kind === "started" ? "RaceStarted" : "RaceFinished", v: 1, race }),
      },
      raceDeadlineMinMs: env.RACE_DEADLINE_MIN_MS,
      ...options.rooms,
      logError,
    });
    cleanups.push(() => roomService.close());
    // Rooms follow their racers' games as this process writes them.
    cleanups.push(
      bus.subscribe((event, origin) => {
        if (event.type === "GameCommitted" && origin === "local") {
          roomService.onGameCommitted(event.game);
        }
      }),
    );
    // Races a crash or an older server left without their winner or end are settled before
    // anyone can join them again.
    const settled = await roomService.settleLeftovers();
    if (settled) log(`Settled ${settled} unfinished race(s) from the database`);

    const dailyPuzzles = new DailyPuzzles(db, (level, seed) => generator.generate(level, seed));
    const daily = new DailyService({
      db,
      games: service,
      puzzles: dailyPuzzles,
      secret: env.NEXTAUTH_SECRET,
      today: options.today ?? (() => dailyDateOf(Date.now())),
    });

    const challenges = new ChallengeService({
      db,
      games: service,
      today: options.today ?? (() => dailyDateOf(Date.now())),
    });

    // Route handlers and pages reach the database and the sign-in limits through this.
    setAppContext(
      createAppContext(
        db,
        env,
        (userId) =>
          bus.publish({
            type: "SessionsEnded",
            v: 1,
            playerId: userPlayerId(userId),
            message: SESSION_ENDED_MESSAGE,
          }),
        quotas,
      ),
    );
    cleanups.push(() => setAppContext(null));
    // Without NEXTAUTH_URL, next-auth takes the origin from the request (Host, and
    // X-Forwarded-Proto, set below when no proxy did), as the socket's origin check does.
    if (!env.NEXTAUTH_URL) process.env.AUTH_TRUST_HOST ??= "true";

    const httpServer = createServer();
    const pageLimits = new PageLimits(options.pageLimits, quotas);
    // Through TRUSTED_PROXIES only; keyed like every limit (an IPv6 peer by its /64).
    const clientAddress = clientAddressResolver(env.TRUSTED_PROXIES);
    const sockets = trackSockets(httpServer);
    const next = options.withNext === false ? null : await startNext(httpServer, env, dev);
    if (next) cleanups.push(() => next.close());
    const health = healthRoutes({
      checks: {
        database: () => db.$queryRaw`SELECT 1`,
        ...(redis && { redis: () => redis.ping() }),
      },
      stopping: () => shuttingDown,
    });
    const requestLog = logRequests(logger);
    httpServer.on("request", (req, res) => {
      const reqLog = requestLog(req, res);
      if (screenRequest(req, res)) return;
      if (health(req, res)) return;
      // Route handlers cannot see the socket: the address goes in a header nobody else sets.
      const address = clientAddress(req);
      req.headers[CLIENT_IP_HEADER] = address;
      pageLimits.admit(address, req, res).then(
        (admitted) => {
          if (!admitted) return;
          req.headers["x-forwarded-proto"] ??= "http";
          if (next) {
            next.handle(req, res);
            return;
          }
          res.statusCode = 404;
          res.end();
        },
        (error: unknown) => {
          // A limit that could not be checked must not leave the request hanging.
          reqLog.error({ err: error }, "page limit check failed");
          if (!res.headersSent) res.writeHead(503, { "retry-after": "1" });
          res.end();
        },
      );
    });

    // socket.io must not destroy Next's hot-reload upgrades; every other upgrade is refused below.
    // Twice the socket cap: a tab past MAX_SOCKETS_PER_IP still gets the typed `limit` refusal
    // of the namespace; only sessions that never connect pile up to the hard cap.
    // Open sockets per guest and address: with Redis, every process's (open-sockets.ts).
    const open = openSockets({ redis: redis ?? undefined, logError });
    cleanups.push(() => open.dispose());
    const sessions = engineLimit(env.MAX_SOCKETS_PER_IP * 2, clientAddress, open);
    const drain = new SocketDrain();
    const io: GameServer = new Server(httpServer, {
      // With several processes every emit reaches the matching sockets of all of them. The
      // streams adapter rather than the pub/sub one: it resumes after a short Redis outage
      // without losing what was said meanwhile.
      ...(adapterRedis && { adapter: createAdapter(adapterRedis) }),
      serveClient: false,
      destroyUpgrade: false,
      // A draining process takes no new session (a deploy moves its pages elsewhere).
      allowRequest: drain.guard(sessions.allowRequest),
      // A session that never opens the namespace (a raw WebSocket, an abandoned handshake) is
      // closed after this, not the default 45 s.
      connectTimeout: 10_000,
      // A racer whose network vanished (no close) shows as away within about 15 s, not 45.
      pingInterval: 10_000,
      pingTimeout: 5_000,
      // The largest message is a step with every elimination (~20 kB); refuse anything far larger.
      maxHttpBufferSize: 100_000,
    });
    httpServer.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = req.url ?? "";
      if (url.startsWith(SOCKET_IO_PATH)) return;
      if (next?.upgrade && dev && url.startsWith(NEXT_HMR_PATH)) {
        next.upgrade(req, socket, head);
        return;
      }
      refuseUpgrade(socket);
    });
    attachClientAddress(io, clientAddress);
    attachGuestAuth(io, env.NEXTAUTH_SECRET, env.ALLOWED_ORIGINS, {
      findUser: (userId) => findUser(db, userId),
      claimGuest: async (guestId, playerId) =>
        service.ownerChanged(await claimGuestGames(db, guestId, playerId), playerId),
      logError,
    });
    sessions.track(io);
    attachConnectionLimits(io, {
      perGuest: env.MAX_SOCKETS_PER_GUEST,
      perIp: env.MAX_SOCKETS_PER_IP,
      openSockets: open,
    });
    cleanups.push(attachFanOut(bus, io));
    await redisBus?.start();
    registerGameHandlers(io, service, {
      bus,
      ratePerSecond: env.RATE_LIMIT_PER_SECOND,
      rateBurst: env.RATE_LIMIT_BURST,
      redis: redis ?? undefined,
      ...options.createLimits,
      rooms: roomService,
      daily,
      challenges,
      replay: (raceId) => replayForClient(db, raceId),
      keepRaceAddress: (gameId, address) => keepRaceAddress(db, gameId, address),
      sessionStands: (playerId, epoch) =>
        sessionStands(playerId, epoch, (userId) => findUser(db, userId)),
      logError,
      logger,
      observeAck: metrics
        ? (event, outcome, seconds) => metrics.ackSent(event, outcome, seconds)
        : undefined,
    });

    await new Promise<void>((resolveListen, reject) => {
      httpServer.once("error", reject);
      httpServer.listen(env.PORT, env.HOST, () => {
        httpServer.off("error", reject);
        resolveListen();
      });
    });
    const gameIo = io;
    drainSockets = (windowMs) => drain.begin(httpServer, gameIo, windowMs);
    // Close sockets (their disconnects pause clocks) before the service and the database go.
    // Bounded: io.close() waits for every socket, and a stray one (a peer that never reads)
    // must not keep the clocks running and the database open.
    cleanups.push(() => {
      const closed = new Promise<void>((done) => gameIo.close(() => done()));
      httpServer.closeAllConnections();
      return withDeadline(closed, SHUTDOWN_DEADLINE_MS).then(() => sockets.destroyAll());
    });

    let metricsUrl: string | null = null;
    if (metrics) {
      metrics.watch({
        sockets: () => gameIo.of("/").sockets.size,
        liveGames: () => service.stats().liveGames,
        // This process's adapter: the rooms its own sockets are in.
        liveRooms: () => [...gameIo.of("/").adapter.rooms.keys()].filter(isRoomChannel).length,
        queueLengths: () => ({ hints: hints.queueLength, ...generator.queueLengths() }),
      });
      const served = await startMetricsServer({
        host: env.METRICS_HOST,
        port: env.METRICS_PORT!,
        registry: metrics.registry,
        logError,
      });
      cleanups.push(() => served.close());
      metricsUrl = served.url;
      log(`Metrics on ${served.url}`);
    }

    void pool.refill();
    roomService.startSweeping();
    const port = (httpServer.address() as AddressInfo).port;
    const shownHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
    const url = `http://${shownHost}:${port}`;
    log(`Nonet ready on ${url} (${dev ? "development" : "production"}, ${databaseLabel(env)})`);

    let stopping: Promise<void> | null = null;
    return {
      url,
      port,
      env,
      db,
      service,
      rooms: roomService,
      pool,
      daily,
      io: gameIo,
      bus,
      redis,
      logger,
      metricsUrl,
      stop: (stopOptions) => (stopping ??= stopAll(stopOptions?.drainMs)),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function quieterThanWarn(level: Env["LOG_LEVEL"]): boolean {
  return level === "trace" || level === "debug" || level === "info";
}

function databaseLabel(env: Env): string {
  if (!env.DATABASE_URL) return `embedded PGlite in ${join(env.DATA_DIR, "pglite")}`;
  const url = new URL(env.DATABASE_URL);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

/** Runs the server until SIGINT or SIGTERM. */
async function main() {
  const server = await startServer();
  let signals = 0;
  const shutdown = (signal: string) => {
    // A second Ctrl-C means "now".
    if (++signals > 1) process.exit(1);
    server.logger.info({ signal }, "shutting down");
    // The bound a deploy counts on: whatever a step waits for, the process is gone by then.
    const graceMs = server.env.SHUTDOWN_GRACE_MS;
    setTimeout(() => process.exit(1), graceMs).unref();
    server.stop({ drainMs: drainWindowMs(graceMs) }).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    // Before (or without) a logger: a bad variable is told to the operator as plain text.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
