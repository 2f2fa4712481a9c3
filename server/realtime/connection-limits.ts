/**
 * How many sockets one guest and one client address may hold open at once: without a cap, one
 * guest on dozens of sockets multiplies every per-socket rate limit. With Redis the caps count
 * every process's sockets (open-sockets.ts); without, this process's.
 */
import type { IncomingMessage } from "node:http";
import { randomUUID } from "node:crypto";
import { ERROR_CODES } from "@/lib/game/protocol";
import type { ClientAddressOf } from "../client-address";
import { refusal } from "./guest-auth";
import { openSockets, type OpenSockets } from "./open-sockets";
import type { GameServer } from "./types";

export interface ConnectionLimits {
  perGuest: number;
  perIp: number;
  /** Where open sockets are counted (shared with Redis); this process's counts by default. */
  openSockets?: OpenSockets;
}

/** Tells this process's members apart from another's in the shared sets. */
const PROCESS_ID = randomUUID();

/**
 * Refuses a handshake past either limit with `limit`. Register after guest auth and after
 * attachClientAddress (it counts `socket.data.address`).
 */
export function attachConnectionLimits(io: GameServer, limits: ConnectionLimits): OpenSockets {
  const open = limits.openSockets ?? openSockets();
  io.use((socket, next) => {
    const guestKey = `guest:${socket.data.guestId}`;
    const addressKey = `address:${socket.data.address}`;
    const member = `${PROCESS_ID}:${socket.id}`;
    const caps = [
      { key: guestKey, limit: limits.perGuest },
      { key: addressKey, limit: limits.perIp },
    ];
    void open.claim(caps, member).then(
      (full) => {
        if (full === 0) {
          next(refusal(ERROR_CODES.limit, "Too many open tabs: close some and reload."));
          return;
        }
        if (full === 1) {
          next(refusal(ERROR_CODES.limit, "Too many connections from this address."));
          return;
        }
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          void open.release([guestKey, addressKey], member);
        };
        socket.once("disconnect", release);
        // A client gone before its socket connected never gets a disconnect (socket.io drops
        // the socket quietly): its connection's close frees the place instead.
        if (socket.conn.readyState === "open") socket.conn.once("close", release);
        else release();
        next();
      },
      (error: unknown) => {
        // The ledgers answer from memory when Redis fails; this is a bug, not an outage.
        next(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
  return open;
}

/**
 * The same per-address cap one layer down, on engine.io sessions: a raw WebSocket or a polling
 * handshake that never opens the socket.io namespace still holds a descriptor and memory, and
 * the namespace-level check above never sees it. Pass `allowRequest` to the Server, then
 * `track(io)` once it exists.
 */
export function engineLimit(
  perIp: number,
  clientAddress: ClientAddressOf,
  open: OpenSockets = openSockets(),
) {
  const keyOf = (req: IncomingMessage) => `session:${clientAddress(req)}`;
  return {
    allowRequest(
      req: IncomingMessage,
      done: (err: string | null | undefined, ok: boolean) => void,
    ) {
      void open.count(keyOf(req)).then((count) => {
        if (count >= perIp) done("Too many connections from this address.", false);
        else done(null, true);
      });
    },
    track(io: GameServer): void {
      io.engine.on(
        "connection",
        (raw: { id: string; request: IncomingMessage; once(e: "close", f: () => void): void }) => {
          const key = keyOf(raw.request);
          const member = `${PROCESS_ID}:${raw.id}`;
          // Counted, never refused here: allowRequest refused already, and a session that got
          // this far is open whatever a count says.
          const claimed = open.claim([{ key, limit: Number.MAX_SAFE_INTEGER }], member);
          raw.once("close", () => void claimed.then(() => open.release([key], member)));
        },
      );
    },
  };
}
