/**
 * A client process for the reconnect-storm test: opens many socket.io clients through nginx
 * (so the test process is not the bottleneck), each from one of the given loopback
 * addresses, with socket.io's own reconnection as a browser has it, and reports over IPC:
 * when all are connected, every drop, and every refusal (a refused honest client is a bug).
 * Started only by server/cluster/storm.cluster.test.ts.
 */
import { Agent } from "node:http";
import { io as connectClient, type Socket } from "socket.io-client";
import { PROTOCOL_VERSION } from "@/lib/game/protocol";
import { GUEST_COOKIE, newGuestId, signGuestId } from "../../guest";

export interface StormSetUp {
  type: "setUp";
  url: string;
  /** The cluster's NEXTAUTH_SECRET: each guest's cookie, as the server would have issued it. */
  secret: string;
  sockets: number;
  /** Tabs per guest (each guest's tabs share one cookie and one address). */
  tabsPerGuest: number;
  addresses: string[];
}

export type StormReport =
  /** Every socket is connected (sent once at first, then each time all are back), with the
   * fewest that were connected at once since the previous time. */
  | { type: "allConnected"; connected: number; lowest: number; at: number }
  /** A socket dropped (the first drop after all were connected is reported with its time). */
  | { type: "dropped"; connected: number; at: number }
  /** A refusal from the server (connect_error with a typed code): counted, with an example. */
  | { type: "refused"; count: number; example: string };

const CONNECT_CONCURRENCY = 100;

function report(message: StormReport): void {
  process.send?.(message);
}

async function run(setUp: StormSetUp): Promise<void> {
  const agents = new Map(
    setUp.addresses.map((address) => [address, new Agent({ localAddress: address })]),
  );
  const sockets: Socket[] = [];
  let connected = 0;
  let refused = 0;
  let allUp = false;
  let lowest = 0;
  const onUp = () => {
    connected++;
    if (connected === setUp.sockets && !allUp) {
      allUp = true;
      report({ type: "allConnected", connected, lowest, at: Date.now() });
      lowest = connected;
    }
  };
  const onDown = () => {
    connected--;
    lowest = Math.min(lowest, connected);
    if (allUp) {
      allUp = false;
      report({ type: "dropped", connected, at: Date.now() });
    }
  };
  const guests = Math.ceil(setUp.sockets / setUp.tabsPerGuest);
  const cookies = Array.from(
    { length: guests },
    () => `${GUEST_COOKIE}=${signGuestId(newGuestId(), setUp.secret)}`,
  );
  const open = (i: number) =>
    new Promise<void>((resolve) => {
      const guest = Math.floor(i / setUp.tabsPerGuest);
      const address = setUp.addresses[guest % setUp.addresses.length];
      const socket = connectClient(setUp.url, {
        transports: ["websocket"],
        agent: agents.get(address) as unknown as string,
        extraHeaders: { cookie: cookies[guest] },
        auth: { protocol: PROTOCOL_VERSION },
        forceNew: true,
        // A browser's defaults: 1 s, doubling to 5 s, jittered by half.
        reconnection: true,
      });
      sockets.push(socket);
      socket.on("connect", () => {
        onUp();
        resolve();
      });
      socket.on("disconnect", onDown);
      socket.on("connect_error", (error: Error & { data?: { code?: string } }) => {
        // A typed refusal is the server saying no; anything else is the network (a process
        // down), which socket.io retries by itself.
        if (!error.data?.code) return;
        refused++;
        report({
          type: "refused",
          count: refused,
          example: `${error.data.code}: ${error.message}`,
        });
        // The server will not change its mind about this socket: socket.io stops retrying
        // a middleware refusal, so the test sees the count and fails.
        resolve();
      });
    });
  for (let next = 0; next < setUp.sockets; next += CONNECT_CONCURRENCY) {
    await Promise.all(
      Array.from({ length: Math.min(CONNECT_CONCURRENCY, setUp.sockets - next) }, (_, k) =>
        open(next + k),
      ),
    );
  }
  process.on("message", (message: { type: string }) => {
    if (message.type !== "close") return;
    for (const socket of sockets) socket.close();
    process.exit(0);
  });
}

// The test going away ends this process too.
process.on("disconnect", () => process.exit(0));
process.once("message", (message: StormSetUp) => {
  if (message.type === "setUp") void run(message);
});
