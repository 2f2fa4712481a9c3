"use client";

import { useState } from "react";
import type { DailyOutcome } from "@/lib/daily/share";

interface ShareButtonProps {
  outcome: DailyOutcome;
  /** The page a friend should open, without the origin ("/daily/2026-11-23"). */
  path: string;
}

/**
 * Copies the spoiler-free result. Where the clipboard is refused (an http page, an old
 * browser), the text appears in a box, selected, to copy by hand.
 */
export function ShareButton({ outcome, path }: ShareButtonProps) {
  const [state, setState] = useState<{ copied: boolean; text: string | null }>({
    copied: false,
    text: null,
  });

  const share = async () => {
    // Loaded on the click: the game page's first load (150 kB budget) goes without it.
    const { shareText } = await import("@/lib/daily/share");
    const text = shareText(outcome, `${window.location.origin}${path}`);
    try {
      await navigator.clipboard.writeText(text);
      setState({ copied: true, text: null });
    } catch {
      setState({ copied: false, text });
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => void share()}
          className="min-h-11 rounded-md border border-border bg-surface px-4 py-2 font-medium"
        >
          Share
        </button>
        <span role="status" className="text-sm text-muted">
          {state.copied ? "Copied to the clipboard." : ""}
        </span>
      </div>
      {state.text !== null ? (
        <label className="flex flex-col gap-1 text-sm">
          <span className="text-muted">Copy this text:</span>
          <textarea
            readOnly
            rows={state.text.split("\n").length}
            value={state.text}
            onFocus={(event) => event.currentTarget.select()}
            autoFocus
            className="w-full max-w-sm rounded-md border border-border bg-surface p-2 font-mono text-sm"
          />
        </label>
      ) : null}
    </div>
  );
}
