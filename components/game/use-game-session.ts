import { useCallback, useEffect, useRef, useState } from "react";
import type { Move } from "@/lib/game/move";
import type {
  CreateGameInput,
  GameUpdated,
  HintLevel,
  HintView,
  MoveApplied,
  ProtocolError,
} from "@/lib/game/protocol";
import {
  addPendingMove,
  applyAck,
  applyGameUpdate,
  applyRemoteMove,
  applyTimer,
  newMoveId,
  rejectMove,
  sessionFromSnapshot,
  type PendingMove,
  type SessionState,
} from "@/lib/game/session";
import { currentSocket, loadSocket, type GameSocket } from "./socket";

// Errors after which a move is dropped: the server will never accept it as it stands.
const FINAL_ERRORS = new Set(["bad_request", "game_over", "forbidden", "not_found"]);

const randomBytes = (bytes: Uint8Array) => crypto.getRandomValues(bytes);

export interface GameSessionApi {
  session: SessionState | null;
  /** The session as of now, ahead of the last render: for event handlers. */
  current: () => SessionState | null;
  /** Why the game cannot be shown (unknown game, someone else's, server trouble). */
  error: ProtocolError | null;
  connected: boolean;
  submit: (move: Move) => void;
  requestHint: (level: HintLevel) => Promise<HintView | null>;
  pause: () => void;
  resume: () => void;
  createGame: (input: CreateGameInput) => Promise<string | null>;
}

/**
 * The one place the game page talks to the server: joins the game, keeps the optimistic
 * session (lib/game/session.ts) in step with acks and broadcasts, and re-joins on reconnect or
 * when the session asks for a resync.
 */
export function useGameSession(gameId: string): GameSessionApi {
  const [session, setSessionState] = useState<SessionState | null>(null);
  const [error, setError] = useState<ProtocolError | null>(null);
  const [connected, setConnected] = useState(false);
  // The ref is the one source of truth: acks, broadcasts and the player's keys all update it
  // synchronously, in the order they happen, and React renders whatever it holds. (Deriving a
  // move from a rendered state that lags behind an ack would overwrite that ack.)
  const sessionRef = useRef<SessionState | null>(null);
  const joining = useRef(false);

  const update = useCallback((change: (s: SessionState) => SessionState) => {
    const current = sessionRef.current;
    if (!current) return;
    const next = change(current);
    if (next === current) return;
    sessionRef.current = next;
    setSessionState(next);
  }, []);

  const send = useCallback(
    (socket: GameSocket, pending: PendingMove) => {
      socket.emit("move:submit", { gameId, ...pending }, (result) => {
        if (result.ok) {
          update((s) => applyAck(s, pending.moveId, result));
        } else if (FINAL_ERRORS.has(result.error.code)) {
          update((s) => rejectMove(s, pending.moveId));
        } else {
          // Busy or rate limited: keep the move and resync, which submits it again.
          update((s) => ({ ...s, needsResync: true }));
        }
      });
    },
    [gameId, update],
  );

  const join = useCallback(() => {
    const socket = currentSocket();
    if (joining.current || !socket) return;
    joining.current = true;
    socket.emit("game:join", { gameId }, (result) => {
      joining.current = false;
      if (!result.ok) {
        setError(result.error);
        return;
      }
      setError(null);
      const fresh = sessionFromSnapshot(
        result.snapshot,
        performance.now(),
        sessionRef.current?.pending ?? [],
      );
      sessionRef.current = fresh;
      setSessionState(fresh);
      // What the log does not hold yet goes again; the server applies a moveId once anyway.
      for (const p of fresh.pending) send(socket, p);
    });
  }, [gameId, send]);

  useEffect(() => {
    let socket: GameSocket | null = null;
    let cancelled = false;
    const onConnect = () => {
      setConnected(true);
      join();
    };
    const onDisconnect = () => setConnected(false);
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
      socket.emit("game:leave", { gameId }, () => undefined);
    };
  }, [gameId, join, update]);

  const needsResync = session?.needsResync ?? false;
  useEffect(() => {
    if (needsResync) join();
  }, [needsResync, join]);

  const submit = useCallback(
    (move: Move) => {
      const current = sessionRef.current;
      if (!current || current.status !== "playing") return;
      const pending = { moveId: newMoveId(randomBytes), move };
      const next = addPendingMove(current, pending);
      // A move that changes nothing (e.g. undo with no history) is not worth a round trip.
      if (next.board === current.board) return;
      const socket = currentSocket();
      if (!socket) return;
      sessionRef.current = next;
      setSessionState(next);
      send(socket, pending);
    },
    [send],
  );

  const requestHint = useCallback(
    (level: HintLevel) =>
      new Promise<HintView | null>((resolve) => {
        const socket = currentSocket();
        if (!socket) return resolve(null);
        socket.emit("hint:request", { gameId, level }, (result) => {
          if (!result.ok) return resolve(null);
          update((s) => ({ ...s, hints: result.hints }));
          resolve(result.hint);
        });
      }),
    [gameId, update],
  );

  const setClock = useCallback(
    (event: "timer:pause" | "timer:resume") => {
      currentSocket()?.emit(event, { gameId }, (result) => {
        if (result.ok) update((s) => applyTimer(s, result.timer, performance.now()));
      });
    },
    [gameId, update],
  );
  const pause = useCallback(() => setClock("timer:pause"), [setClock]);
  const resume = useCallback(() => setClock("timer:resume"), [setClock]);

  const createGame = useCallback(
    (input: CreateGameInput) =>
      loadSocket().then(
        (socket) =>
          new Promise<string | null>((resolve) => {
            socket.emit("game:create", input, (result) =>
              resolve(result.ok ? result.gameId : null),
            );
          }),
      ),
    [],
  );

  const current = useCallback(() => sessionRef.current, []);

  return { session, current, error, connected, submit, requestHint, pause, resume, createGame };
}
