import { useCallback, useEffect, useRef, useState } from "react";
import type { Ack, ProtocolError } from "@/lib/game/protocol";
import type {
  RaceProgressEvent,
  Reaction,
  RoomReactionEvent,
  RoomSettings,
  RoomSnapshot,
} from "@/lib/game/room-protocol";
import { clockOffset } from "@/lib/race/clock";
import { applyProgress, applySnapshot } from "@/lib/race/room-state";
import { ACK_TIMEOUT_MS, currentSocket, loadSocket, type GameSocket } from "../game/socket";
import { useConnection, type Connection } from "../game/use-connection";

// Errors after which a join simply tries again.
const RETRY_ERRORS = new Set(["rate_limited", "unavailable"]);
const JOIN_RETRY_MS = 1_000;
/** How long a reaction floats beside its sender's name. */
export const REACTION_SHOWN_MS = 2_500;
const NO_ANSWER = "The server did not answer. Try again.";

export interface ShownReaction {
  id: number;
  playerId: string;
  reaction: Reaction;
}

type RoomAck = Ack<{ room: RoomSnapshot }> | Ack<object>;
type Done = (err: Error | null, result: RoomAck) => void;

export interface RoomApi {
  room: RoomSnapshot | null;
  /** `serverNow - Date.now()` at the last snapshot: add it to the local clock. */
  offset: number;
  /** Why the room cannot be shown (unknown or expired code, a refused join). */
  error: ProtocolError | null;
  connection: Connection;
  reactions: readonly ShownReaction[];
  /** The last refused or unanswered command, in words for the player. */
  notice: string | null;
  /** A command is on its way. */
  busy: boolean;
  setReady: (ready: boolean) => Promise<boolean>;
  changeSettings: (settings: Partial<RoomSettings>) => Promise<boolean>;
  rename: (name: string) => Promise<boolean>;
  handOver: (playerId: string) => Promise<boolean>;
  kick: (playerId: string) => Promise<boolean>;
  start: () => Promise<boolean>;
  backToLobby: () => Promise<boolean>;
  /** The host ends the round after the first finish. */
  endRound: () => Promise<boolean>;
  giveUp: () => Promise<boolean>;
  react: (reaction: Reaction) => Promise<boolean>;
  leave: () => Promise<boolean>;
}

/**
 * The race page's one link to its room: joins with the player's name (again after every
 * reconnect: the server keeps the seat), keeps the newest snapshot, merges race progress,
 * shows reactions for a moment, and sends the lobby and race commands with typed acks.
 */
export function useRoom(code: string, name: string): RoomApi {
  const [room, setRoom] = useState<RoomSnapshot | null>(null);
  const [offset, setOffset] = useState(0);
  const [error, setError] = useState<ProtocolError | null>(null);
  const [reactions, setReactions] = useState<ShownReaction[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const connection = useConnection();
  // The join reads the latest name without a rename re-joining.
  const nameRef = useRef(name);
  useEffect(() => {
    nameRef.current = name;
  }, [name]);
  const reactionId = useRef(0);
  // A join that went unanswered or was told to wait asks for another attempt here.
  const [attempt, setAttempt] = useState(0);
  const timers = useRef(new Set<number>());

  const receive = useCallback(
    (next: RoomSnapshot) => {
      if (next.code !== code) return;
      setOffset(clockOffset(next.serverNow, Date.now()));
      setRoom((current) => applySnapshot(current, next));
    },
    [code],
  );

  const later = useCallback((fn: () => void, ms: number) => {
    const id = window.setTimeout(() => {
      timers.current.delete(id);
      fn();
    }, ms);
    timers.current.add(id);
  }, []);

  const join = useCallback(() => {
    const socket = currentSocket();
    if (!socket?.connected) return;
    socket
      .timeout(ACK_TIMEOUT_MS)
      .emit("room:join", { code, name: nameRef.current }, (err, result) => {
        if (err) {
          // Unanswered: try again while the socket is up (a reconnect joins by itself).
          if (socket.connected) later(() => setAttempt((n) => n + 1), JOIN_RETRY_MS);
        } else if (!result.ok) {
          if (RETRY_ERRORS.has(result.error.code)) {
            later(() => setAttempt((n) => n + 1), JOIN_RETRY_MS);
          } else setError(result.error);
        } else {
          setError(null);
          receive(result.room);
        }
      });
  }, [code, receive, later]);

  useEffect(() => {
    let socket: GameSocket | null = null;
    let cancelled = false;
    const onConnect = () => join();
    const onUpdated = (next: RoomSnapshot) => receive(next);
    const onProgress = (event: RaceProgressEvent) =>
      setRoom((current) => (current ? applyProgress(current, event) : current));
    const onReaction = (event: RoomReactionEvent) => {
      if (event.code !== code) return;
      const id = ++reactionId.current;
      setReactions((list) => [...list, { id, playerId: event.playerId, reaction: event.reaction }]);
      later(() => setReactions((list) => list.filter((r) => r.id !== id)), REACTION_SHOWN_MS);
    };
    void loadSocket().then((loaded) => {
      if (cancelled) return;
      socket = loaded;
      socket.on("connect", onConnect);
      socket.on("room:updated", onUpdated);
      socket.on("race:progress", onProgress);
      socket.on("room:reaction", onReaction);
      if (socket.connected) onConnect();
    });
    const pending = timers.current;
    return () => {
      cancelled = true;
      for (const id of pending) window.clearTimeout(id);
      pending.clear();
      if (!socket) return;
      socket.off("connect", onConnect);
      socket.off("room:updated", onUpdated);
      socket.off("race:progress", onProgress);
      socket.off("room:reaction", onReaction);
      // The page moved on (the tab's socket stays open): the server counts this tab out of
      // the room, as it would a closed one.
      if (socket.connected) socket.emit("room:unwatch", { code }, () => {});
    };
  }, [code, join, receive, later]);

  useEffect(() => {
    if (attempt > 0) join();
    // Only a new attempt joins here; the connect handler covers the first join.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  /** Sends one command; a snapshot in its ack is taken at once (before the broadcast). */
  const run = useCallback(
    // `quiet`: a reaction does not hold the other buttons while it travels.
    (send: (socket: GameSocket, done: Done) => void, quiet = false) =>
      new Promise<boolean>((resolve) => {
        const socket = currentSocket();
        if (!socket?.connected) {
          setNotice("Not connected to the server.");
          return resolve(false);
        }
        if (!quiet) setBusy(true);
        send(socket, (err, result) => {
          if (!quiet) setBusy(false);
          if (err) {
            setNotice(NO_ANSWER);
            return resolve(false);
          }
          if (!result.ok) {
            setNotice(result.error.message);
            return resolve(false);
          }
          setNotice(null);
          if ("room" in result) receive(result.room as RoomSnapshot);
          resolve(true);
        });
      }),
    [receive],
  );

  const timed = (socket: GameSocket) => socket.timeout(ACK_TIMEOUT_MS);
  const setReady = useCallback(
    (ready: boolean) => run((s, done) => timed(s).emit("room:ready", { code, ready }, done)),
    [code, run],
  );
  const changeSettings = useCallback(
    (settings: Partial<RoomSettings>) =>
      run((s, done) => timed(s).emit("room:settings", { code, settings }, done)),
    [code, run],
  );
  const rename = useCallback(
    (next: string) => run((s, done) => timed(s).emit("room:name", { code, name: next }, done)),
    [code, run],
  );
  const handOver = useCallback(
    (playerId: string) => run((s, done) => timed(s).emit("room:host", { code, playerId }, done)),
    [code, run],
  );
  const kick = useCallback(
    (playerId: string) => run((s, done) => timed(s).emit("room:kick", { code, playerId }, done)),
    [code, run],
  );
  const start = useCallback(
    () => run((s, done) => timed(s).emit("room:start", { code }, done)),
    [code, run],
  );
  const backToLobby = useCallback(
    () => run((s, done) => timed(s).emit("room:lobby", { code }, done)),
    [code, run],
  );
  const endRound = useCallback(
    () => run((s, done) => timed(s).emit("race:end", { code }, done)),
    [code, run],
  );
  const giveUp = useCallback(
    () => run((s, done) => timed(s).emit("race:give-up", { code }, done)),
    [code, run],
  );
  const react = useCallback(
    (reaction: Reaction) =>
      run((s, done) => timed(s).emit("room:react", { code, reaction }, done), true),
    [code, run],
  );
  const leave = useCallback(
    () => run((s, done) => timed(s).emit("room:leave", { code }, done)),
    [code, run],
  );

  return {
    room,
    offset,
    error,
    connection,
    reactions,
    notice,
    busy,
    setReady,
    changeSettings,
    rename,
    handOver,
    kick,
    start,
    backToLobby,
    endRound,
    giveUp,
    react,
    leave,
  };
}
