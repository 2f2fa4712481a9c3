import { describe, expect, it, vi } from "vitest";
import { ERROR_CODES } from "@/lib/game/protocol";
import { admitPackets, FLOOD_REFUSALS } from "./admission";
import type { QuotaLimiter } from "./quota-limiter";
import type { GameSocketServerSide } from "./types";

type Middleware = (packet: unknown[], next: (error?: Error) => void) => void;

/** The part of a socket the gate uses. */
function fakeSocket(guestId = "guest-1") {
  let gate: Middleware = () => {};
  const socket = {
    data: { guestId, address: "203.0.113.1" },
    disconnected: false,
    use: (middleware: Middleware) => {
      gate = middleware;
    },
    emit: vi.fn(),
    disconnect: vi.fn(() => {
      socket.disconnected = true;
    }),
  };
  /** Sends a packet; resolves with "passed" or the ack the gate answered with. */
  const send = (event: string) =>
    new Promise<unknown>((resolve) => gate([event, {}, resolve], () => resolve("passed")));
  return { socket: socket as unknown as GameSocketServerSide, raw: socket, send };
}

const quota = (take: (key: string) => Promise<boolean>): QuotaLimiter => ({
  take,
  available: async () => true,
});

describe("the packet gate", () => {
  it("lets packets through in the order they came, however late the shared quota answers", async () => {
    // The first answer is the slowest: a Redis reply behind a slow one must not overtake it.
    const delays = [30, 10, 0];
    const eventsPerGuest = quota(
      () => new Promise((resolve) => setTimeout(() => resolve(true), delays.shift() ?? 0)),
    );
    const { socket, send } = fakeSocket();
    admitPackets(socket, { ratePerSecond: 10, rateBurst: 10, eventsPerGuest, logError: () => {} });
    const order: string[] = [];
    await Promise.all(
      ["game:join", "move:submit", "timer:pause"].map((event) =>
        send(event).then(() => order.push(event)),
      ),
    );
    expect(order).toEqual(["game:join", "move:submit", "timer:pause"]);
  });

  it("answers rate_limited when the guest's shared quota is spent, and passes nothing", async () => {
    const { socket, send } = fakeSocket();
    admitPackets(socket, {
      ratePerSecond: 10,
      rateBurst: 10,
      eventsPerGuest: quota(async () => false),
      logError: () => {},
    });
    expect(await send("move:submit")).toEqual({
      ok: false,
      error: { code: ERROR_CODES.rateLimited, message: expect.any(String) },
    });
  });

  it("cuts off a socket that keeps sending past its own bucket", async () => {
    const { socket, raw, send } = fakeSocket();
    const take = vi.fn(async () => true);
    admitPackets(socket, {
      ratePerSecond: 1,
      rateBurst: 1,
      eventsPerGuest: quota(take),
      logError: () => {},
    });
    expect(await send("move:submit")).toBe("passed");
    for (let i = 1; i < FLOOD_REFUSALS; i++) void send("move:submit");
    expect(await send("move:submit")).toMatchObject({ ok: false });
    expect(raw.disconnect).not.toHaveBeenCalled();
    void send("move:submit");
    await vi.waitFor(() => expect(raw.disconnect).toHaveBeenCalledWith(true));
    // A packet refused by its tab's bucket does not spend the guest's shared quota.
    expect(take).toHaveBeenCalledTimes(1);
  });

  it("ends a signed-in socket whose session no longer stands", async () => {
    const { socket, raw, send } = fakeSocket("user:u1");
    admitPackets(socket, {
      ratePerSecond: 10,
      rateBurst: 10,
      eventsPerGuest: quota(async () => true),
      sessionStands: async () => false,
      logError: () => {},
    });
    // A move in an opened game is trusted; a new game re-checks the session.
    expect(await send("move:submit")).toBe("passed");
    expect(await send("game:create")).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect(raw.emit).toHaveBeenCalledWith("session:ended", expect.anything());
    expect(raw.disconnect).toHaveBeenCalledWith(true);
  });
});
