import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { healthRoutes, readiness } from "./health";

describe("readiness", () => {
  const ok = () => Promise.resolve();

  it("is ready when every check answers and the process is not stopping", async () => {
    const report = await readiness({ checks: { database: ok, redis: ok }, stopping: () => false });
    expect(report).toEqual({ status: "ready", checks: { database: "ok", redis: "ok" } });
  });

  it("names the check that failed, in one line without its connection string", async () => {
    const report = await readiness({
      checks: {
        database: ok,
        redis: () =>
          Promise.reject(new Error("connect ECONNREFUSED redis://:hunter2@10.0.0.5:6379\nstack")),
      },
      stopping: () => false,
    });
    expect(report.status).toBe("not ready");
    expect(report.checks).toEqual({ database: "ok", redis: "connect ECONNREFUSED <url>" });
  });

  it("fails a check that never answers once the timeout passes", async () => {
    const report = await readiness({
      checks: { database: () => new Promise(() => {}) },
      stopping: () => false,
      timeoutMs: 20,
    });
    expect(report).toEqual({
      status: "not ready",
      checks: { database: "no answer in 20 ms" },
    });
  });

  it("is not ready while the process shuts down, though its dependencies answer", async () => {
    const report = await readiness({ checks: { database: ok }, stopping: () => true });
    expect(report).toEqual({
      status: "not ready",
      checks: { database: "ok", process: "shutting down" },
    });
  });
});

describe("healthRoutes", () => {
  it("checks the database at most once a second however many probes come", async () => {
    let checks = 0;
    const health = healthRoutes({
      checks: { database: () => Promise.resolve(checks++) },
      stopping: () => false,
    });
    const server = createServer((req, res) => {
      if (!health(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${url}/readyz`).then((r) => r.status)),
      );
      expect(answers).toEqual(Array.from({ length: 20 }, () => 200));
      expect(checks).toBe(1);
      expect((await fetch(`${url}/elsewhere`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
