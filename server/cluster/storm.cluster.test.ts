/**
 * A reconnect storm: 2 000 sockets through nginx, spread over the processes by address, and
 * one process restarted under them. Its sockets come back through nginx on the others (and
 * on it once it is up) within 30 s, and no honest client is refused on the way: the
 * per-address limits see each player's address, not nginx's.
 */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, type Cluster } from "../../scripts/cluster/cluster";
import { nodeBehind } from "../test-support/cluster/clients";
import { clusterUnavailable } from "../test-support/cluster/prerequisites";
import type { StormReport, StormSetUp } from "../test-support/cluster/storm-clients";

const unavailable = await clusterUnavailable();

const SOCKETS = 2_000;
/** 40 addresses of 50 sockets: half the default MAX_SOCKETS_PER_IP each, 5 tabs a guest. */
const ADDRESSES = Array.from({ length: 40 }, (_, i) => `127.0.1.${i + 1}`);
const TABS_PER_GUEST = 5;
const RECONNECT_WITHIN_MS = 30_000;
const CLIENTS = fileURLToPath(new URL("../test-support/cluster/storm-clients.ts", import.meta.url));

describe.skipIf(unavailable)("a reconnect storm", () => {
  let cluster: Cluster;
  let clients: ChildProcess | null = null;
  const reports: StormReport[] = [];
  const waiters = new Set<() => void>();

  /** The first report of `type` since report number `after`, within `ms`; a refusal fails it. */
  function reported<T extends StormReport["type"]>(
    type: T,
    ms: number,
    after = 0,
  ): Promise<Extract<StormReport, { type: T }>> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = reports.slice(after).find((r) => r.type === type || r.type === "refused");
        if (!found) return;
        if (found.type !== type) {
          clearTimeout(timer);
          waiters.delete(check);
          reject(new Error(`an honest client was refused: ${JSON.stringify(found)}`));
          return;
        }
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found as Extract<StormReport, { type: T }>);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${type} within ${ms / 1000} s`));
      }, ms);
      waiters.add(check);
      check();
    });
  }

  beforeAll(async () => {
    cluster = await startCluster({ nodes: 3 });
  });
  afterAll(async () => {
    if (clients && clients.exitCode === null) {
      const exited = new Promise((resolve) => clients!.once("exit", resolve));
      clients.kill("SIGKILL");
      await exited;
    }
    await cluster?.stop();
  });

  it(`${SOCKETS} sockets all reconnect within ${RECONNECT_WITHIN_MS / 1000} s of a process restart, none refused`, async () => {
    // The process that most of the addresses hash to is the one restarted.
    const perNode = new Map<number, number>();
    for (const address of ADDRESSES) {
      const node = await nodeBehind(cluster, address);
      perNode.set(node, (perNode.get(node) ?? 0) + 1);
    }
    expect(perNode.size, "nginx spreads the addresses over every process").toBe(
      cluster.nodes.length,
    );
    const busiest = [...perNode].sort((a, b) => b[1] - a[1])[0][0];

    clients = fork(CLIENTS, [], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    clients.on("message", (message: StormReport) => {
      reports.push(message);
      for (const waiter of [...waiters]) waiter();
    });
    const setUp: StormSetUp = {
      type: "setUp",
      url: cluster.url,
      secret: cluster.secret,
      sockets: SOCKETS,
      tabsPerGuest: TABS_PER_GUEST,
      addresses: ADDRESSES,
    };
    clients.send(setUp);
    await reported("allConnected", 60_000);

    const mark = reports.length;
    const restarted = cluster.nodes[busiest];
    const killedAt = Date.now();
    await restarted.kill("SIGTERM");
    const drop = await reported("dropped", 10_000, mark);
    expect(drop.connected).toBeLessThan(SOCKETS);
    const back = await reported("allConnected", RECONNECT_WITHIN_MS, mark);
    await restarted.start();
    console.log(
      `storm: ${SOCKETS} sockets; ${SOCKETS - back.lowest} down at once with process ${busiest + 1}, ` +
        `all back ${((back.at - killedAt) / 1000).toFixed(1)} s after its stop began`,
    );
    // A storm, not a trickle: the restarted process held a share of the sockets.
    expect(SOCKETS - back.lowest).toBeGreaterThan(SOCKETS / 10);
    expect(back.at - killedAt).toBeLessThanOrEqual(RECONNECT_WITHIN_MS);
    expect(reports.filter((r) => r.type === "refused")).toEqual([]);
  });
});
