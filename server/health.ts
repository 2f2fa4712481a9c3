/**
 * Health and readiness for load balancers and orchestrators.
 *
 * - `GET /healthz`: the process runs and its event loop answers. No database call, so a
 *   database outage does not make every process look dead and get restarted at once.
 * - `GET /readyz`: this process can serve players now: the database answers, Redis answers
 *   (when REDIS_URL is set), and it is not shutting down. Else 503 with a JSON body naming
 *   what failed, so a proxy stops sending it new players while it drains.
 *
 * Both are answered before page limits and Next: a prober polling every second must not spend
 * a player's page budget, nor wait behind a page render.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export const HEALTH_PATH = "/healthz";
export const READY_PATH = "/readyz";
/** A check unanswered this long has failed: a prober waits for seconds at most. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

/** How long one readiness report answers every probe. */
export const READY_REUSE_MS = 1_000;

/** One dependency's probe: resolves when it answers, rejects (or times out) when not. */
export type ReadyCheck = () => Promise<unknown>;

export interface HealthOptions {
  /** Named checks, e.g. { database, redis }; all must pass for ready. */
  checks: Record<string, ReadyCheck>;
  /** True once the process has begun to shut down. */
  stopping: () => boolean;
  timeoutMs?: number;
}

export interface ReadyReport {
  status: "ready" | "not ready";
  /** Each check by name: "ok", or why it failed. */
  checks: Record<string, string>;
}

/** Runs every check at once, each bounded by the timeout. */
export async function readiness(options: HealthOptions): Promise<ReadyReport> {
  const timeoutMs = options.timeoutMs ?? READY_CHECK_TIMEOUT_MS;
  const names = Object.keys(options.checks);
  const results = await Promise.all(
    names.map((name) => withTimeout(options.checks[name], timeoutMs).then(() => "ok", describe)),
  );
  const checks: Record<string, string> = {};
  names.forEach((name, i) => (checks[name] = results[i]));
  if (options.stopping()) checks.process = "shutting down";
  const ready = Object.values(checks).every((result) => result === "ok");
  return { status: ready ? "ready" : "not ready", checks };
}

/**
 * Answers /healthz and /readyz; returns false for every other request (left to the caller).
 * Only GET and HEAD; the body is JSON either way.
 */
export function healthRoutes(
  options: HealthOptions,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  // Probes are answered before any limit: however often they come, the database and Redis
  // see at most one check per second (answers within it share the last report).
  let last: { at: number; report: Promise<ReadyReport> } | null = null;
  const report = () => {
    const now = Date.now();
    if (!last || now - last.at >= READY_REUSE_MS || options.stopping()) {
      last = { at: now, report: readiness(options) };
    }
    return last.report;
  };
  return (req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== HEALTH_PATH && path !== READY_PATH) return false;
    if (req.method !== "GET" && req.method !== "HEAD") {
      send(res, 405, { error: "Use GET." }, { allow: "GET, HEAD" });
      return true;
    }
    if (path === HEALTH_PATH) {
      send(res, 200, { status: "ok" });
      return true;
    }
    report().then(
      (report) => send(res, report.status === "ready" ? 200 : 503, report),
      (error: unknown) =>
        send(res, 503, { status: "not ready", checks: { health: describe(error) } }),
    );
    return true;
  };
}

function send(
  res: ServerResponse,
  status: number,
  body: object,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return;
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    // A cached "ready" would keep a draining process in rotation.
    "cache-control": "no-store",
    ...headers,
  });
  res.end(res.req.method === "HEAD" ? undefined : JSON.stringify(body));
}

function withTimeout(check: ReadyCheck, timeoutMs: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
    Promise.resolve()
      .then(check)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/** A failure in a short line: never a connection string (it could hold a password). */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split("\n").find((line) => line.trim()) ?? "failed";
  return firstLine.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, "<url>").slice(0, 200);
}
