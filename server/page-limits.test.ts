import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { PageLimits } from "./page-limits";
import { memoryQuotas } from "./realtime/quota-limiter";

class FakeResponse extends EventEmitter {
  status = 0;
  writeHead(status: number) {
    this.status = status;
    return this;
  }
  end() {
    this.emit("finish");
    return this;
  }
}

const request = (url: string) => ({ url }) as IncomingMessage;
const response = () => new FakeResponse();
const asRes = (res: FakeResponse) => res as unknown as ServerResponse;

describe("page limits", () => {
  it("answers 429 past the requests one address may have in flight, and frees a slot when one ends", async () => {
    const limits = new PageLimits({ inFlight: 2, quota: { perMinute: 600, burst: 100 } });
    const open = [response(), response()];
    for (const res of open)
      expect(await limits.admit("a", request("/daily"), asRes(res))).toBe(true);
    const third = response();
    expect(await limits.admit("a", request("/leaderboard"), asRes(third))).toBe(false);
    expect(third.status).toBe(429);
    // Another address is not held back, nor are static files.
    expect(await limits.admit("b", request("/daily"), asRes(response()))).toBe(true);
    expect(await limits.admit("a", request("/_next/static/x.js"), asRes(response()))).toBe(true);
    open[0].emit("close");
    open[0].emit("finish");
    expect(await limits.admit("a", request("/daily"), asRes(response()))).toBe(true);
  });

  it("answers 429 past the rate, and admits again as time passes", async () => {
    let now = 0;
    const limits = new PageLimits(
      { inFlight: 100, quota: { perMinute: 60, burst: 3 } },
      memoryQuotas(() => now),
    );
    const admitted = async () => {
      const res = response();
      const ok = await limits.admit("a", request("/"), asRes(res));
      res.end();
      return ok;
    };
    const first = [await admitted(), await admitted(), await admitted(), await admitted()];
    expect(first).toEqual([true, true, true, false]);
    now += 1_000;
    expect(await admitted()).toBe(true);
  });
});
