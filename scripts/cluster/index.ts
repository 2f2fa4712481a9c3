/**
 * `npm run cluster -- --nodes 3`: N Nonet processes behind nginx on this machine, on the
 * PostgreSQL of DATABASE_URL and the Redis of REDIS_URL, until Ctrl-C. Needs `npm run build`.
 * Prints the URL to open; every process's output is shown prefixed by its name.
 *
 * `kill -HUP <pid of this script>` rolls a deploy: each process in turn drains (SIGTERM) and
 * starts again from the code and build now on disk, the next only once it answers /readyz.
 */
import { ClusterError, startCluster, type Cluster, type RollingStep } from "./cluster";
import { clusterLog } from "./log";

export const USAGE =
  "usage: DATABASE_URL=postgresql://... REDIS_URL=redis://... npm run cluster -- [--nodes 3]";

/** Parses `--nodes N` (the only argument); throws ClusterError naming a bad one. */
export function parseClusterArgs(argv: readonly string[]): { nodes: number } {
  let nodes = 3;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2) as [string, string | undefined];
    if (flag !== "--nodes") throw new ClusterError(`unknown argument "${argv[i]}"`);
    const value = inline ?? argv[++i];
    const number = Number(value);
    if (value === undefined || !Number.isInteger(number) || number < 1 || number > 16) {
      throw new ClusterError(`--nodes must be a whole number from 1 to 16, not "${value ?? ""}"`);
    }
    nodes = number;
  }
  return { nodes };
}

/** What the environment lacks, in words; empty when it is complete. */
export function missingEnv(env: Record<string, string | undefined>): string[] {
  const missing: string[] = [];
  if (!env.DATABASE_URL) {
    missing.push(
      "DATABASE_URL (a PostgreSQL every process shares, e.g. postgresql://postgres@127.0.0.1:5432/nonet)",
    );
  }
  if (!env.REDIS_URL) missing.push("REDIS_URL (e.g. redis://127.0.0.1:6379)");
  return missing;
}

async function main(): Promise<number> {
  let nodes: number;
  try {
    ({ nodes } = parseClusterArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(`cluster: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const missing = missingEnv(process.env);
  if (missing.length) {
    console.error(`cluster: set ${missing.join(" and ")}.\n${USAGE}`);
    return 2;
  }
  if (!process.env.NEXTAUTH_SECRET) {
    console.log(
      "cluster: NEXTAUTH_SECRET is unset: one was generated for this run, shared by every process (guests' cookies die with it).",
    );
  }
  let cluster: Cluster | null = null;
  let stopping = false;
  const stopped = new Promise<void>((resolve) => {
    const shutdown = (signal: string) => {
      if (stopping) return;
      stopping = true;
      clusterLog.info({ signal }, "stopping nginx and every process");
      void (cluster?.stop() ?? Promise.resolve()).finally(resolve);
    };
    process.on("SIGINT", () => shutdown("SIGINT"));
    process.on("SIGTERM", () => shutdown("SIGTERM"));
  });
  let rolling = false;
  process.on("SIGHUP", () => {
    if (!cluster || stopping) return;
    if (rolling) {
      clusterLog.warn("SIGHUP: a rolling restart is under way already");
      return;
    }
    rolling = true;
    clusterLog.info("SIGHUP: rolling restart, one process at a time");
    const started = Date.now();
    cluster
      .rollingRestart(reportStep)
      .then(
        () => clusterLog.info({ ms: Date.now() - started }, "rolling restart done"),
        (error: unknown) => clusterLog.error({ err: error }, "rolling restart failed"),
      )
      .finally(() => (rolling = false));
  });
  try {
    cluster = await startCluster({
      nodes,
      databaseUrl: process.env.DATABASE_URL,
      redisUrl: process.env.REDIS_URL,
      echo: true,
    });
  } catch (error) {
    console.error(`cluster: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  if (stopping) {
    await cluster.stop();
    return 130;
  }
  const listed = cluster.nodes.map((node) => `port ${node.port} pid ${node.pid}`).join(", ");
  const metrics = cluster.nodes.flatMap((node) => (node.metricsUrl ? [node.metricsUrl] : []));
  console.log(
    `cluster: ${nodes} processes (${listed}) behind nginx: open ${cluster.url}\n` +
      (metrics.length
        ? `cluster: metrics on ${metrics.join(", ")}
`
        : "") +
      `cluster: Ctrl-C, or kill ${process.pid} (this script, not npm), stops everything;
` +
      `cluster: kill -HUP ${process.pid} restarts the processes one at a time (a deploy)`,
  );
  // A process that dies (kill -9, a crash) is said, once; nginx sends its players elsewhere.
  const running = cluster.nodes.map((node) => node.running);
  const watch = setInterval(() => {
    for (const [i, node] of (cluster?.nodes ?? []).entries()) {
      if (running[i] && !node.running && !stopping && !rolling) {
        clusterLog.warn({ port: node.port }, "a process exited; the others serve its players");
      }
      running[i] = node.running;
    }
  }, 1_000);
  await stopped;
  clearInterval(watch);
  return 0;
}

function reportStep({ node, phase }: RollingStep): void {
  const what = {
    draining: "draining (SIGTERM): its players move to the others",
    starting: "exited; starting again",
    ready: "ready (/readyz)",
  }[phase];
  clusterLog.info({ port: node.port }, `rolling restart: ${what}`);
}

if (process.argv[1] && /scripts\/cluster\/index\.ts$/.test(process.argv[1])) {
  process.exit(await main());
}
