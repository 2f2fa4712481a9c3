/**
 * A local Nonet cluster: N app processes (`NODE_ENV=production tsx server/index.ts`) on one
 * PostgreSQL and one Redis, behind Debian's nginx rendered from deploy/nginx/nonet.conf.
 * Used by `npm run cluster`, the cluster tests and `npm run loadtest -- --nodes N`.
 *
 *   const cluster = await startCluster({ nodes: 3 });
 *   try { ...cluster.url...; await cluster.nodes[0].kill("SIGKILL"); } finally { await cluster.stop(); }
 *   await cluster.rollingRestart(); // a deploy: one process at a time, each ready before the next
 *
 * Without `databaseUrl` a fresh database is created (and dropped by stop()); without
 * `redisUrl` the cluster runs a redis-server of its own, which a test can stop and start.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { clusterLog } from "./log";
import { metricsPorts } from "./metrics-ports";
import { failTimeoutMs, renderNginxConf } from "./nginx-conf";
import { freePort, startOwned, waitForPort, waitForReady, type OwnedProcess } from "./processes";

export const PROJECT_DIR = resolve(fileURLToPath(new URL("../..", import.meta.url)));
export const NGINX = "/usr/sbin/nginx";
export const NGINX_SAMPLE = join(PROJECT_DIR, "deploy/nginx/nonet.conf");
export const REDIS_SERVER = "redis-server";
/** Where scratch databases are created when no DATABASE_URL is given. */
export const DEFAULT_POSTGRES_ADMIN_URL = "postgresql://postgres@127.0.0.1:5432/postgres";

/** A production start migrates, warms the hint worker and prepares Next: seconds on 2 cores. */
const NODE_READY_MS = 90_000;
/** The app's own default (server/env.ts); a process exits within it after SIGTERM. */
const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;
const READY_LINE = /Nonet ready on /;

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export class ClusterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ClusterError";
  }
}

export interface ClusterOptions {
  /** App processes behind nginx (1..16). */
  nodes: number;
  /** Every process's DATABASE_URL. Unset: a fresh database on `postgresAdminUrl`, dropped by stop(). */
  databaseUrl?: string;
  postgresAdminUrl?: string;
  /** Every process's REDIS_URL. Unset: a redis-server of the cluster's own on a free port. */
  redisUrl?: string;
  /** More environment for every process (overrides the cluster's own choices). */
  env?: Record<string, string | undefined>;
  /** Prints every process's output, prefixed by its name (the CLI); else kept for errors. */
  echo?: boolean;
}

export interface ClusterNode {
  readonly index: number;
  readonly port: number;
  /** The process's own address, bypassing nginx. */
  readonly url: string;
  /** Its metrics (METRICS_PORT + index), or null without METRICS_PORT. */
  readonly metricsUrl: string | null;
  /** The running process's id, or null while it is down. */
  readonly pid: number | null;
  readonly running: boolean;
  /** Signals the process (and its group) and waits for it to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port and data directory; resolves once it is ready. */
  start(): Promise<void>;
  /** SIGTERM (it drains: its pages move to the others), then start(): ready again. */
  restart(): Promise<void>;
}

/** A step of a rolling restart, for whoever reports it. */
export interface RollingStep {
  node: ClusterNode;
  phase: "draining" | "starting" | "ready";
}

export interface ClusterRedis {
  readonly url: string;
  /** Whether stop() and start() work (the cluster started this redis-server). */
  readonly managed: boolean;
  stop(): Promise<void>;
  start(): Promise<void>;
  /**
   * Freezes it (SIGSTOP) or thaws it (SIGCONT): connections stay open and nothing answers, as
   * in a partition or a stalled host, the case a plain stop does not show.
   */
  freeze(frozen: boolean): void;
}

export interface Cluster {
  /** nginx's address: what a browser opens. */
  readonly url: string;
  readonly port: number;
  readonly nodes: readonly ClusterNode[];
  readonly redis: ClusterRedis;
  readonly databaseUrl: string;
  /** The NEXTAUTH_SECRET every process shares (guest cookies are signed with it). */
  readonly secret: string;
  /**
   * A deploy: restarts the processes one at a time, each drained (SIGTERM) and started again,
   * the next only once the restarted one answers /readyz. Refused while one is under way.
   */
  rollingRestart(onStep?: (step: RollingStep) => void): Promise<void>;
  /** Stops nginx, every process and Redis, drops a database it created. Idempotent. */
  stop(): Promise<void>;
}

/** What is missing to run a cluster here, in words for the user; null when nothing is. */
export function missingTools(): string | null {
  if (!existsSync(NGINX))
    return `nginx is missing (${NGINX}): install Debian's nginx: apt-get install nginx`;
  if (!existsSync(join(PROJECT_DIR, ".next/BUILD_ID"))) {
    return "no production build (.next/BUILD_ID): run `npm run build` first";
  }
  return null;
}

/**
 * The build every process serves: the id `next build` wrote (from BUILD_ID or the commit, as
 * next.config decides). Passed on so that a process comparing it sees the same value as
 * its chunks; all of them read the one .next directory anyway.
 */
function buildId(): string {
  return readFileSync(join(PROJECT_DIR, ".next/BUILD_ID"), "utf8").trim();
}

async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `nonet_cluster_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // FORCE: a killed process's connections may linger until PostgreSQL notices.
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

function ownRedis(port: number, dir: string, echo: boolean): ClusterRedis {
  let server: OwnedProcess | null = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    managed: true,
    async start() {
      if (server) return;
      const started = startOwned(
        "redis",
        REDIS_SERVER,
        // No persistence: a restart is an empty Redis, the harder case for the app.
        [
          "--port",
          String(port),
          "--bind",
          "127.0.0.1",
          "--save",
          "",
          "--appendonly",
          "no",
          "--dir",
          dir,
        ],
        { echo },
      );
      server = started;
      try {
        await started.waitForLine(/Ready to accept connections/, 15_000);
      } catch (error) {
        server = null;
        await started.stop();
        throw error;
      }
    },
    async stop() {
      const running = server;
      server = null;
      await running?.stop();
    },
    freeze(frozen) {
      server?.child.kill(frozen ? "SIGSTOP" : "SIGCONT");
    },
  };
}

function externalRedis(url: string): ClusterRedis {
  const refuse = () =>
    Promise.reject(new ClusterError("this cluster uses a Redis it did not start (REDIS_URL)"));
  return {
    url,
    managed: false,
    start: refuse,
    stop: refuse,
    freeze: () => {
      throw new ClusterError("this cluster uses a Redis it did not start (REDIS_URL)");
    },
  };
}

/** Starts the cluster; resolves once nginx and every process answer. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!Number.isInteger(options.nodes) || options.nodes < 1 || options.nodes > 16) {
    throw new ClusterError(`--nodes must be a whole number from 1 to 16, not ${options.nodes}`);
  }
  const missing = missingTools();
  if (missing) throw new ClusterError(missing);
  const echo = options.echo ?? false;
  const root = mkdtempSync(join(tmpdir(), "nonet-cluster-"));
  const cleanups: (() => Promise<unknown>)[] = [];
  const nodes: NodeHandle[] = [];
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      for (const cleanup of cleanups.reverse()) {
        await cleanup().catch((error: unknown) =>
          clusterLog.error({ err: error }, "shutdown step failed"),
        );
      }
      rmSync(root, { recursive: true, force: true });
    })());

  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const database = await createDatabase(options.postgresAdminUrl ?? DEFAULT_POSTGRES_ADMIN_URL);
      cleanups.push(() => database.drop());
      databaseUrl = database.url;
    }

    let redis: ClusterRedis;
    if (options.redisUrl) {
      redis = externalRedis(options.redisUrl);
    } else {
      const dir = join(root, "redis");
      mkdirSync(dir);
      redis = ownRedis(await freePort(), dir, echo);
      cleanups.push(() => redis.stop());
      await redis.start();
    }

    const nginxPort = await freePort();
    const url = `http://127.0.0.1:${nginxPort}`;
    const secret =
      options.env?.NEXTAUTH_SECRET ??
      process.env.NEXTAUTH_SECRET ??
      randomBytes(32).toString("base64url");
    const env: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      NEXTAUTH_SECRET: secret,
      NEXTAUTH_URL: url,
      TRUSTED_PROXIES: "127.0.0.1",
      // Each start reads .next/BUILD_ID (NodeHandle.start) unless the caller fixes one.
      BUILD_ID: undefined,
      ...options.env,
    };

    // Every process gets its own metrics port, counted up from METRICS_PORT.
    const metrics = metricsPorts(env.METRICS_PORT, options.nodes);
    for (let index = 0; index < options.nodes; index++) {
      const dataDir = join(root, `node${index + 1}`);
      mkdirSync(dataDir);
      const nodeEnv = metrics ? { ...env, METRICS_PORT: String(metrics[index]) } : env;
      nodes.push(new NodeHandle(index, await freePort(), dataDir, nodeEnv, echo));
    }
    cleanups.push(() => Promise.all(nodes.map((node) => node.kill("SIGTERM"))));
    // The first process migrates a fresh database alone; the others then start together.
    await nodes[0].start();
    await Promise.all(nodes.slice(1).map((node) => node.start()));

    const prefix = join(root, "nginx");
    mkdirSync(prefix);
    const conf = join(prefix, "nginx.conf");
    const confText = renderNginxConf(readFileSync(NGINX_SAMPLE, "utf8"), {
      listenPort: nginxPort,
      upstreamPorts: nodes.map((node) => node.port),
      prefix,
      runningAsRoot: process.getuid?.() === 0,
    });
    writeFileSync(conf, confText);
    const skipMs = failTimeoutMs(confText);
    const nginx = startOwned(
      "nginx",
      NGINX,
      [
        "-p",
        prefix,
        "-e",
        "stderr",
        "-c",
        conf,
        "-g",
        `daemon off; pid ${prefix}/nginx.pid; error_log stderr warn;`,
      ],
      { echo },
    );
    cleanups.push(() => nginx.stop());
    await Promise.race([
      waitForPort(nginxPort, 15_000, "nginx"),
      nginx.exited.then((how) => {
        throw new ClusterError(`nginx exited (${how}):\n${nginx.tail()}`);
      }),
    ]);

    let rolling = false;
    const rollingRestart = async (onStep?: (step: RollingStep) => void) => {
      if (rolling) throw new ClusterError("a rolling restart is under way already");
      rolling = true;
      try {
        for (const [i, node] of nodes.entries()) {
          const drainedAt = Date.now();
          onStep?.({ node, phase: "draining" });
          await node.kill("SIGTERM");
          onStep?.({ node, phase: "starting" });
          // start() resolves once the new process answers /readyz: only then the next goes.
          await node.start();
          onStep?.({ node, phase: "ready" });
          // nginx skips a process for fail_timeout after its port refused a connection, even
          // once it is ready again. Draining the next sooner can leave nginx no process it would
          // try ("no live upstreams": a 502 and socket.io's backoff, seconds for every page),
          // as happened on a quiet machine where a restart takes less than fail_timeout.
          const skipLeft = skipMs - (Date.now() - drainedAt);
          if (i < nodes.length - 1 && skipLeft > 0) await sleep(skipLeft + 250);
        }
      } finally {
        rolling = false;
      }
    };

    return {
      url,
      port: nginxPort,
      nodes,
      redis,
      databaseUrl,
      secret,
      rollingRestart,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** One app process: restartable on its port and data directory. */
class NodeHandle implements ClusterNode {
  private process: OwnedProcess | null = null;
  readonly url: string;
  readonly metricsUrl: string | null;

  constructor(
    readonly index: number,
    readonly port: number,
    private readonly dataDir: string,
    private readonly env: Record<string, string | undefined>,
    private readonly echo: boolean,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    const metricsHost = env.METRICS_HOST ?? "127.0.0.1";
    this.metricsUrl = env.METRICS_PORT ? `http://${metricsHost}:${env.METRICS_PORT}/metrics` : null;
  }

  get pid(): number | null {
    return this.running ? (this.process?.child.pid ?? null) : null;
  }

  get running(): boolean {
    return (
      this.process !== null &&
      this.process.child.exitCode === null &&
      this.process.child.signalCode === null
    );
  }

  async start(): Promise<void> {
    if (this.running) return;
    const started = startOwned(
      `node${this.index + 1}`,
      process.execPath,
      ["--import", "tsx", join(PROJECT_DIR, "server/index.ts")],
      {
        cwd: PROJECT_DIR,
        env: {
          NODE_ENV: "production",
          ...this.env,
          // Read at every start: a rolling restart after a new build serves the new one.
          BUILD_ID: this.env.BUILD_ID ?? buildId(),
          PORT: String(this.port),
          DATA_DIR: this.dataDir,
        },
        echo: this.echo,
      },
    );
    this.process = started;
    await started.waitForLine(READY_LINE, NODE_READY_MS);
    await waitForReady(`${this.url}/readyz`, NODE_READY_MS, `node${this.index + 1}`);
  }

  async kill(signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
    const running = this.process;
    if (!running) return;
    // SIGTERM is a clean shutdown, bounded by the process itself (SHUTDOWN_GRACE_MS); a
    // process past its bound and a margin is killed. Anything else is what it says.
    if (signal === "SIGTERM") await running.stop(this.graceMs() + 5_000);
    else await running.kill(signal);
  }

  async restart(): Promise<void> {
    await this.kill("SIGTERM");
    await this.start();
  }

  private graceMs(): number {
    const set = Number(this.env.SHUTDOWN_GRACE_MS);
    return Number.isInteger(set) && set > 0 ? set : DEFAULT_SHUTDOWN_GRACE_MS;
  }
}
