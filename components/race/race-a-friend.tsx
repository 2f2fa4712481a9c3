"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { loadSocket } from "../game/socket";
import { NameForm } from "./name-form";
import { useStoredName } from "./use-stored-name";

// Creating a room is quick (the puzzle is made at the start), but a busy server may lag.
const CREATE_TIMEOUT_MS = 10_000;
const NO_ANSWER = "The server did not answer. Check your connection and try again.";

/**
 * A new race: a display name (remembered), then a new room and its lobby. Home's first action
 * ("Race a friend") and the race page's "Create a race".
 */
export function RaceAFriend({
  accountName,
  label = "Create a race",
}: {
  accountName: string | null;
  /** The button's words. */
  label?: string;
}) {
  const router = useRouter();
  const [storedName, remember, storedReady] = useStoredName();
  // A signed-in player races under their account's name.
  const stored = accountName ?? storedName;
  const ready = storedReady || accountName !== null;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = (name: string) => {
    remember(name);
    setBusy(true);
    setError(null);
    void loadSocket().then((socket) => {
      socket.timeout(CREATE_TIMEOUT_MS).emit("room:create", { name }, (err, result) => {
        if (err) {
          setBusy(false);
          setError(NO_ANSWER);
        } else if (!result.ok) {
          setBusy(false);
          setError(result.error.message);
        } else router.push(`/race/${result.code}`);
      });
    });
  };

  return (
    <div className="max-w-md" data-testid="race-a-friend">
      <NameForm
        initial={stored}
        submitLabel={busy ? "Creating…" : label}
        busy={busy || !ready}
        error={error}
        onSubmit={create}
      />
    </div>
  );
}
