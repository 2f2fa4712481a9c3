import { useState } from "react";
import { LEVEL_NAMES } from "@/components/game/levels";
import { MISTAKE_RULE } from "@/components/game/mistake-rule";
import { ROOM_LIMITS, type RoomSettings, type RoomSnapshot } from "@/lib/game/room-protocol";
import { LEVELS } from "@/lib/sudoku/level";
import type { RoomApi } from "./use-room";
import { CARD } from "./styles";

const PLAYER_COUNTS = Array.from(
  { length: ROOM_LIMITS.maxPlayers - ROOM_LIMITS.minPlayers + 1 },
  (_, i) => ROOM_LIMITS.minPlayers + i,
);

/**
 * The race's terms as a joiner reads them (the lobby and the join page): what they agree to
 * when they press I'm ready.
 */
export function SettingsSummary({
  settings,
  heading = "Settings",
}: {
  settings: RoomSettings;
  heading?: string;
}) {
  return (
    <section aria-labelledby="settings-heading" className={CARD}>
      <h2 id="settings-heading" className="font-semibold">
        {heading} <span className="text-sm font-normal text-muted">(the host chooses)</span>
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-y-1 text-sm" data-testid="settings">
        <dt className="text-muted">Level</dt>
        <dd className="font-semibold">{LEVEL_NAMES[settings.level]}</dd>
        <dt className="text-muted">Mistake checking</dt>
        <dd>{settings.mistakeChecking ? "on" : "off"}</dd>
        <dt className="text-muted">Hints</dt>
        <dd>{settings.hintsAllowed ? "allowed" : "not allowed"}</dd>
        <dt className="text-muted">Players</dt>
        <dd>up to {settings.maxPlayers}</dd>
      </dl>
    </section>
  );
}

/** The host's settings, changed in place; every change clears the others' ready flags. */
export function HostSettings({ room, api }: { room: RoomSnapshot; api: RoomApi }) {
  // The host's changes show at once; the server's answer (the next snapshot) confirms them,
  // a refusal puts the room's own value back.
  const [pending, setPending] = useState<Partial<RoomSettings>>({});
  const s: RoomSettings = { ...room.settings, ...pending };
  const change = (next: Partial<RoomSettings>) => {
    setPending((current) => ({ ...current, ...next }));
    void api.changeSettings(next).then(() =>
      setPending((current) => {
        const rest = { ...current };
        for (const key of Object.keys(next) as (keyof RoomSettings)[]) {
          if (rest[key] === next[key]) delete rest[key];
        }
        return rest;
      }),
    );
  };
  const field = "flex min-h-11 items-center justify-between gap-3 text-sm";
  const select = "min-h-11 rounded-md border border-border bg-surface px-2 text-fg";
  return (
    <fieldset className={CARD} data-testid="settings">
      <legend className="px-1 font-semibold">Settings</legend>
      <label className={field}>
        Level
        <select
          value={s.level}
          onChange={(e) => change({ level: e.target.value as (typeof LEVELS)[number] })}
          className={select}
        >
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {LEVEL_NAMES[level]}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        Max players
        <select
          value={s.maxPlayers}
          onChange={(e) => change({ maxPlayers: Number(e.target.value) })}
          className={select}
        >
          {PLAYER_COUNTS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        <span>
          Mistake checking
          <span className="block text-xs text-muted">{MISTAKE_RULE}</span>
        </span>
        <input
          type="checkbox"
          checked={s.mistakeChecking}
          onChange={(e) => change({ mistakeChecking: e.target.checked })}
          className="size-5 shrink-0 accent-[var(--accent)]"
        />
      </label>
      <label className={field}>
        Hints allowed
        <input
          type="checkbox"
          checked={s.hintsAllowed}
          onChange={(e) => change({ hintsAllowed: e.target.checked })}
          className="size-5 shrink-0 accent-[var(--accent)]"
        />
      </label>
      <p className="mt-1 text-xs text-muted">
        Changing a setting asks the others to get ready again.
      </p>
    </fieldset>
  );
}
