/**
 * A fair share of the page server per address. Rendering a page costs database reads and CPU
 * (two cores here); one client holding dozens of requests open at once slowed every other
 * player's moves by seconds. So each address (an IPv6 /64 as one) may have at most
 * `inFlight` page requests being served at once and `perMinute` (with a burst) over time;
 * more are answered 429 at once, which costs nothing. Static files are not counted: a page
 * load fetches many, and Next serves them without touching the database.
 *
 * The rate is a QuotaLimiter, shared by every process when given Redis's. The in-flight count
 * stays per process on purpose: it guards this process's own event loop and database reads.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  memoryQuotas,
  type QuotaLimiter,
  type QuotaLimiterFactory,
} from "./realtime/quota-limiter";
import type { Quota } from "./realtime/rate-limit";

export interface PageLimitOptions {
  inFlight: number;
  quota: Quota;
}

/** Generous for a person (Next prefetches every link in view), tight for a flood. */
export const PAGE_LIMITS: PageLimitOptions = {
  inFlight: 16,
  quota: { perMinute: 1_200, burst: 200 },
};

const UNCOUNTED = ["/_next/static/", "/icon.svg", "/favicon.ico", "/socket.io/"];

export class PageLimits {
  private readonly busy = new Map<string, number>();
  private readonly quota: QuotaLimiter;

  constructor(
    private readonly options: PageLimitOptions = PAGE_LIMITS,
    limiter: QuotaLimiterFactory = memoryQuotas(),
  ) {
    this.quota = limiter("pages-address", options.quota);
  }

  /**
   * Lets the request through (true) and counts it until its response ends, or answers 429
   * (false).
   */
  async admit(address: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const path = req.url ?? "/";
    if (UNCOUNTED.some((prefix) => path.startsWith(prefix))) return true;
    const busy = this.busy.get(address) ?? 0;
    if (busy >= this.options.inFlight) return refuse(res);
    // The slot is held while the quota is asked, so requests arriving meanwhile count it.
    this.busy.set(address, busy + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (this.busy.get(address) ?? 1) - 1;
      if (left <= 0) this.busy.delete(address);
      else this.busy.set(address, left);
    };
    // Before the wait: a client gone meanwhile must still free its slot.
    res.once("finish", release);
    res.once("close", release);
    if (!(await this.quota.take(address))) {
      release();
      return refuse(res);
    }
    return true;
  }
}

function refuse(res: ServerResponse): false {
  res.writeHead(429, { "content-type": "text/plain; charset=utf-8", "retry-after": "5" });
  res.end("Too many requests from your address: wait a few seconds and reload.\n");
  return false;
}
