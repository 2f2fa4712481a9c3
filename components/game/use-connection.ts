import { useEffect, useState } from "react";
import type { HandshakeRefusal, SessionEnded } from "@/lib/game/protocol";
import { currentSocket, loadSocket } from "./socket";

/**
 * The page's link to the server, as the player should hear about it. `refused` is final until
 * the player acts (reload an outdated page, allow cookies); the others come and go by themselves.
 */
export type Connection =
  | { status: "connecting" }
  | { status: "connected" }
  | { status: "reconnecting" }
  | { status: "offline" }
  | { status: "refused"; refusal: HandshakeRefusal }
  | { status: "no-cookies" }
  /** The account's sessions ended elsewhere: final until the player signs in again. */
  | { status: "signed-out"; message: string }
  /** The server closed this page's link on purpose (and said nothing more): reload. */
  | { status: "closed" };

function isRefusal(data: unknown): data is HandshakeRefusal {
  return (
    typeof data === "object" &&
    data !== null &&
    typeof (data as { code?: unknown }).code === "string" &&
    typeof (data as { message?: unknown }).message === "string"
  );
}

/** Follows the page's socket and the browser's online flag. */
export function useConnection(): Connection {
  const [connection, setConnection] = useState<Connection>({ status: "connecting" });

  useEffect(() => {
    let cancelled = false;
    let detach = () => {};
    const offline = () => setConnection({ status: "offline" });
    // The socket may have outlived a short outage without noticing it.
    const online = () =>
      setConnection((c) =>
        c.status !== "offline"
          ? c
          : { status: currentSocket()?.connected ? "connected" : "reconnecting" },
      );
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    void loadSocket().then((socket) => {
      if (cancelled) return;
      // Without cookies the guest id cannot stick: every reload would be a new player.
      if (!navigator.cookieEnabled) return setConnection({ status: "no-cookies" });
      const connected = () => setConnection({ status: "connected" });
      const lost = (reason?: string) =>
        setConnection((c) =>
          // A link the server closed does not come back by itself (socket.io does not retry).
          c.status === "signed-out"
            ? c
            : reason === "io server disconnect"
              ? { status: "closed" }
              : { status: navigator.onLine ? "reconnecting" : "offline" },
        );
      const ended = ({ message }: SessionEnded) => setConnection({ status: "signed-out", message });
      const failed = (err: Error & { data?: unknown }) => {
        // socket.io stops retrying when the server's middleware refused us: say why.
        if (!socket.active && isRefusal(err.data)) {
          setConnection({ status: "refused", refusal: err.data });
        } else lost();
      };
      socket.on("connect", connected);
      socket.on("disconnect", lost);
      socket.on("connect_error", failed);
      socket.on("session:ended", ended);
      if (socket.connected) connected();
      else if (!navigator.onLine) offline();
      detach = () => {
        socket.off("connect", connected);
        socket.off("disconnect", lost);
        socket.off("connect_error", failed);
        socket.off("session:ended", ended);
      };
    });
    return () => {
      cancelled = true;
      detach();
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, []);

  return connection;
}
