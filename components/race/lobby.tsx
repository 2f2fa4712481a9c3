import { useState, type ReactNode } from "react";
import { LEVEL_NAMES } from "@/components/game/levels";
import type { RoomMember, RoomSnapshot } from "@/lib/game/room-protocol";
import { readyClearedReason } from "@/lib/race/ready-cleared";
import { splitMembers, startProblem } from "@/lib/race/room-state";
import { Invite } from "./invite";
import { MemberRow } from "./lobby-member-row";
import { HostSettings, SettingsSummary } from "./lobby-settings";
import { NameForm } from "./name-form";
import { ReactionBar } from "./reaction-bar";
import { PRIMARY, SECONDARY } from "./styles";
import type { RoomApi } from "./use-room";
import { colourSeat } from "@/lib/race/racer-colours";

export interface LobbyProps {
  room: RoomSnapshot;
  api: RoomApi;
  inviteUrl: string;
  onRename: (name: string) => void;
  onLeave: () => void;
}

/**
 * Before a race: who is here, the settings, ready flags, and Start for the host. The host
 * sees the invite first (the room is theirs to fill); anyone else sees their own action
 * first, who invited them and the terms, with the invite folded away further down.
 */
export function Lobby({ room, api, inviteUrl, onRename, onLeave }: LobbyProps) {
  const me = room.members.find((m) => m.playerId === room.you);
  const isHost = room.hostId === room.you;
  const hostName = room.members.find((m) => m.playerId === room.hostId)?.name ?? "The host";
  const cleared = useReadyCleared(room);
  const problem = startProblem(room);

  const members = <Members room={room} api={api} isHost={isHost} />;
  const you = <You me={me} isHost={isHost} api={api} cleared={cleared} onRename={onRename} />;
  const status = (
    // Kept in the page while empty (a live region must be there before it speaks); the host's
    // holds its line so the buttons above do not jump.
    <p role="status" className={`${isHost ? "min-h-5 " : ""}text-sm text-conflict`}>
      {api.notice}
    </p>
  );
  const after = (
    <>
      <div className="flex flex-col gap-2">
        <ReactionBar onReact={(r) => void api.react(r)} />
      </div>
      <button type="button" onClick={onLeave} className={`${SECONDARY} self-start`}>
        Leave the room
      </button>
    </>
  );

  if (isHost) {
    return (
      <Columns
        first={
          <>
            <Heading />
            <p className="text-muted">
              Send the link (or show the QR code): everyone who opens it joins this room.
            </p>
            <Invite code={room.code} url={inviteUrl} />
          </>
        }
      >
        {members}
        {you}
        <HostSettings room={room} api={api} />
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
        {status}
        {after}
      </Columns>
    );
  }

  return (
    <Columns
      first={
        <>
          <Heading />
          <p className="text-lg" data-testid="invited-by">
            <strong>{hostName}</strong> invited you
          </p>
          {you}
          <SettingsSummary settings={room.settings} />
          <p className="text-sm text-muted">The host starts the race when everyone is ready.</p>
          {status}
        </>
      }
    >
      {members}
      <details className="group rounded-lg border border-border bg-surface">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 font-medium [&::-webkit-details-marker]:hidden">
          {/* The summary is a flex row (which drops the browser's triangle): draw our own. */}
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="size-4 shrink-0 transition-transform group-open:rotate-90"
          >
            <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          Invite others
        </summary>
        <div className="px-3 pb-3">
          <Invite code={room.code} url={inviteUrl} />
        </div>
      </details>
      {after}
    </Columns>
  );
}

function Heading() {
  return (
    <h1 id="lobby-heading" className="text-2xl font-bold tracking-tight">
      Race lobby
    </h1>
  );
}

/** One column on a phone (in this order); side by side on a wide screen. */
function Columns({ first, children }: { first: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6 py-4 lg:flex-row lg:items-start lg:gap-10">
      <section aria-labelledby="lobby-heading" className="flex flex-col gap-3 lg:w-96">
        {first}
      </section>
      <div className="flex min-w-0 flex-1 flex-col gap-5">{children}</div>
    </div>
  );
}

/**
 * The reason for the player's own ready flag going (the host changed the settings), kept
 * until they press I'm ready again.
 */
function useReadyCleared(room: RoomSnapshot): string | null {
  const [seen, setSeen] = useState(room);
  const [reason, setReason] = useState<string | null>(null);
  if (room !== seen) {
    setSeen(room);
    const why = readyClearedReason(seen, room, LEVEL_NAMES);
    if (why) setReason(why);
    else if (room.members.find((m) => m.playerId === room.you)?.ready) setReason(null);
  }
  return reason;
}

function You(props: {
  me: RoomMember | undefined;
  isHost: boolean;
  api: RoomApi;
  cleared: string | null;
  onRename: (name: string) => void;
}) {
  const { me, isHost, api, cleared } = props;
  const [renaming, setRenaming] = useState(false);
  return (
    <section aria-label="You" className="flex flex-col gap-3">
      {renaming ? (
        <NameForm
          initial={me?.name ?? ""}
          submitLabel="Save"
          busy={api.busy}
          onSubmit={(name) => {
            props.onRename(name);
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
        <>
          {/* Said politely as it arrives; stays until the player is ready again. */}
          <p role="status" data-testid="ready-cleared" className="text-sm font-medium">
            {cleared}
          </p>
          <button
            type="button"
            aria-pressed={me.ready}
            disabled={api.busy}
            onClick={() => void api.setReady(!me.ready)}
            className={`${me.ready ? SECONDARY : PRIMARY} w-full text-lg sm:w-auto sm:self-start sm:px-8`}
          >
            {me.ready ? "Ready ✓ (click to undo)" : "I'm ready"}
          </button>
        </>
      ) : null}
      {me?.role === "spectator" ? (
        <p className="text-sm text-muted">The room is full: you are watching.</p>
      ) : null}
    </section>
  );
}

function Members({ room, api, isHost }: { room: RoomSnapshot; api: RoomApi; isHost: boolean }) {
  const { racers, spectators } = splitMembers(room.members);
  return (
    <section aria-labelledby="players-heading" className="flex flex-col gap-2">
      <h2 id="players-heading" className="text-xl font-semibold">
        Racers ({racers.length}/{room.settings.maxPlayers})
      </h2>
      <ul className="flex flex-col gap-1" data-testid="lobby-racers">
        {racers.map((m) => (
          <MemberRow
            key={m.playerId}
            member={m}
            seat={colourSeat(room.members, m.playerId)}
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
                seat={colourSeat(room.members, m.playerId)}
                room={room}
                api={api}
                canHandOver={false}
                canRemove={isHost}
              />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
