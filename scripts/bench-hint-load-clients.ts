/**
 * The clients of `npm run bench:hint-load`, in a process of their own so their work does not
 * share the server's event loop: an honest player, then attackers asking hints (see
 * bench-hint-load.ts). Reports to the parent over IPC and exits.
 */
import { Agent } from "node:http";
import { io, type Socket } from "socket.io-client";
import { PROTOCOL_VERSION, type ClientToServerEvents } from "../lib/game/protocol";
import { GUEST_COOKIE, newGuestId, signGuestId } from "../server/guest";
import { quantile } from "./bench-stats";

export interface ClientsConfig {
  url: string;
  secret: string;
  seconds: number;
  addresses: number;
  sockets: number;
}

export interface PhaseReport {
  acks: { n: number; p50: number; p90: number; p99: number; max: number };
  failed: number;
  hints: { perSecond: number; refused: number; p50: number; p99: number } | null;
}

export interface ClientsReport {
  baseline: PhaseReport;
  attack: PhaseReport;
}

// forum_hardest_1106 line 1, and the position after its singles: only a forcing net with
// techniques moves on there, the hardest hint the public sets hold.
const PUZZLE = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
const STUCK = "000000008003000402090020060000079000000061200060502070008000500010000020405000003";
const HONEST_GAP_MS = 100;

type ClientSocket = Socket<Record<string, never>, ClientToServerEvents>;
type Reply = { ok: boolean; error?: { code: string; message: string } } & Record<string, unknown>;

let moveCount = 0;
const moveId = () => `bench${Date.now().toString(36)}${(moveCount++).toString(36)}`.padEnd(16, "x");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function connect(config: ClientsConfig, localAddress?: string): Promise<ClientSocket> {
  const socket: ClientSocket = io(config.url, {
    transports: ["websocket"],
    auth: { protocol: PROTOCOL_VERSION },
    extraHeaders: { cookie: `${GUEST_COOKIE}=${signGuestId(newGuestId(), config.secret)}` },
    forceNew: true,
    reconnection: false,
    ...(localAddress && { agent: new Agent({ localAddress }) as unknown as string }),
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  return socket;
}

/** An event's ack, or a `timeout` error after 20 s. */
function call(socket: ClientSocket, event: string, payload: unknown): Promise<Reply> {
  const untyped = socket as unknown as {
    timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<Reply> };
  };
  return untyped
    .timeout(20_000)
    .emitWithAck(event, payload)
    .catch(() => ({ ok: false, error: { code: "timeout", message: "no ack in 20 s" } }));
}

async function must(socket: ClientSocket, event: string, payload: unknown): Promise<Reply> {
  const reply = await call(socket, event, payload);
  if (!reply.ok) throw new Error(`${event}: ${JSON.stringify(reply.error)}`);
  return reply;
}

/** A game of the hard puzzle, joined and played up to STUCK. */
async function stuckGame(socket: ClientSocket): Promise<string> {
  const { gameId } = (await must(socket, "game:create", {
    puzzle: PUZZLE,
    mistakeChecking: false,
  })) as Reply & { gameId: string };
  await must(socket, "game:join", { gameId });
  for (let digit = 1; digit <= 9; digit++) {
    const cells = [...STUCK].flatMap((ch, cell) =>
      Number(ch) === digit && PUZZLE[cell] === "." ? [cell] : [],
    );
    if (cells.length) {
      const move = { type: "value", cells, digit };
      await must(socket, "move:submit", { gameId, moveId: moveId(), move });
    }
  }
  return gameId;
}

/** The honest player toggles a centre mark every HONEST_GAP_MS until `end`. */
async function honestMoves(socket: ClientSocket, gameId: string, cell: number, end: number) {
  const acks: number[] = [];
  let failed = 0;
  const pending: Promise<void>[] = [];
  for (let digit = 1; Date.now() < end; digit = (digit % 9) + 1) {
    const start = performance.now();
    const move = { type: "centre", cells: [cell], digit };
    pending.push(
      call(socket, "move:submit", { gameId, moveId: moveId(), move }).then((reply) => {
        if (reply.ok) acks.push(performance.now() - start);
        else failed++;
      }),
    );
    await sleep(HONEST_GAP_MS);
  }
  await Promise.all(pending);
  return { acks, failed };
}

async function phase(
  config: ClientsConfig,
  honest: { socket: ClientSocket; gameId: string; cell: number },
  attackers: { socket: ClientSocket; gameId: string }[],
): Promise<PhaseReport> {
  const end = Date.now() + config.seconds * 1000;
  const hintTimes: number[] = [];
  let refused = 0;
  const attacks = attackers.map(async ({ socket, gameId }) => {
    while (Date.now() < end) {
      const start = performance.now();
      const reply = await call(socket, "hint:request", { gameId, level: "nudge" });
      if (reply.ok) hintTimes.push(performance.now() - start);
      else {
        refused++;
        await sleep(50);
      }
    }
  });
  const [{ acks, failed }] = await Promise.all([
    honestMoves(honest.socket, honest.gameId, honest.cell, end),
    ...attacks,
  ]);
  return {
    acks: {
      n: acks.length,
      p50: quantile(acks, 0.5),
      p90: quantile(acks, 0.9),
      p99: quantile(acks, 0.99),
      max: Math.max(...acks),
    },
    failed,
    hints: attackers.length
      ? {
          perSecond: hintTimes.length / config.seconds,
          refused,
          p50: quantile(hintTimes, 0.5),
          p99: quantile(hintTimes, 0.99),
        }
      : null,
  };
}

async function main(): Promise<void> {
  const config = JSON.parse(process.env.HINT_LOAD ?? "") as ClientsConfig;
  const honestSocket = await connect(config);
  const { gameId } = (await must(honestSocket, "game:create", {
    level: "easy",
    mistakeChecking: false,
  })) as Reply & { gameId: string };
  const joined = (await must(honestSocket, "game:join", { gameId })) as Reply & {
    snapshot: { givens: string };
  };
  const cell = [...joined.snapshot.givens].findIndex((ch) => ch === "0" || ch === ".");
  const honest = { socket: honestSocket, gameId, cell };
  const attackers: { socket: ClientSocket; gameId: string }[] = [];
  for (let a = 0; a < config.addresses; a++) {
    for (let s = 0; s < config.sockets; s++) {
      const socket = await connect(config, `127.0.0.${a + 2}`);
      attackers.push({ socket, gameId: await stuckGame(socket) });
    }
  }
  const baseline = await phase(config, honest, []);
  const attack = await phase(config, honest, attackers);
  process.send?.({ baseline, attack } satisfies ClientsReport);
  for (const socket of [honestSocket, ...attackers.map((a) => a.socket)]) socket.disconnect();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
