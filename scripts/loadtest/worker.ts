/**
 * A loadtest client process: drives many socket.io clients, one guest each, against the
 * server the orchestrator (scripts/loadtest/index.ts) started. It sets its rooms up (create,
 * join, ready, start, countdown, game:join), reports ready, plays moves at the given rate
 * for the measured window, then sends back its latencies. Started only by the orchestrator.
 */
import { Agent } from "node:http";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { io, type Socket } from "socket.io-client";
import {
  PROTOCOL_VERSION,
  type Ack,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from "@/lib/game/protocol";
import type { RaceProgressEvent, RoomSnapshot } from "@/lib/game/room-protocol";
import { GUEST_COOKIE, newGuestId, signGuestId } from "../../server/guest";
import type { FromWorker, ResultMessage, SetUpMessage, ToWorker, WorkerErrors } from "./messages";
import { PlayerMoves, solutionOf } from "./player-moves";

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Set-up steps (room start, puzzle generation) may queue behind hundreds of others. */
const SET_UP_TIMEOUT_MS = 60_000;
/** A move's ack later than this counts as an error. */
const ACK_TIMEOUT_MS = 10_000;
/** Rooms set up at once by one process: enough to be quick, few enough not to time out. */
const SET_UP_CONCURRENCY = 16;
const MAX_EXAMPLES = 5;

/** A race room this process drives: the host starts a rematch whenever a race ends. */
interface RoomRun {
  code: string;
  host: Racer;
  racers: Racer[];
  /** A rematch start is in flight. */
  starting: boolean;
}

interface Racer {
  socket: ClientSocket;
  /** Public id in the room ("" in solo mode). */
  playerId: string;
  /** The race being played (null in solo mode). */
  raceId: string | null;
  gameId: string;
  moves: PlayerMoves;
  /** When the move that made `filled` reach each count was sent (window only). */
  sentAtFilled: number[];
  /** The highest `filled` seen in progress events, per other racer. */
  seen: Map<string, number>;
  room: RoomRun | null;
  finished: boolean;
}

const errors: WorkerErrors = { failedAcks: 0, timeouts: 0, disconnects: 0, examples: [] };
const ackLatencies: number[] = [];
const progressLatencies: number[] = [];
let sent = 0;
let ackedInWindow = 0;
let finishes = 0;
let racesStarted = 0;
/** Mean gap between one player's moves. */
let intervalMs = 1000;
/** No rematch is started this close to the end of the window. */
const REMATCH_CUTOFF_MS = 5_000;
let pending = 0;
let windowEnd = Number.POSITIVE_INFINITY;
let closing = false;
const sockets: ClientSocket[] = [];

function note(message: string): void {
  if (errors.examples.length < MAX_EXAMPLES) errors.examples.push(message);
}

function send(message: FromWorker): Promise<void> {
  return new Promise((resolve) => process.send!(message, () => resolve()));
}

/** One http.Agent per local address: sockets from it leave from that address. */
const agents = new Map<string, Agent>();
/** The addresses players connect from, in turn (none: the default one). */
let localAddresses: string[] = [];
let addressTurn = 0;

/** Each player its own address in turn, so a room's racers land on different processes. */
function nextAddress(): string | undefined {
  return localAddresses.length ? localAddresses[addressTurn++ % localAddresses.length] : undefined;
}

async function connect(url: string, secret: string, localAddress?: string): Promise<ClientSocket> {
  let agent: Agent | undefined;
  if (localAddress) {
    agent = agents.get(localAddress) ?? new Agent({ localAddress });
    agents.set(localAddress, agent);
  }
  const socket: ClientSocket = io(url, {
    transports: ["websocket"],
    // socket.io-client's type says string, but it hands the agent to the WebSocket as is.
    ...(agent && { agent: agent as unknown as string }),
    auth: { protocol: PROTOCOL_VERSION },
    extraHeaders: { cookie: `${GUEST_COOKIE}=${signGuestId(newGuestId(), secret)}` },
    forceNew: true,
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  socket.on("disconnect", (reason) => {
    if (closing) return;
    errors.disconnects++;
    note(`disconnect: ${reason}`);
  });
  return socket;
}

/** What an event's successful ack carries: the `T` of its `Ack<T>`. */
type AckBody<E extends keyof ClientToServerEvents> = Parameters<
  ClientToServerEvents[E]
>[1] extends (result: Ack<infer T>) => void
  ? T
  : never;

/** Sends a set-up command and returns its successful ack, or throws with the server's words. */
async function command<E extends keyof ClientToServerEvents>(
  socket: ClientSocket,
  event: E,
  payload: Parameters<ClientToServerEvents[E]>[0],
): Promise<AckBody<E>> {
  // socket.io's typed emitWithAck does not follow a generic event name: the ack's type is
  // the protocol's, by construction of ClientToServerEvents.
  const timed = socket.timeout(SET_UP_TIMEOUT_MS) as unknown as {
    emitWithAck(event: E, payload: unknown): Promise<Ack<AckBody<E>>>;
  };
  const ack = await timed.emitWithAck(event, payload);
  if (!ack.ok) throw new Error(`${event}: ${ack.error.code}: ${ack.error.message}`);
  return ack;
}

/**
 * A start, retried as a person would while the server says it is busy: the puzzle generator
 * keeps a short queue and refuses past it ("try again in a moment"), and hundreds of rooms
 * starting in the same second are far past it.
 */
async function startRoom(host: ClientSocket, code: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await command(host, "room:start", { code });
    } catch (error) {
      const busy = error instanceof Error && /: (unavailable|rate_limited):/.test(error.message);
      if (!busy || attempt >= 60) throw error;
      await sleep(250 + Math.random() * 750);
    }
  }
}

/** Joins a game, retrying while the race's countdown still runs on the server. */
async function joinGame(socket: ClientSocket, gameId: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { snapshot } = await command(socket, "game:join", { gameId });
      return snapshot.givens;
    } catch (error) {
      if (attempt >= 20) throw error;
      await sleep(250);
    }
  }
}

function racer(
  socket: ClientSocket,
  playerId: string,
  raceId: string | null,
  gameId: string,
  givens: string,
): Racer {
  return {
    socket,
    playerId,
    raceId,
    gameId,
    moves: new PlayerMoves(givens, solutionOf(givens)),
    sentAtFilled: [],
    seen: new Map(),
    room: null,
    finished: false,
  };
}

async function setUpSolo(url: string, secret: string): Promise<Racer[]> {
  const socket = await connect(url, secret, nextAddress());
  const { gameId } = await command(socket, "game:create", { level: "easy" });
  return [racer(socket, "", null, gameId, await joinGame(socket, gameId))];
}

/** Resolves with the first race this socket is told about (on its own channel). */
function nextRace(socket: ClientSocket): Promise<RoomSnapshot> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no race started")), SET_UP_TIMEOUT_MS);
    const listener = (room: RoomSnapshot) => {
      if (!room.race?.gameId) return;
      clearTimeout(timer);
      socket.off("room:updated", listener);
      resolve(room);
    };
    socket.on("room:updated", listener);
  });
}

/** A race room: the host creates it, the others join and get ready, the host starts it,
 * and every racer opens its game once the countdown is over. */
async function setUpRoom(
  url: string,
  secret: string,
  size: number,
  name: string,
): Promise<Racer[]> {
  const members = await Promise.all(
    Array.from({ length: size }, () => connect(url, secret, nextAddress())),
  );
  const [host] = members;
  const { code } = await command(host, "room:create", {
    name: `${name}-0`,
    settings: { level: "easy", maxPlayers: size },
  });
  const joined: RoomSnapshot[] = [];
  for (const [i, socket] of members.entries()) {
    joined.push((await command(socket, "room:join", { code, name: `${name}-${i}` })).room);
  }
  const races = members.map(nextRace);
  for (const socket of members.slice(1)) {
    await command(socket, "room:ready", { code, ready: true });
  }
  const started = await startRoom(host, code);
  // The host has its race in the ack; the room:updated may or may not reach it too.
  races[0] = started.room.race?.gameId ? Promise.resolve(started.room) : races[0];
  const rooms = await Promise.all(races);
  const racers = await Promise.all(
    members.map(async (socket, i) => {
      const room = rooms[i];
      const race = room.race!;
      // The server's clock may differ from ours: wait out the countdown as the server sees it.
      await sleep(Math.max(0, race.startsAt - room.serverNow) + 20);
      const givens = await joinGame(socket, race.gameId!);
      return racer(socket, joined[i].you, race.id, race.gameId!, givens);
    }),
  );
  const run: RoomRun = { code, host: racers[0], racers, starting: false };
  for (const r of racers) {
    r.room = run;
    r.socket.on("race:progress", (event) => onProgress(r, event));
    r.socket.on("room:updated", (room) => onRoomUpdated(r, room));
  }
  return racers;
}

/** A race ended: the host starts the rematch. A new race: each racer opens its new game. */
function onRoomUpdated(r: Racer, room: RoomSnapshot): void {
  const run = r.room!;
  const race = room.race;
  if (race?.gameId && race.id !== r.raceId) {
    r.raceId = race.id;
    void enterRace(r, room);
    return;
  }
  if (room.phase !== "finished" || r !== run.host || run.starting) return;
  if (performance.now() > windowEnd - REMATCH_CUTOFF_MS) return;
  run.starting = true;
  startRoom(r.socket, run.code)
    .then((started) => onRoomUpdated(r, started.room))
    .catch((error: unknown) => {
      errors.failedAcks++;
      note(`rematch: ${error instanceof Error ? error.message : String(error)}`);
    })
    .finally(() => (run.starting = false));
}

/** After the countdown, the racer opens its game in the new race and plays on. */
async function enterRace(r: Racer, room: RoomSnapshot): Promise<void> {
  const race = room.race!;
  try {
    await sleep(Math.max(0, race.startsAt - room.serverNow) + 20);
    const givens = await joinGame(r.socket, race.gameId!);
    if (r.raceId !== race.id) return;
    r.gameId = race.gameId!;
    r.moves = new PlayerMoves(givens, solutionOf(givens));
    r.sentAtFilled = [];
    r.seen = new Map();
    r.finished = false;
    if (r === r.room?.host) racesStarted++;
    if (performance.now() < windowEnd) {
      setTimeout(() => play(r), Math.random() * intervalMs);
    }
  } catch (error) {
    errors.failedAcks++;
    note(`rematch join: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Progress latency: from each move's send to this racer seeing the count it made. */
function onProgress(me: Racer, event: RaceProgressEvent): void {
  // A late event of the previous race says nothing about this one.
  if (event.raceId !== me.raceId) return;
  const now = performance.now();
  for (const progress of event.progress) {
    if (progress.playerId === me.playerId) continue;
    const other = me.room?.racers.find((r) => r.playerId === progress.playerId);
    if (!other) continue;
    const before = me.seen.get(progress.playerId) ?? 0;
    if (progress.filled <= before) continue;
    for (let filled = before + 1; filled <= progress.filled; filled++) {
      const sentAt = other.sentAtFilled[filled];
      if (sentAt !== undefined) progressLatencies.push(now - sentAt);
    }
    me.seen.set(progress.playerId, progress.filled);
  }
}

function play(r: Racer, moveNumber = 0): void {
  const now = performance.now();
  if (now >= windowEnd || r.finished) return;
  const planned = r.moves.next();
  if (!planned) return;
  sent++;
  pending++;
  if (planned.fillsCell) r.sentAtFilled[planned.filled] = now;
  const moveId = `${r.gameId.slice(0, 20)}-${moveNumber}`.replace(/[^A-Za-z0-9_-]/g, "_");
  r.socket
    .timeout(ACK_TIMEOUT_MS)
    .emitWithAck("move:submit", { gameId: r.gameId, moveId, move: planned.move })
    .then(
      (ack) => {
        const at = performance.now();
        if (!ack.ok) {
          errors.failedAcks++;
          note(`move:submit: ${ack.error.code}: ${ack.error.message}`);
          return;
        }
        ackLatencies.push(at - now);
        if (at <= windowEnd) ackedInWindow++;
        if (ack.status !== "playing" && !r.finished) {
          r.finished = true;
          finishes++;
        }
      },
      () => {
        errors.timeouts++;
        note(`move:submit: no ack within ${ACK_TIMEOUT_MS} ms`);
      },
    )
    .finally(() => pending--);
  // Jitter: gaps spread between half and one and a half of the mean.
  setTimeout(() => play(r, moveNumber + 1), intervalMs * (0.5 + Math.random()));
}

/** Runs `task` over `items`, at most `limit` at once. */
async function inBatches<T, R>(
  items: T[],
  limit: number,
  task: (item: T, i: number) => Promise<R>,
) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i], i);
      }
    }),
  );
  return results;
}

async function setUp(message: SetUpMessage): Promise<Racer[]> {
  const { url, secret, mode, roomSizes, tag } = message;
  localAddresses = message.localAddresses;
  const rooms = await inBatches(roomSizes, SET_UP_CONCURRENCY, (size, i) =>
    mode === "solo" ? setUpSolo(url, secret) : setUpRoom(url, secret, size, `${tag}r${i}`),
  );
  return rooms.flat();
}

async function run(message: SetUpMessage): Promise<void> {
  let racers: Racer[];
  try {
    racers = await setUp(message);
  } catch (error) {
    await send({ type: "failed", message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
  const go = new Promise<void>((resolve) =>
    process.on("message", (m: ToWorker) => m.type === "go" && resolve()),
  );
  await send({ type: "ready", connections: sockets.length });
  await go;
  const windowStart = performance.now();
  const cpuBefore = process.cpuUsage();
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  windowEnd = windowStart + message.seconds * 1000;
  intervalMs = 1000 / message.rate;
  for (const r of racers) setTimeout(() => play(r), Math.random() * intervalMs);
  await sleep(message.seconds * 1000);
  // Every ack of the window is in, or has timed out.
  while (pending > 0) await sleep(50);
  const cpu = process.cpuUsage(cpuBefore);
  loopDelay.disable();
  const result: ResultMessage = {
    type: "result",
    sent,
    ackedInWindow,
    ackLatencies,
    progressLatencies,
    finishes,
    racesStarted,
    cpuMicros: cpu.user + cpu.system,
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    loopDelayMaxMs: loopDelay.max / 1e6,
    errors,
  };
  await send(result);
  closing = true;
  for (const socket of sockets) socket.disconnect();
  process.exit(0);
}

// The orchestrator going away (Ctrl-C, a crash) ends this process too.
process.on("disconnect", () => process.exit(1));
process.on("SIGINT", () => {});
process.once("message", (message: ToWorker) => {
  if (message.type === "setUp") void run(message);
});
