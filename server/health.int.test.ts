import { connect, createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./test-support/harness";
import {
  createScratchDatabase,
  postgresAvailable,
  type ScratchDatabase,
} from "./test-support/scratch-postgres";

async function get(server: { url: string }, path: string, method = "GET") {
  const response = await fetch(`${server.url}${path}`, { method });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, response };
}

describe("health and readiness on the embedded database", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.dispose());

  it("/healthz answers 200 while the process runs", async () => {
    const { status, body, response } = await get(server, "/healthz");
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("/readyz answers 200 naming each check when the database answers", async () => {
    const { status, body } = await get(server, "/readyz?probe=1");
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ready", checks: { database: "ok" } });
  });

  it("only GET and HEAD are answered", async () => {
    expect((await get(server, "/readyz", "POST")).status).toBe(405);
    const head = await get(server, "/healthz", "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
  });
});

/** A TCP hop in front of PostgreSQL that the test can cut and mend, like a lost network. */
async function startCuttableProxy(port: number, target: number) {
  const open = new Set<Socket>();
  let cut = false;
  const proxy: Server = createServer((client) => {
    if (cut) return client.destroy();
    const db = connect(target, "127.0.0.1");
    open.add(client).add(db);
    const drop = () => {
      client.destroy();
      db.destroy();
      open.delete(client);
      open.delete(db);
    };
    client.on("error", drop).on("close", drop);
    db.on("error", drop).on("close", drop);
    client.pipe(db).pipe(client);
  });
  await new Promise<void>((resolve) => proxy.listen(port, "127.0.0.1", resolve));
  return {
    port: (proxy.address() as { port: number }).port,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    mend() {
      cut = false;
    },
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}

const withPostgres = await postgresAvailable("health.int.test.ts");

describe.skipIf(!withPostgres)("readiness when PostgreSQL becomes unreachable", () => {
  let database: ScratchDatabase;
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
  let server: TestServer;
  beforeAll(async () => {
    database = await createScratchDatabase("health");
    proxy = await startCuttableProxy(0, Number(new URL(database.url).port || 5432));
    const url = new URL(database.url);
    url.port = String(proxy.port);
    server = await startTestServer({ env: { DATABASE_URL: url.toString() } });
  }, 60_000);
  afterAll(async () => {
    proxy?.mend();
    await server?.dispose();
    await proxy?.close();
    await database?.drop();
  });

  it("flips to 503 naming the database while it is cut, and back to 200 after", async () => {
    expect((await get(server, "/readyz")).status).toBe(200);
    proxy.cut();
    // A report answers probes for a second: the next one after that sees the cut.
    let down = await get(server, "/readyz");
    await expect
      .poll(async () => (down = await get(server, "/readyz")).status, { timeout: 10_000 })
      .toBe(503);
    const report = down.body as { status: string; checks: Record<string, string> };
    expect(report.status).toBe("not ready");
    expect(report.checks.database).not.toBe("ok");
    // Never the connection string (it may carry a password).
    expect(JSON.stringify(report)).not.toContain("postgres");
    // The process itself is alive: a database outage must not get every process restarted.
    expect((await get(server, "/healthz")).status).toBe(200);
    proxy.mend();
    await expect
      .poll(async () => (await get(server, "/readyz")).status, { timeout: 15_000 })
      .toBe(200);
  }, 30_000);
});
