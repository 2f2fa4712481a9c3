"use client";

/**
 * A moderator's tools for one account: a new display name in place of an offensive one, and
 * a suspension from ranked play (or its end).
 */
import { useState, type FormEvent } from "react";
import { DISPLAY_NAME_MAX } from "@/lib/account/rules";
import { BUTTON_DANGER, BUTTON_SECONDARY, Field } from "../account/form-parts";
import { useModeration } from "./use-moderation";

export interface AccountModerationProps {
  username: string;
  displayName: string;
  suspended: boolean;
}

export function AccountModeration({ username, displayName, suspended }: AccountModerationProps) {
  const rename = useModeration();
  const suspension = useModeration();
  const [name, setName] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const id = `rename-${username}`;

  const onRename = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (await rename.send({ action: "rename", username, displayName: name })) {
      setDone(`Renamed to “${name.trim()}”.`);
      setName("");
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={onRename} className="flex flex-col gap-2" aria-label={`Rename ${username}`}>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grow sm:max-w-sm">
            <Field
              id={id}
              label="New display name"
              value={name}
              maxLength={DISPLAY_NAME_MAX}
              required
              autoComplete="off"
              placeholder={`Now: ${displayName}`}
              error={rename.error}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <button type="submit" className={BUTTON_SECONDARY} disabled={rename.busy}>
            Rename
          </button>
        </div>
        <p role="status" className="min-h-5 text-sm text-muted">
          {done}
        </p>
      </form>
      <div className="flex flex-col gap-1">
        <p className="text-sm">
          {suspended
            ? "Suspended from ranked play: their results are not ranked."
            : "Their results are ranked."}
        </p>
        <div>
          <button
            type="button"
            className={suspended ? BUTTON_SECONDARY : BUTTON_DANGER}
            disabled={suspension.busy}
            data-testid="suspend"
            onClick={() =>
              void suspension.send({ action: "suspend", username, suspended: !suspended })
            }
          >
            {suspended ? "Allow ranked play again" : "Suspend from ranked play"}
          </button>
        </div>
        {suspension.error ? (
          <p role="alert" className="text-sm text-conflict">
            {suspension.error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
