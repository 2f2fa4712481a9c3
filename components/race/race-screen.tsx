"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { useStoredFlag } from "@/components/game/use-stored-flag";
import { ConnectionBanner } from "@/components/connection-banner";
import type { ProtocolError } from "@/lib/game/protocol";
import { countdownSeconds } from "@/lib/race/clock";
import { milestoneText, newMilestones } from "@/lib/race/milestones";
import { timeLeftText } from "@/lib/race/deadline";
import { raceTitle } from "@/lib/race/title";
import { playChime } from "./chime";
import { CountdownOverlay } from "./countdown-overlay";
import { FinishBanner } from "./finish-banner";
import { JoinRoom, type InvitePreview } from "./join-room";
import { Lobby } from "./lobby";
import { useHeldResults } from "./use-held-results";
import { CARD, PRIMARY } from "./styles";
import { useRoom } from "./use-room";
import { useServerNow } from "./use-server-now";
import { useStoredName } from "./use-stored-name";

// The board arrives after the lobby and the countdown: loading it then keeps the race page's
// first load within the budget, and the lobby starts the download so it is there in time.
const loadGameScreen = () => import("@/components/game/game-screen");
const GameScreen = lazy(() => loadGameScreen().then((m) => ({ default: m.GameScreen })));
// What shows once a race is on (the racers beside the board, the deadline, the results): loaded
// with the board, so the lobby's first load stays within its budget.
const loadRaceAside = () => import("./race-aside");
const loadHeldResults = () => import("./held-results");
const loadRaceDeadline = () => import("./race-deadline");
const RaceAside = lazy(() => loadRaceAside().then((m) => ({ default: m.RaceAside })));
const HeldResults = lazy(() => loadHeldResults().then((m) => ({ default: m.HeldResults })));
const RaceDeadline = lazy(() => loadRaceDeadline().then((m) => ({ default: m.RaceDeadline })));
const loadRaceControls = () => import("./race-controls");
const loadRacersPanel = () => import("./racers-panel");
const loadReactionBar = () => import("./reaction-bar");
const RaceControls = lazy(() => loadRaceControls().then((m) => ({ default: m.RaceControls })));
const RacersPanel = lazy(() => loadRacersPanel().then((m) => ({ default: m.RacersPanel })));
const ReactionBar = lazy(() => loadReactionBar().then((m) => ({ default: m.ReactionBar })));

const BANNER_MS = 2_500;
/** How long "Go!" stays in the live region after the start. */
const GO_MS = 2_000;

/**
 * `/race/<code>`: a name first if this browser has none, then the room. A signed-in player
 * races under their account's name (the server uses it whatever the page sends).
 */
export function RaceScreen({
  code,
  accountName,
  invite = null,
}: {
  code: string;
  accountName: string | null;
  /** Who invited the visitor and to what, read by the page on the server. */
  invite?: InvitePreview | null;
}) {
  const [stored, setName, ready] = useStoredName();
  const name = accountName ?? stored;
  if (!ready && !accountName)
    return <CodeHeading code={code} title="Race room" status="Opening the room…" />;
  if (!name) return <JoinRoom code={code} invite={invite} onSubmit={setName} />;
  return <RaceRoom code={code} name={name} onRename={setName} />;
}

function CodeHeading(props: {
  code: string;
  title: string;
  status?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight">{props.title}</h1>
      <p>
        <span className="block text-sm text-muted">Room code</span>
        <span className="font-mono text-5xl font-bold tracking-[0.15em]">{props.code}</span>
      </p>
      {props.status ? (
        <p role="status" className="text-muted">
          {props.status}
        </p>
      ) : null}
      {props.children}
    </div>
  );
}

function RoomError({ error }: { error: ProtocolError }) {
  const missing = error.code === "not_found";
  return (
    <div className="mx-auto max-w-md py-12 text-center">
      <h1 className="text-2xl font-bold">
        {missing ? "This room does not exist or has expired" : "Could not join this room"}
      </h1>
      <p className="mt-2 text-muted">
        {missing ? "Ask for a new link, or start a room of your own." : error.message}
      </p>
      <Link href="/" className={`${PRIMARY} mt-6 inline-block`}>
        Home
      </Link>
    </div>
  );
}

function RaceRoom(props: { code: string; name: string; onRename: (name: string) => void }) {
  const router = useRouter();
  const api = useRoom(props.code, props.name);
  const { room } = api;
  const race = room?.race ?? null;
  const racing = room?.phase === "racing";
  const { held, release } = useHeldResults(room);
  const anyAway = !!room?.members.some((m) => m.forfeitsAt !== null);
  const now = useServerNow(api.offset, racing ? 200 : anyAway ? 1_000 : null);
  const countdown = race && racing && now !== null ? countdownSeconds(race.startsAt, now) : 0;
  const started = !!race && now !== null && (room?.phase === "finished" || countdown === 0);
  const mine = (room && race?.progress.find((p) => p.playerId === room.you)) ?? null;
  const [muted, setMuted] = useStoredFlag("nonet.raceMuted", false);
  const [announcement, setAnnouncement] = useState("");
  const [banner, setBanner] = useState<string | null>(null);
  const joined = room !== null;
  useEffect(() => {
    if (joined) {
      void loadGameScreen();
      void loadRaceAside();
      void loadHeldResults();
      void loadRaceDeadline();
      void loadRaceControls();
      void loadRacersPanel();
      void loadReactionBar();
    }
  }, [joined]);

  // The tab strip says how you stand: the countdown, then your place.
  const title = room
    ? raceTitle({
        phase: room.phase,
        countdown,
        status: mine?.status ?? null,
        rank: mine?.rank ?? null,
      })
    : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  // Milestones (halfway, finished, out) are news once each; a page that arrives mid-race
  // (a reload, a late join) takes what already happened as known.
  const seen = useRef<{ raceId: string; keys: Set<string> } | null>(null);
  const mutedRef = useRef(muted);
  useEffect(() => {
    mutedRef.current = muted;
  }, [muted]);
  const offsetRef = useRef(api.offset);
  useEffect(() => {
    offsetRef.current = api.offset;
  }, [api.offset]);
  const you = room?.you;
  const members = room?.members;
  useEffect(() => {
    if (!race || !you) return;
    if (seen.current?.raceId !== race.id) {
      const known = newMilestones(race.progress, race.toFill, new Set()).map((m) => m.key);
      const fresh = seen.current !== null;
      seen.current = { raceId: race.id, keys: new Set(known) };
      // A new round starts clean: the last one's news is gone.
      if (fresh) {
        setBanner(null);
        setAnnouncement("");
      }
      return;
    }
    const fresh = newMilestones(race.progress, race.toFill, seen.current.keys);
    if (!fresh.length) return;
    const nameOf = (id: string) =>
      members?.find((m) => m.playerId === id)?.name ??
      race.entrants.find((e) => e.playerId === id)?.name ??
      "A racer";
    const said: string[] = [];
    const deadline = race.deadlineAt !== null && race.finishedAt === null;
    const finished: string[] = [];
    for (const m of fresh) {
      seen.current.keys.add(m.key);
      // Your own board already tells you how you are doing; your finish is still news.
      if (m.playerId === you && m.kind !== "solved") continue;
      const text = milestoneText(m, m.playerId === you ? "You" : nameOf(m.playerId));
      said.push(text);
      if (m.kind === "solved") finished.push(text);
    }
    // Announcing what just arrived from the server is this effect's job.
    // The first finish starts the others' deadline: said once, not every second it ticks.
    if (deadline && fresh.some((m) => m.kind === "solved" && m.rank === 1)) {
      said.push(
        `The race ends in ${timeLeftText(race.deadlineAt!, Date.now() + offsetRef.current)}`,
      );
    }
    /* eslint-disable react-hooks/set-state-in-effect */
    if (said.length) setAnnouncement(said.join(". "));
    if (finished.length) {
      setBanner(finished.join(" · "));
      /* eslint-enable react-hooks/set-state-in-effect */
      if (!mutedRef.current) playChime(fresh.some((m) => m.rank === 1) ? "win" : "finish");
    }
  }, [race, you, members]);

  useEffect(() => {
    if (!banner) return;
    const id = window.setTimeout(() => setBanner(null), BANNER_MS);
    return () => window.clearTimeout(id);
  }, [banner]);

  if (api.error) return <RoomError error={api.error} />;
  if (room && !room.you) {
    return (
      <RoomError error={{ code: "forbidden", message: "The host removed you from this room." }} />
    );
  }
  if (!room) {
    return (
      <>
        <ConnectionBanner connection={api.connection} />
        <CodeHeading code={props.code} title="Race room" status="Joining the room…" />
      </>
    );
  }

  const leave = async () => {
    await api.leave();
    router.push("/");
  };

  const countdownText =
    countdown > 0
      ? `Race starts in ${countdown}`
      : race && racing && now !== null && now - race.startsAt < GO_MS
        ? "Go!"
        : "";

  let body: ReactNode;
  if (held && race) {
    body = <HeldResults room={room} race={held} round={race.round} onWatch={release} />;
  } else if (room.phase === "lobby" || !race) {
    body = (
      <>
        <ConnectionBanner connection={api.connection} />
        <Lobby
          room={room}
          api={api}
          inviteUrl={`${window.location.origin}/race/${room.code}`}
          onRename={props.onRename}
          onLeave={() => void leave()}
        />
      </>
    );
  } else if (!started) {
    // Behind the countdown: the racers, so the page under the numbers is not empty.
    body = (
      <div className="mx-auto flex max-w-md flex-col gap-3 py-6">
        <h1 className="text-2xl font-bold">The race is about to start</h1>
        <div className={CARD}>
          <RacersPanel room={room} race={race} reactions={api.reactions} now={now} />
        </div>
      </div>
    );
  } else {
    const aside = <RaceAside room={room} race={race} api={api} now={now} />;
    // The one still racing sees the time left above their board, where they look.
    const deadline =
      mine?.status === "playing" ? (
        <RaceDeadline
          room={room}
          race={race}
          now={now}
          busy={api.busy}
          onEnd={() => void api.endRound()}
        />
      ) : null;
    const controls = (
      <RaceControls
        canGiveUp={race.gameId !== null && mine?.status === "playing" && racing}
        busy={api.busy}
        muted={muted}
        onMuted={setMuted}
        onGiveUp={() => void api.giveUp()}
        onReact={(r) => void api.react(r)}
      />
    );
    body = race.gameId ? (
      <div className="flex flex-col gap-2 py-2">
        {deadline}
        <Suspense fallback={<p className="py-12 text-center text-muted">Loading the board…</p>}>
          <GameScreen
            key={race.gameId}
            gameId={race.gameId}
            race={{
              hintsAllowed: race.hintsAllowed,
              aside,
              after: controls,
              locked:
                mine?.status === "gaveUp" || mine?.status === "forfeited" || mine?.status === "dnf",
            }}
          />
        </Suspense>
      </div>
    ) : (
      <div className="mx-auto flex max-w-md flex-col gap-3 py-6">
        <ConnectionBanner connection={api.connection} />
        {race.finishedAt === null ? (
          <>
            <h1 className="text-2xl font-bold">Watching the race</h1>
            <p className="text-muted">
              You are not racing this round: you can say you&apos;re in for the next one when it
              ends.
            </p>
          </>
        ) : (
          <h1 className="text-2xl font-bold">Round {race.round} results</h1>
        )}
        {aside}
        <ReactionBar onReact={(r) => void api.react(r)} />
      </div>
    );
  }

  return (
    <>
      <Suspense fallback={null}>{body}</Suspense>
      {/* Only those in the round count down: a watcher is never put in front of "Get ready". */}
      {countdown > 0 && race?.gameId && !held ? <CountdownOverlay seconds={countdown} /> : null}
      <FinishBanner text={banner} />
      <div aria-live="polite" className="sr-only" data-testid="race-announcer">
        {announcement}
      </div>
      <div aria-live="assertive" className="sr-only" data-testid="countdown-announcer">
        {countdownText}
      </div>
    </>
  );
}
