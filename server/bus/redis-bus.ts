/**
 * The bus between processes, on a Redis stream (for the events in CROSS_PROCESS; the rest are
 * delivered here only). A stream and not pub/sub: a process whose
 * link to Redis drops for a moment reads on from the last entry it saw when the link is back
 * (pub/sub would lose whatever was said meanwhile, and a lost GameCommitted leaves a stale
 * game in some process's cache). socket.io's adapter rides a stream for the same reason.
 *
 * Each entry holds the publishing process's id and the event as JSON; a process skips its
 * own (it delivered them locally at publish) and events of a version it does not read.
 */
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { MemoryBus } from "./bus";
import { CROSS_PROCESS, readableEvent, type DomainEvent } from "./events";

export const BUS_STREAM = "nonet:bus";
/** Entries kept (approximately): minutes of traffic at load-test rates, a few MB. */
const MAX_LEN = 50_000;
const READ_COUNT = 500;
const BLOCK_MS = 2_000;
const RETRY_MS = 500;

export interface RedisBusOptions {
  stream?: string;
  /** Identifies this process on the bus; random by default. */
  processId?: string;
  logError?: (message: string, error: unknown) => void;
}

export class RedisBus extends MemoryBus {
  readonly processId: string;
  private readonly stream: string;
  private readonly reader: Redis;
  private readonly logFailure: (message: string, error: unknown) => void;
  private lastId = "0-0";
  private state: "idle" | "reading" | "closed" = "idle";
  private loop: Promise<void> | null = null;
  /** One line per kind of trouble until it clears, not one per event. */
  private readonly complained = new Set<string>();

  constructor(
    private readonly redis: Redis,
    options: RedisBusOptions = {},
  ) {
    const logError = options.logError ?? (() => {});
    super(logError);
    this.logFailure = logError;
    this.processId = options.processId ?? randomUUID();
    this.stream = options.stream ?? BUS_STREAM;
    // XREAD BLOCK holds its connection: the reader has its own, without the command timeout
    // (a read blocks for BLOCK_MS on purpose).
    this.reader = redis.duplicate({ commandTimeout: undefined });
  }

  /** Starts reading from the stream's current end; resolves once the position is known. */
  async start(): Promise<void> {
    if (this.state !== "idle") return;
    // On the reader: no command timeout. A start is when the loop is busiest (Next loading its
    // pages), and a stall past the timeout would fail the start though Redis answered.
    const [last] = await this.reader.xrevrange(this.stream, "+", "-", "COUNT", 1);
    this.lastId = last?.[0] ?? "0-0";
    this.state = "reading";
    this.loop = this.read();
  }

  override publish(event: DomainEvent): void {
    super.publish(event);
    if (this.state === "closed" || !CROSS_PROCESS.has(event.type)) return;
    this.redis
      .xadd(
        this.stream,
        "MAXLEN",
        "~",
        MAX_LEN,
        "*",
        "o",
        this.processId,
        "e",
        JSON.stringify(event),
      )
      .then(
        () => this.complained.delete("publish"),
        (error: unknown) => this.complain("publish", "bus: an event did not reach Redis", error),
      );
  }

  private async read(): Promise<void> {
    while (this.state === "reading") {
      try {
        const reply = await this.reader.xread(
          "COUNT",
          READ_COUNT,
          "BLOCK",
          BLOCK_MS,
          "STREAMS",
          this.stream,
          this.lastId,
        );
        this.complained.delete("read");
        for (const [, entries] of reply ?? []) {
          for (const [id, fields] of entries) {
            this.lastId = id;
            this.receive(fields);
          }
        }
      } catch (error) {
        if (this.state !== "reading") return;
        this.complain("read", "bus: reading from Redis failed; retrying", error);
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }

  private receive(fields: string[]): void {
    let origin: string | undefined;
    let body: string | undefined;
    for (let i = 0; i + 1 < fields.length; i += 2) {
      if (fields[i] === "o") origin = fields[i + 1];
      else if (fields[i] === "e") body = fields[i + 1];
    }
    if (origin === this.processId || body === undefined) return;
    let event: DomainEvent | null = null;
    try {
      event = readableEvent(JSON.parse(body));
    } catch {
      event = null;
    }
    if (!event) {
      this.complain(
        "unknown",
        "bus: skipped an event this build does not read",
        body.slice(0, 200),
      );
      return;
    }
    this.deliver(event, "remote");
  }

  private complain(kind: string, message: string, error: unknown): void {
    if (this.complained.has(kind)) return;
    this.complained.add(kind);
    this.logFailure(message, error);
  }

  override async close(): Promise<void> {
    if (this.state === "closed") return;
    this.state = "closed";
    // Ends the blocked XREAD at once.
    this.reader.disconnect();
    await this.loop;
    await super.close();
  }
}
