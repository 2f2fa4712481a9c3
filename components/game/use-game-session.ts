import { useCallback, useEffect, useRef, useState } from "react";
import type { Move } from "@/lib/game/move";
import type {
  Ack,
  CreateGameInput,
  GameUpdated,
  HintCounts,
  HintLevel,
  HintView,
  MoveApplied,
  ProtocolError,
  TimerState,
} from "@/lib/game/protocol";
import {
  addPendingMove,
  applyAck,
  applyGameUpdate,
  applyRemoteMove,
  applyTimer,
  hintUnavailable as hintUnavailableFor,
  mergeSnapshot,
  newMoveId,
  moveRefused,
  type PendingMove,
  type SessionState,
} from "@/lib/game/session";
import { ACK_TIMEOUT_MS, currentSocket, loadSocket, type GameSocket } from "./socket";
import { useConnection, type Connection } from "./use-connection";

// Errors after which a join simply tries again.
const RETRY_ERRORS = new Set(["rate_limited", "unavailable"]);
const JOIN_RETRY_MS = 1_000;
// Hint refusals whose message the page shows in place of the hint.
const REFUSALS_SHOWN = new Set(["limit", "unavailable"]);
const HINT_UNANSWERED = "the server did not answer in time: press Hint again.";
// A race game opened a moment before the room's start instant (a clock a little ahead of the
// server's): the board is due any moment, so ask again soon.
const TOO_EARLY_RETRY_MS = 250;

const randomBytes = (bytes: Uint8Array) => crypto.getRandomValues(bytes);

export interface HintResult {
  hint: HintView;
  hints: HintCounts;
}

export interface GameSessionApi {
  session: SessionState | null;
  /** The session as of now, ahead of the last render: for event handlers. */
  current: () => SessionState | null;
  /** Why the game cannot be shown (unknown game, someone else's, server trouble). */
  error: ProtocolError | null;
  /** The link to the server: connecting, connected, reconnecting, offline or refused. */
  connection: Connection;
  /** Why Hint cannot be used now (disconnected, paused, game over), for the player; or null. */
  hintUnavailable: string | null;
  submit: (move: Move) => void;
  requestHint: (level: HintLevel) => Promise<HintResult | null>;
  /** `hidden`: the page, not the player, stops the clock (tab hidden); a reload restarts it. */
  pause: (hidden?: boolean) => void;
  resume: () => void;
  createGame: (input: CreateGameInput) => Promise<string | null>;
}

/**
 * The one place the game page talks to the server: joins the game, keeps the optimistic game
 * session (lib/game/session.ts) in step with acks and broadcasts, and re-joins on reconnect or
 * when the session asks for a resync. Every command waits for its ack at most ACK_TIMEOUT_MS;
 * a lost connection releases every guard, so nothing stays stuck "busy".
 */
export function useGameSession(gameId: string): GameSessionApi {
  const [session, setSessionState] = useState<SessionState | null>(null);
  const [error, setError] = useState<ProtocolError | null>(null);
  const connection = useConnection();
  // The ref is the one source of truth: acks, broadcasts and the player's keys all update it
  // synchronously, in the order they happen, and React renders whatever it holds. (Deriving a
  // move from a rendered state that lags behind an ack would overwrite that ack.)
  const sessionRef = useRef<SessionState | null>(null);
  // Guards against doubled requests. Each holds the connection epoch it was taken in, so a
  // disconnect (which bumps the epoch) frees it even if the ack never arrives.
  const epoch = useRef(0);
  const joining = useRef<number | null>(null);
  const hintBusy = useRef<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const inFlight = useRef(new Set<string>());
  // A join that went unanswered, or a tail we could not use, asks for another attempt here.
  const [attempt, setAttempt] = useState(0);
  const wantFullLog = useRef(false);

  const set = useCallback((next: SessionState) => {
    sessionRef.current = next;
    setSessionState(next);
  }, []);

  const update = useCallback(
    (change: (s: SessionState) => SessionState) => {
      const current = sessionRef.current;
      if (!current) return;
      const next = change(current);
      if (next !== current) set(next);
    },
    [set],
  );

  const send = useCallback(
    (socket: GameSocket, pending: PendingMove) => {
      if (inFlight.current.has(pending.moveId)) return;
      inFlight.current.add(pending.moveId);
      socket.timeout(ACK_TIMEOUT_MS).emit("move:submit", { gameId, ...pending }, (err, result) => {
        inFlight.current.delete(pending.moveId);
        if (err) {
          // No answer: keep the move; the resync re-joins and sends it again (same moveId).
          update((s) => ({ ...s, needsResync: true }));
        } else if (result.ok) {
          update((s) => applyAck(s, pending.moveId, result));
        } else {
          // Dropped only when the server will never take it; else kept, and sent again after
          // the resync (a `conflict` included: a move the player saw must not vanish).
          update((s) => moveRefused(s, pending.moveId, result.error.code));
        }
      });
    },
    [gameId, update],
  );

  const join = useCallback(() => {
    const socket = currentSocket();
    if (!socket?.connected || joining.current === epoch.current) return;
    const taken = epoch.current;
    joining.current = taken;
    // A tail from our confirmed version: cheaper than the whole log, and pending moves stay.
    const known = sessionRef.current;
    const sinceVersion =
      !wantFullLog.current && known?.gameId === gameId ? known.version : undefined;
    wantFullLog.current = false;
    socket.timeout(ACK_TIMEOUT_MS).emit("game:join", { gameId, sinceVersion }, (err, result) => {
      if (joining.current === taken) joining.current = null;
      if (err) {
        // Unanswered: try again while the socket is up (a disconnect re-joins by itself).
        if (socket.connected) setTimeout(() => setAttempt((n) => n + 1), JOIN_RETRY_MS);
        return;
      }
      if (!result.ok) {
        // Busy servers recover by themselves; only a real refusal replaces the page.
        if (sinceVersion !== undefined && result.error.code === "bad_request") {
          // A server that cannot serve a tail (an older build mid-deploy) still has the log.
          wantFullLog.current = true;
          setAttempt((n) => n + 1);
        } else if (result.error.code === "too_early") {
          setTimeout(() => setAttempt((n) => n + 1), TOO_EARLY_RETRY_MS);
        } else if (RETRY_ERRORS.has(result.error.code)) {
          setTimeout(() => setAttempt((n) => n + 1), JOIN_RETRY_MS);
        } else setError(result.error);
        return;
      }
      setError(null);
      const merged = mergeSnapshot(sessionRef.current, result.snapshot, performance.now());
      if (!merged) {
        wantFullLog.current = true;
        setAttempt((n) => n + 1);
        return;
      }
      set(merged);
      // What the log does not hold yet goes again; the server applies a moveId once anyway.
      for (const p of merged.pending) send(socket, p);
    });
  }, [gameId, send, set]);

  useEffect(() => {
    let socket: GameSocket | null = null;
    let cancelled = false;
    const onConnect = () => join();
    const onDisconnect = () => {
      epoch.current += 1;
      joining.current = null;
      hintBusy.current = null;
      inFlight.current.clear();
    };
    const onApplied = (event: MoveApplied) => update((s) => applyRemoteMove(s, event));
    const onUpdated = (event: GameUpdated) =>
      update((s) => applyGameUpdate(s, event, performance.now()));
    void loadSocket().then((loaded) => {
      if (cancelled) return;
      socket = loaded;
      socket.on("connect", onConnect);
      socket.on("disconnect", onDisconnect);
      socket.on("move:applied", onApplied);
      socket.on("game:updated", onUpdated);
      if (socket.connected) onConnect();
    });
    return () => {
      cancelled = true;
      if (!socket) return;
      socket.off("connect", onConnect);
      socket.off("disconnect", onDisconnect);
      socket.off("move:applied", onApplied);
      socket.off("game:updated", onUpdated);
      if (socket.connected) {
        socket.timeout(ACK_TIMEOUT_MS).emit("game:leave", { gameId }, () => undefined);
      }
    };
  }, [gameId, join, update]);

  const needsResync = session?.needsResync ?? false;
  useEffect(() => {
    if (needsResync) join();
  }, [needsResync, join]);
  useEffect(() => {
    if (attempt > 0) join();
    // Only a new attempt re-joins here; `join` changes with the game, which the connect
    // handler already covers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const submit = useCallback(
    (move: Move) => {
      const current = sessionRef.current;
      if (!current || current.status !== "playing") return;
      const pending = { moveId: newMoveId(randomBytes), move };
      const next = addPendingMove(current, pending);
      // A move that changes nothing (e.g. undo with no history) is not worth a round trip.
      if (next.board === current.board) return;
      set(next);
      // Offline, the move waits in `pending`; the re-join on reconnect sends it.
      const socket = currentSocket();
      if (socket?.connected) send(socket, pending);
    },
    [send, set],
  );

  const requestHint = useCallback(
    (level: HintLevel) =>
      new Promise<HintResult | null>((resolve) => {
        const socket = currentSocket();
        if (!socket?.connected || hintBusy.current === epoch.current) return resolve(null);
        const taken = epoch.current;
        hintBusy.current = taken;
        socket.timeout(ACK_TIMEOUT_MS).emit("hint:request", { gameId, level }, (err, result) => {
          if (hintBusy.current === taken) hintBusy.current = null;
          // Past the hint quota, or with the hint engine busy, the server says so; the player
          // sees why nothing came.
          if (!err && !result.ok && REFUSALS_SHOWN.has(result.error.code))
            setRefusal(result.error.message);
          // Unanswered while the link stayed up (a slow server): say so, or the press looks
          // ignored. A dropped link has its own banner, and Hint works again once it is back.
          else if (err && socket.connected) setRefusal(HINT_UNANSWERED);
          if (err || !result.ok) return resolve(null);
          setRefusal(null);
          update((s) => ({ ...s, hints: result.hints }));
          resolve({ hint: result.hint, hints: result.hints });
        });
      }),
    [gameId, update],
  );

  const setClock = useCallback(
    (event: "timer:pause" | "timer:resume", hidden: boolean) => {
      const socket = currentSocket();
      if (!socket?.connected) return;
      const onAck = (err: Error | null, result: Ack<{ timer: TimerState }>) => {
        if (!err && result.ok) update((s) => applyTimer(s, result.timer, performance.now()));
      };
      const timed = socket.timeout(ACK_TIMEOUT_MS);
      if (event === "timer:pause") timed.emit(event, { gameId, ...(hidden && { hidden }) }, onAck);
      else timed.emit(event, { gameId }, onAck);
    },
    [gameId, update],
  );
  const pause = useCallback((hidden = false) => setClock("timer:pause", hidden), [setClock]);
  const resume = useCallback(() => setClock("timer:resume", false), [setClock]);

  const createGame = useCallback(
    (input: CreateGameInput) =>
      loadSocket().then(
        (socket) =>
          new Promise<string | null>((resolve) => {
            socket
              .timeout(ACK_TIMEOUT_MS)
              .emit("game:create", input, (err, result) =>
                resolve(!err && result.ok ? result.gameId : null),
              );
          }),
      ),
    [],
  );

  const current = useCallback(() => sessionRef.current, []);
  const hintUnavailable = hintUnavailableFor(session, connection.status === "connected") ?? refusal;

  return {
    session,
    current,
    error,
    connection,
    hintUnavailable,
    submit,
    requestHint,
    pause,
    resume,
    createGame,
  };
}
