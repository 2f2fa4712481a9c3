"use client";

/** Approve or reject one held result. The page refreshes with the decision once it is made. */
import { BUTTON_DANGER, BUTTON_PRIMARY } from "../account/form-parts";
import { useModeration } from "./use-moderation";

export function ReviewDecision({ gameId, label }: { gameId: string; label: string }) {
  const { send, busy, error } = useModeration();
  return (
    <div className="flex flex-col gap-1">
      <div role="group" aria-label={`Decide: ${label}`} className="flex flex-wrap gap-2">
        <button
          type="button"
          className={BUTTON_PRIMARY}
          disabled={busy}
          data-testid="approve"
          onClick={() => void send({ action: "approve", gameId })}
        >
          Approve
        </button>
        <button
          type="button"
          className={BUTTON_DANGER}
          disabled={busy}
          data-testid="reject"
          onClick={() => void send({ action: "reject", gameId })}
        >
          Reject
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-conflict">
          {error}
        </p>
      ) : null}
    </div>
  );
}
