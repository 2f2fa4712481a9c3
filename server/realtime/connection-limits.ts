/**
 * How many sockets one guest and one IP address may hold open at once: without a cap, one
 * guest on dozens of sockets multiplies every per-socket rate limit.
 */
import { addressKey } from "./rate-limit";
import type { IncomingMessage } from "node:http";
import { ERROR_CODES } from "@/lib/game/protocol";
import { refusal } from "./guest-auth";
import type { GameServer } from "./types";

export interface ConnectionLimits {
  perGuest: number;
  perIp: number;
}

/** Counts open sockets per key; a key at zero is forgotten so the map does not grow. */
class OpenCounts {
  private readonly counts = new Map<string, number>();
  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  add(key: string): void {
    this.counts.set(key, this.get(key) + 1);
  }
  remove(key: string): void {
    const left = this.get(key) - 1;
    if (left > 0) this.counts.set(key, left);
    else this.counts.delete(key);
  }
}

/** Refuses a handshake past either limit with `limit`. Register after guest auth. */
export function attachConnectionLimits(io: GameServer, limits: ConnectionLimits): void {
  const byGuest = new OpenCounts();
  const byIp = new OpenCounts();
  io.use((socket, next) => {
    const guestId: string = socket.data.guestId;
    // The peer's own address: behind a proxy every player shares it, so raise the limit there.
    const ip = addressKey(socket.handshake.address);
    if (byGuest.get(guestId) >= limits.perGuest) {
      next(refusal(ERROR_CODES.limit, "Too many open tabs: close some and reload."));
      return;
    }
    if (byIp.get(ip) >= limits.perIp) {
      next(refusal(ERROR_CODES.limit, "Too many connections from this address."));
      return;
    }
    byGuest.add(guestId);
    byIp.add(ip);
    socket.once("disconnect", () => {
      byGuest.remove(guestId);
      byIp.remove(ip);
    });
    next();
  });
}

/**
 * The same per-address cap one layer down, on engine.io sessions: a raw WebSocket or a polling
 * handshake that never opens the socket.io namespace still holds a descriptor and memory, and
 * the namespace-level check above never sees it. Pass `allowRequest` to the Server, then
 * `track(io)` once it exists.
 */
export function engineLimit(perIp: number) {
  const byIp = new OpenCounts();
  const addressOf = (req: IncomingMessage) => req.socket.remoteAddress ?? "";
  return {
    allowRequest(
      req: IncomingMessage,
      done: (err: string | null | undefined, ok: boolean) => void,
    ) {
      if (byIp.get(addressOf(req)) >= perIp) done("Too many connections from this address.", false);
      else done(null, true);
    },
    track(io: GameServer): void {
      io.engine.on(
        "connection",
        (raw: { request: IncomingMessage; once(e: "close", f: () => void): void }) => {
          const ip = addressOf(raw.request);
          byIp.add(ip);
          raw.once("close", () => byIp.remove(ip));
        },
      );
    },
  };
}
