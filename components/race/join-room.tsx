import type { RoomPhase, RoomSettings } from "@/lib/game/room-protocol";
import { SettingsSummary } from "./lobby-settings";
import { NameForm } from "./name-form";

/** What the invite's page knows of the room before its visitor joins (read on the server). */
export interface InvitePreview {
  hostName: string;
  settings: RoomSettings;
  phase: RoomPhase;
}

/**
 * An invite opened by someone this browser has no name for: who invited them and to what,
 * then the one thing to do, a name and Join.
 */
export function JoinRoom({
  code,
  invite,
  onSubmit,
}: {
  code: string;
  invite: InvitePreview | null;
  onSubmit: (name: string) => void;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-6">
      <p className="text-sm text-muted">
        Race room <span className="font-mono font-semibold tracking-wider">{code}</span>
      </p>
      <h1 className="-mt-3 text-2xl font-bold tracking-tight">
        {invite ? `${invite.hostName} invited you to a race` : "Join the room"}
      </h1>
      {invite ? <SettingsSummary settings={invite.settings} heading="The race" /> : null}
      <p className="text-muted">
        {invite?.phase === "racing"
          ? "A race is on now: you watch it and race in the next round. "
          : ""}
        Pick a display name: the others in the room see it. This browser remembers it.
      </p>
      <NameForm initial="" submitLabel="Join" autoFocus onSubmit={onSubmit} />
    </div>
  );
}
