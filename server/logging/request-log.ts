/**
 * Each HTTP request gets an id (the proxy's X-Request-Id when it looks like one, else a fresh
 * one), sent back in X-Request-Id and put on every line about it; at debug level each request
 * is logged when answered. The path is logged without its query string: sign-in callbacks
 * and links carry codes and tokens there.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LOG_KEYS, type Logger } from "./logger";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Returns what to call for each request: its logger. */
export function logRequests(logger: Logger): (req: IncomingMessage, res: ServerResponse) => Logger {
  return (req, res) => {
    const given = req.headers["x-request-id"];
    const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader("x-request-id", id);
    const requestLog = logger.child({ [LOG_KEYS.request]: id });
    if (logger.isLevelEnabled("debug")) {
      const started = performance.now();
      res.once("finish", () =>
        requestLog.debug(
          {
            method: req.method,
            path: (req.url ?? "").split("?")[0],
            status: res.statusCode,
            ms: Math.round(performance.now() - started),
          },
          "request",
        ),
      );
    }
    return requestLog;
  };
}
