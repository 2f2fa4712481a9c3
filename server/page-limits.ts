/**
 * A fair share of the page server per address. Rendering a page costs database reads and CPU
 * (two cores here); one client holding dozens of requests open at once slowed every other
 * player's moves by seconds. So each address (an IPv6 /64 as one) may have at most
 * `inFlight` page requests being served at once and `perMinute` (with a burst) over time;
 * more are answered 429 at once, which costs nothing. Static files are not counted: a page
 * load fetches many, and Next serves them without touching the database.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { KeyedBuckets, type Quota } from "./realtime/rate-limit";

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
  private readonly buckets: KeyedBuckets;

  constructor(
    private readonly options: PageLimitOptions = PAGE_LIMITS,
    now: () => number = Date.now,
  ) {
    this.buckets = new KeyedBuckets(options.quota, now);
  }

  /**
   * Lets the request through (true) and counts it until its response ends, or answers 429
   * (false).
   */
  admit(address: string, req: IncomingMessage, res: ServerResponse): boolean {
    const path = req.url ?? "/";
    if (UNCOUNTED.some((prefix) => path.startsWith(prefix))) return true;
    const busy = this.busy.get(address) ?? 0;
    if (busy >= this.options.inFlight || !this.buckets.take(address)) {
      res.writeHead(429, { "content-type": "text/plain; charset=utf-8", "retry-after": "5" });
      res.end("Too many requests from your address: wait a few seconds and reload.\n");
      return false;
    }
    this.busy.set(address, busy + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (this.busy.get(address) ?? 1) - 1;
      if (left <= 0) this.busy.delete(address);
      else this.busy.set(address, left);
    };
    res.once("finish", release);
    res.once("close", release);
    return true;
  }
}
