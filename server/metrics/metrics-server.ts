/**
 * The metrics endpoint: a small HTTP server of its own, on METRICS_HOST:METRICS_PORT
 * (loopback by default), never on the public port, so the internet cannot read how busy the
 * server is or time its queues. It answers `GET /metrics` and nothing else.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Registry } from "prom-client";
import type { LogError } from "../logging/logger";

export interface MetricsServer {
  /** The port it listens on (METRICS_PORT, or the one picked for 0). */
  port: number;
  url: string;
  close(): Promise<void>;
}

export async function startMetricsServer(options: {
  host: string;
  port: number;
  registry: Registry;
  logError: LogError;
}): Promise<MetricsServer> {
  const { registry } = options;
  const server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found: try GET /metrics\n");
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => {
        options.logError("metrics scrape failed", error);
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: Error) =>
      reject(
        new Error(`cannot serve metrics on ${options.host}:${options.port}: ${error.message}`),
      ),
    );
    server.listen(options.port, options.host, () => {
      server.removeAllListeners("error");
      server.on("error", (error) => options.logError("metrics server failed", error));
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = options.host.includes(":") ? `[${options.host}]` : options.host;
  return {
    port,
    url: `http://${shownHost}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scraper keeps its connection open between scrapes: closed, not waited for.
        server.closeAllConnections();
      }),
  };
}
