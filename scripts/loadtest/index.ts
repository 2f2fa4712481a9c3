/**
 * `npm run loadtest -- --players 500 --rooms 125 --seconds 30 [--rate 1]`: starts a Nonet
 * server in this process (embedded PGlite in a throwaway directory, or DATABASE_URL), drives
 * simulated racers from separate client processes (worker.ts), and prints connections,
 * sustained moves/s, ack and progress-broadcast latency, the server's CPU and RSS, errors,
 * and one summary line. Only the server runs here, so `node --cpu-prof` on this process
 * profiles the server alone.
 *
 * `--nodes N` (with DATABASE_URL and REDIS_URL): the same run against N server processes
 * behind nginx (scripts/cluster); each room's players connect from a loopback address of
 * their own, as households behind nginx, and the servers' CPU and RSS are read from /proc.
 */
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { Session } from "node:inspector/promises";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { startServer, type RunningServer } from "../../server/index";
import { startCluster, type Cluster } from "../cluster/cluster";
import { cpuUsageOf, rssOf } from "./proc-usage";
import { ArgsError, USAGE, parseArgs, roomSizes, type LoadtestArgs } from "./args";
import type { FromWorker, ResultMessage, ToWorker } from "./messages";
import { describeLatency, summarise, summaryLine } from "./stats";

const WORKER = fileURLToPath(new URL("./worker.ts", import.meta.url));
/** Set-up of hundreds of rooms (puzzles, countdowns) must not hang the run forever. */
const SET_UP_DEADLINE_MS = 180_000;
const MB = 1024 * 1024;

function parseOrExit(): LoadtestArgs {
  try {
    return parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ArgsError)) throw error;
    console.error(`loadtest: ${error.message}\n${USAGE}`);
    process.exit(2);
  }
}

/** Deals rooms (or solo players) round-robin over the client processes. */
function deal(args: LoadtestArgs): number[][] {
  const units =
    args.mode === "solo"
      ? new Array<number>(args.players).fill(1)
      : roomSizes(args.players, args.rooms);
  const shares: number[][] = Array.from({ length: Math.min(args.workers, units.length) }, () => []);
  units.forEach((size, i) => shares[i % shares.length].push(size));
  return shares;
}

interface Worker {
  child: ChildProcess;
  /** Resolves with the worker's next message. */
  next(): Promise<FromWorker>;
}

function startWorker(): Worker {
  const child = fork(WORKER, [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const inbox: FromWorker[] = [];
  const waiting: ((message: FromWorker) => void)[] = [];
  child.on("message", (message: FromWorker) => {
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else inbox.push(message);
  });
  child.on("exit", (code) => {
    const failed: FromWorker = { type: "failed", message: `client process exited (${code})` };
    for (const waiter of waiting.splice(0)) waiter(failed);
    inbox.push(failed);
  });
  return {
    child,
    next: () =>
      inbox.length
        ? Promise.resolve(inbox.shift()!)
        : new Promise((resolve) => waiting.push(resolve)),
  };
}

/** The servers under load: one in this process, or a cluster's processes. */
interface Target {
  url: string;
  secret: string;
  /** CPU of the server side so far, µs (process.cpuUsage's shape). */
  cpu(): { user: number; system: number };
  /** Resident memory of the server side now, bytes (summed over processes). */
  rss(): number;
  /** One line per server process, CPU over the window (cluster only). */
  perProcess(before: Map<number, number>, elapsed: number): string[];
  /** The CPU of each process now, µs, by pid. */
  cpuByProcess(): Map<number, number>;
  /** The event-loop delay is measured only for a server in this process. */
  inProcess: boolean;
}

function serverTarget(server: RunningServer): Target {
  return {
    url: server.url,
    secret: server.env.NEXTAUTH_SECRET,
    cpu: () => process.cpuUsage(),
    rss: () => process.memoryUsage().rss,
    perProcess: () => [],
    cpuByProcess: () => new Map(),
    inProcess: true,
  };
}

function clusterTarget(cluster: Cluster): Target {
  const pids = () => cluster.nodes.flatMap((node) => (node.pid === null ? [] : [node.pid]));
  const total = (pick: (pid: number) => number) => pids().reduce((sum, pid) => sum + pick(pid), 0);
  return {
    url: cluster.url,
    secret: cluster.secret,
    cpu: () => ({
      user: total((pid) => cpuUsageOf(pid).user),
      system: total((pid) => cpuUsageOf(pid).system),
    }),
    rss: () => total(rssOf),
    cpuByProcess: () =>
      new Map(
        pids().map((pid) => {
          const cpu = cpuUsageOf(pid);
          return [pid, cpu.user + cpu.system];
        }),
      ),
    perProcess: (before, elapsed) =>
      cluster.nodes.map((node, i) => {
        const pid = node.pid ?? 0;
        const now = cpuUsageOf(pid);
        const seconds = (now.user + now.system - (before.get(pid) ?? 0)) / 1e6;
        return (
          `  process ${i + 1} (port ${node.port}): CPU ${seconds.toFixed(1)} s ` +
          `(${((100 * seconds) / elapsed).toFixed(0)}% of one core), RSS ${(rssOf(pid) / MB).toFixed(0)} MB`
        );
      }),
    inProcess: false,
  };
}

/**
 * Loopback addresses for worker `index` in a cluster run: 127.1.<index>.1 and up, one per
 * player up to 250. Each stands for a player's machine behind nginx: nginx spreads them (and
 * so a room's racers) over the processes, and the per-address limits count each apart.
 */
function workerAddresses(index: number, players: number): string[] {
  return Array.from({ length: Math.min(players, 250) }, (_, i) => `127.1.${index}.${i + 1}`);
}

function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

async function expect<T extends FromWorker["type"]>(
  workers: Worker[],
  type: T,
  deadlineMs: number,
): Promise<Extract<FromWorker, { type: T }>[]> {
  const messages = await withDeadline(
    Promise.all(workers.map((w) => w.next())),
    deadlineMs,
    type === "ready" ? "set-up" : "the run",
  );
  for (const message of messages) {
    if (message.type === "failed") throw new Error(`a client process failed: ${message.message}`);
    if (message.type !== type) throw new Error(`expected ${type}, got ${message.type}`);
  }
  return messages as Extract<FromWorker, { type: T }>[];
}

async function measure(args: LoadtestArgs, target: Target, workers: Worker[]) {
  const shares = deal(args);
  const setUpStarted = performance.now();
  shares.forEach((roomSizes, i) => {
    const message: ToWorker = {
      type: "setUp",
      url: target.url,
      secret: target.secret,
      localAddresses: args.nodes
        ? workerAddresses(
            i,
            roomSizes.reduce((sum, size) => sum + size, 0),
          )
        : [],
      mode: args.mode,
      roomSizes,
      tag: `w${i}`,
      rate: args.rate,
      seconds: args.seconds,
    };
    workers[i].child.send(message);
  });
  const ready = await expect(workers, "ready", SET_UP_DEADLINE_MS);
  const setUpSeconds = (performance.now() - setUpStarted) / 1000;
  const connections = ready.reduce((sum, m) => sum + m.connections, 0);
  console.log(
    `connections: ${connections} sockets from ${workers.length} client processes ` +
      `(${args.mode === "rooms" ? `${args.rooms} rooms racing` : "solo games"}), set up in ${setUpSeconds.toFixed(1)} s`,
  );

  const profiler = args.profile ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post("Profiler.enable");
    await profiler.post("Profiler.start");
  }
  // How long the server's thread made ready work wait: what every ack and broadcast pays.
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  let peakRss = target.rss();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, target.rss())), 250);
  const cpuBefore = target.cpu();
  const cpuByProcess = target.cpuByProcess();
  const started = performance.now();
  for (const w of workers) w.child.send({ type: "go" } satisfies ToWorker);
  let results: ResultMessage[];
  try {
    results = await expect(workers, "result", args.seconds * 1000 + 60_000);
  } finally {
    clearInterval(sampler);
    loopDelay.disable();
    if (profiler) {
      const { profile } = await profiler.post("Profiler.stop");
      writeFileSync(args.profile!, JSON.stringify(profile));
      profiler.disconnect();
    }
  }
  // The window plus the wait for its last acks: the server worked for all of it.
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = target.cpu();
  const cpu = { user: cpuAfter.user - cpuBefore.user, system: cpuAfter.system - cpuBefore.system };
  const perProcess = target.perProcess(cpuByProcess, elapsed);
  return { results, elapsed, cpu, peakRss, rss: target.rss(), loopDelay, perProcess, target };
}

/** Prints the figures; returns the summary line, printed last (after the server stopped). */
function report(args: LoadtestArgs, run: Awaited<ReturnType<typeof measure>>): string {
  const { results, elapsed, cpu, peakRss, rss, loopDelay, perProcess, target } = run;
  const sum = (pick: (r: ResultMessage) => number) => results.reduce((s, r) => s + pick(r), 0);
  const ack = summarise(results.flatMap((r) => r.ackLatencies));
  const progress = summarise(results.flatMap((r) => r.progressLatencies));
  const acked = sum((r) => r.ackedInWindow);
  const movesPerSecond = acked / args.seconds;
  const failedAcks = sum((r) => r.errors.failedAcks);
  const timeouts = sum((r) => r.errors.timeouts);
  const disconnects = sum((r) => r.errors.disconnects);
  const errors = failedAcks + timeouts + disconnects;
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(
    `moves: ${sum((r) => r.sent)} sent, ${acked} acked within the ${args.seconds} s window: ` +
      `${movesPerSecond.toFixed(1)} moves/s sustained (target ${(args.players * args.rate).toFixed(0)}); ` +
      `${sum((r) => r.finishes)} grids filled, ${sum((r) => r.racesStarted)} rematches`,
  );
  console.log(describeLatency("ack latency", ack));
  console.log(
    args.mode === "rooms"
      ? describeLatency("progress broadcast latency (send to other racers)", progress)
      : "progress broadcast latency: n/a (solo games)",
  );
  console.log(
    `server${args.nodes ? `s (${args.nodes} processes together)` : ""}: CPU ${cpuSeconds.toFixed(1)} s in ${elapsed.toFixed(1)} s ` +
      `(${((100 * cpuSeconds) / elapsed).toFixed(0)}% of one core; user ${(cpu.user / 1e6).toFixed(1)} s, ` +
      `system ${(cpu.system / 1e6).toFixed(1)} s), RSS ${(rss / MB).toFixed(0)} MB ` +
      `(peak ${(peakRss / MB).toFixed(0)} MB)`,
  );
  for (const line of perProcess) console.log(line);
  const clientSeconds = sum((r) => r.cpuMicros) / 1e6;
  console.log(
    `client processes: CPU ${clientSeconds.toFixed(1)} s (${((100 * clientSeconds) / elapsed).toFixed(0)}% of one core, all ${results.length} together), ` +
      `event loop delay p99 ${Math.max(...results.map((r) => r.loopDelayP99Ms)).toFixed(1)} ms, ` +
      `max ${Math.max(...results.map((r) => r.loopDelayMaxMs)).toFixed(1)} ms (worst process)`,
  );
  const delay = (p: number) => (loopDelay.percentile(p) / 1e6).toFixed(1);
  console.log(
    target.inProcess
      ? `server event loop delay: p50 ${delay(50)} ms, p99 ${delay(99)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`
      : "server event loop delay: n/a (the servers run in their own processes)",
  );
  if (args.profile) console.log(`server CPU profile of the window: ${args.profile}`);
  const examples = [...new Set(results.flatMap((r) => r.errors.examples))].slice(0, 5);
  console.log(
    `errors: ${errors} (failed acks ${failedAcks}, timeouts ${timeouts}, disconnects ${disconnects})` +
      (examples.length ? `; e.g. ${examples.join(" | ")}` : ""),
  );
  return summaryLine({
    players: args.players,
    rooms: args.mode === "rooms" ? args.rooms : args.players,
    seconds: args.seconds,
    movesPerSecond,
    ack,
    errors,
  });
}

async function main(): Promise<number> {
  const args = parseOrExit();
  if (args.nodes) {
    const missing = ["DATABASE_URL", "REDIS_URL"].filter((name) => !process.env[name]);
    if (missing.length) {
      console.error(
        `loadtest: --nodes runs several processes on one PostgreSQL and one Redis: set ${missing.join(" and ")}`,
      );
      return 2;
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), "nonet-loadtest-"));
  const workers: Worker[] = [];
  let server: RunningServer | null = null;
  let cluster: Cluster | null = null;
  let interrupted = false;
  let summary: string | null = null;
  const cleanUp = async () => {
    for (const w of workers) if (w.child.exitCode === null) w.child.kill();
    await server?.stop();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on("SIGINT", () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.error("loadtest: interrupted, stopping the server");
    void cleanUp().finally(() => process.exit(130));
  });
  try {
    let target: Target;
    if (args.nodes) {
      cluster = await startCluster({
        nodes: args.nodes,
        databaseUrl: process.env.DATABASE_URL,
        redisUrl: process.env.REDIS_URL,
        env: { PUZZLE_POOL_SIZE: "0" },
      });
      target = clusterTarget(cluster);
      console.log(
        `servers: ${args.nodes} processes behind nginx at ${cluster.url}, PostgreSQL ${new URL(cluster.databaseUrl).host}, Redis ${new URL(cluster.redis.url).host}; ` +
          `${args.players} players, ${args.mode === "rooms" ? `${args.rooms} rooms` : "solo"}, ${args.rate} moves/s each, ${args.seconds} s`,
      );
    } else {
      server = await startServer({
        port: 0,
        dataDir,
        withNext: false,
        log: false,
        // Every simulated guest connects from 127.0.0.1: lift the per-address limits.
        createLimits: {
          createPerIp: { perMinute: 1_000_000, burst: 100_000 },
          createPerGuest: { perMinute: 1_000, burst: 1_000 },
          roomCommandsPerIp: { perMinute: 1_000_000, burst: 100_000 },
        },
        env: {
          HOST: "127.0.0.1",
          NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
          PUZZLE_POOL_SIZE: "0",
          MAX_SOCKETS_PER_IP: String(Math.max(100, args.players * 2)),
          // The embedded database unless one is given.
          DATABASE_URL: process.env.DATABASE_URL || undefined,
        },
      });
      target = serverTarget(server);
      console.log(
        `server: ${server.url}, ${process.env.DATABASE_URL ? `PostgreSQL ${new URL(process.env.DATABASE_URL).host}` : "embedded PGlite"}; ` +
          `${args.players} players, ${args.mode === "rooms" ? `${args.rooms} rooms` : "solo"}, ${args.rate} moves/s each, ${args.seconds} s`,
      );
    }
    for (let i = 0; i < Math.min(args.workers, deal(args).length); i++) workers.push(startWorker());
    summary = report(args, await measure(args, target, workers));
  } catch (error) {
    console.error(`loadtest: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await cleanUp();
  }
  // Last, so that whatever the server logs while it stops cannot follow it.
  if (summary === null) return 1;
  console.log(summary);
  return 0;
}

process.exit(await main());
