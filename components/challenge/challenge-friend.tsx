"use client";

import { useEffect, useId, useState } from "react";
import { challengeShareText } from "@/lib/challenge/share";
import type { ChallengeLink } from "@/lib/game/challenge-protocol";
import { NameForm } from "../race/name-form";
import { INPUT, PRIMARY, SECONDARY } from "../race/styles";
import { useStoredName } from "../race/use-stored-name";
import { challengeCall } from "./use-challenge-call";

export interface ChallengeFriendProps {
  /** The finished game the friend will race. */
  gameId: string;
  /** "Challenge a friend", or "Pass it on" after a challenge. */
  label?: string;
}

/**
 * "Challenge a friend": makes the link of a finished game (the same link when asked again) and
 * hands it on: copied with the spoiler-free share text, or through the phone's share sheet.
 */
export function ChallengeFriend({ gameId, label = "Challenge a friend" }: ChallengeFriendProps) {
  const [storedName, remember, ready] = useStoredName();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<{ made: ChallengeLink } | null>(null);

  const make = async (name: string) => {
    setBusy(true);
    setError(null);
    const answer = await challengeCall("challenge:create", { gameId, name });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.error.message);
      return;
    }
    remember(name);
    setAsking(false);
    setLink({ made: answer });
  };

  if (link) return <ShareLink made={link.made} />;

  if (asking) {
    return (
      <div className="flex flex-col gap-2">
        <NameForm
          initial={storedName}
          label="Your name, for your friend"
          submitLabel="Make the link"
          busy={busy}
          autoFocus
          error={error}
          onSubmit={(name) => void make(name)}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        disabled={busy || !ready}
        onClick={() => (storedName ? void make(storedName) : setAsking(true))}
        className={`${PRIMARY} w-full`}
        data-testid="challenge-friend"
      >
        {busy ? "Making the link…" : label}
      </button>
      {error ? (
        <p role="alert" className="text-sm text-conflict">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A challenge's link on screen, copied with its share text or sent through the share sheet. */
export function ShareLink({ made }: { made: ChallengeLink }) {
  const id = useId();
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  // The origin and the share sheet are the browser's: read after mount, so the server's render
  // and the first client render agree.
  const [browser, setBrowser] = useState({ origin: "", canShare: false });
  useEffect(() => {
    // Reading browser-only facts after mount is the point of this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setBrowser({ origin: window.location.origin, canShare: "share" in navigator });
  }, []);
  const { canShare } = browser;
  const url = `${browser.origin}/c/${made.code}`;
  const text = challengeShareText({ ...made, url });
  const link = { url, text };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.text);
      setCopied("yes");
    } catch {
      document.querySelector<HTMLInputElement>(`[id="${id}"]`)?.select();
      setCopied("no");
    }
  };

  const shareSheet = async () => {
    try {
      await navigator.share({ title: "Nonet challenge", text: link.text });
    } catch {
      // Dismissed, or refused: the link is on screen to copy.
    }
  };

  return (
    <div className="flex flex-col gap-1" data-testid="challenge-link">
      <label htmlFor={id} className="text-sm font-medium">
        Send this link to a friend
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={link.url}
          onFocus={(e) => e.target.select()}
          className={`${INPUT} min-w-0 font-mono text-sm`}
        />
        <button type="button" onClick={() => void copy()} className={`${SECONDARY} shrink-0`}>
          Copy
        </button>
        {canShare ? (
          <button
            type="button"
            onClick={() => void shareSheet()}
            className={`${SECONDARY} shrink-0`}
          >
            Share
          </button>
        ) : null}
      </div>
      <p role="status" className="min-h-5 text-sm text-muted">
        {copied === "yes"
          ? "Copied, with a line on the time to beat."
          : copied === "no"
            ? "Press Ctrl+C to copy it."
            : ""}
      </p>
    </div>
  );
}
