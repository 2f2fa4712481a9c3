import { useState } from "react";
import { LEVEL_NAMES } from "@/components/game/levels";
import { MISTAKE_RULE } from "@/components/game/mistake-rule";
import {
  ROOM_LIMITS,
  type RoomMember,
  type RoomSettings,
  type RoomSnapshot,
} from "@/lib/game/room-protocol";
import { splitMembers, startProblem } from "@/lib/race/room-state";
import { LEVELS } from "@/lib/sudoku/level";
import { ConnectedDot } from "./connected-dot";
import { FloatingReaction } from "./floating-reaction";
import { Invite } from "./invite";
import { NameForm } from "./name-form";
import { ReactionBar } from "./reaction-bar";
import { CARD, PRIMARY, SECONDARY } from "./styles";
import type { RoomApi } from "./use-room";

export interface LobbyProps {
  room: RoomSnapshot;
  api: RoomApi;
  inviteUrl: string;
  onRename: (name: string) => void;
  onLeave: () => void;
}

const PLAYER_COUNTS = Array.from(
  { length: ROOM_LIMITS.maxPlayers - ROOM_LIMITS.minPlayers + 1 },
  (_, i) => ROOM_LIMITS.minPlayers + i,
);

/** Before a race: who is here, the host's settings, ready flags, and Start for the host. */
export function Lobby({ room, api, inviteUrl, onRename, onLeave }: LobbyProps) {
  const { racers, spectators } = splitMembers(room.members);
  const me = room.members.find((m) => m.playerId === room.you);
  const isHost = room.hostId === room.you;
  const problem = startProblem(room);
  const [renaming, setRenaming] = useState(false);

  return (
    <div className="flex flex-col gap-6 py-4 lg:flex-row lg:items-start lg:gap-10">
      <section aria-labelledby="lobby-heading" className="flex flex-col gap-3 lg:w-96">
        <h1 id="lobby-heading" className="text-2xl font-bold tracking-tight">
          Race lobby
        </h1>
        <p className="text-muted">
          Send the link (or show the QR code): everyone who opens it joins this room.
        </p>
        <Invite code={room.code} url={inviteUrl} />
      </section>

      <div className="flex min-w-0 flex-1 flex-col gap-5">
        <section aria-labelledby="players-heading" className="flex flex-col gap-2">
          <h2 id="players-heading" className="text-xl font-semibold">
            Racers ({racers.length}/{room.settings.maxPlayers})
          </h2>
          <ul className="flex flex-col gap-1" data-testid="lobby-racers">
            {racers.map((m) => (
              <MemberRow
                key={m.playerId}
                member={m}
                room={room}
                api={api}
                canHandOver={isHost && m.playerId !== room.you}
                canRemove={isHost && m.playerId !== room.you}
              />
            ))}
          </ul>
          {spectators.length ? (
            <>
              <h3 className="mt-2 font-semibold">Watching</h3>
              <ul className="flex flex-col gap-1" data-testid="lobby-spectators">
                {spectators.map((m) => (
                  <MemberRow
                    key={m.playerId}
                    member={m}
                    room={room}
                    api={api}
                    canHandOver={false}
                    canRemove={isHost}
                  />
                ))}
              </ul>
            </>
          ) : null}
          {me?.role === "spectator" ? (
            <p className="text-sm text-muted">The room is full: you are watching.</p>
          ) : null}
        </section>

        <section aria-label="You" className="flex flex-col gap-3">
          {renaming ? (
            <NameForm
              initial={me?.name ?? ""}
              submitLabel="Save"
              busy={api.busy}
              onSubmit={(name) => {
                onRename(name);
                void api.rename(name).then((ok) => ok && setRenaming(false));
              }}
            />
          ) : (
            <p className="flex flex-wrap items-center gap-2">
              <span>
                You are <strong>{me?.name}</strong>
              </span>
              <button type="button" onClick={() => setRenaming(true)} className={SECONDARY}>
                Change name
              </button>
            </p>
          )}
          {me?.role === "player" && !isHost ? (
            <button
              type="button"
              aria-pressed={me.ready}
              disabled={api.busy}
              onClick={() => void api.setReady(!me.ready)}
              className={`${me.ready ? SECONDARY : PRIMARY} self-start`}
            >
              {me.ready ? "Ready ✓ (click to undo)" : "I'm ready"}
            </button>
          ) : null}
        </section>

        <Settings room={room} api={api} isHost={isHost} />

        {isHost ? (
          <div className="flex flex-col gap-1">
            <button
              type="button"
              disabled={!!problem || api.busy}
              onClick={() => void api.start()}
              className={`${PRIMARY} self-start px-8 text-lg`}
            >
              Start the race
            </button>
            <p className="min-h-5 text-sm text-muted">{problem}</p>
          </div>
        ) : (
          <p className="text-sm text-muted">The host starts the race when everyone is ready.</p>
        )}

        <p role="status" className="min-h-5 text-sm text-conflict">
          {api.notice}
        </p>

        <div className="flex flex-col gap-2">
          <ReactionBar onReact={(r) => void api.react(r)} />
        </div>

        <button type="button" onClick={onLeave} className={`${SECONDARY} self-start`}>
          Leave the room
        </button>
      </div>
    </div>
  );
}

function MemberRow({
  member,
  room,
  api,
  canHandOver,
  canRemove,
}: {
  member: RoomMember;
  room: RoomSnapshot;
  api: RoomApi;
  canHandOver: boolean;
  /** The host may send someone away (a stranger holding a seat); they cannot come back. */
  canRemove: boolean;
}) {
  const host = member.playerId === room.hostId;
  return (
    <li
      data-testid="member"
      data-player={member.playerId}
      className="flex min-h-11 flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-border bg-surface px-3 py-1"
    >
      <ConnectedDot connected={member.connected} />
      {/* On a phone the host's buttons wrap below the name rather than squeeze it to a letter. */}
      <span className="min-w-[7rem] flex-1 truncate font-medium">{member.name}</span>
      {member.playerId === room.you ? <span className="text-sm text-muted">(you)</span> : null}
      {host ? <span className="text-sm text-muted">(host)</span> : null}
      <FloatingReaction playerId={member.playerId} reactions={api.reactions} />
      <span className="ml-auto shrink-0 text-sm">
        {member.role === "spectator" ? "" : host ? "" : member.ready ? "Ready ✓" : "Not ready"}
      </span>
      {canHandOver ? (
        <button
          type="button"
          disabled={api.busy}
          onClick={() => void api.handOver(member.playerId)}
          className="min-h-11 shrink-0 rounded-md border border-border px-2 text-sm disabled:opacity-50"
        >
          Make host
        </button>
      ) : null}
      {canRemove ? (
        <button
          type="button"
          disabled={api.busy}
          aria-label={`Remove ${member.name} from the room`}
          onClick={() => {
            if (
              window.confirm(
                `Remove ${member.name}? They will not be able to join this room again.`,
              )
            ) {
              void api.kick(member.playerId);
            }
          }}
          className="min-h-11 shrink-0 rounded-md border border-border px-2 text-sm disabled:opacity-50"
        >
          Remove
        </button>
      ) : null}
    </li>
  );
}

function Settings({ room, api, isHost }: { room: RoomSnapshot; api: RoomApi; isHost: boolean }) {
  // The host's changes show at once; the server's answer (the next snapshot) confirms them,
  // a refusal puts the room's own value back.
  const [pending, setPending] = useState<Partial<RoomSettings>>({});
  const s: RoomSettings = isHost ? { ...room.settings, ...pending } : room.settings;
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
  if (!isHost) {
    return (
      <section aria-labelledby="settings-heading" className={CARD}>
        <h2 id="settings-heading" className="font-semibold">
          Settings <span className="text-sm font-normal text-muted">(the host chooses)</span>
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-y-1 text-sm" data-testid="settings">
          <dt className="text-muted">Level</dt>
          <dd>{LEVEL_NAMES[s.level]}</dd>
          <dt className="text-muted">Players</dt>
          <dd>up to {s.maxPlayers}</dd>
          <dt className="text-muted">Mistake checking</dt>
          <dd>{s.mistakeChecking ? "on" : "off"}</dd>
          <dt className="text-muted">Hints</dt>
          <dd>{s.hintsAllowed ? "allowed" : "not allowed"}</dd>
        </dl>
      </section>
    );
  }
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
    </fieldset>
  );
}
