import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RoomSnapshot } from "@/lib/game/room-protocol";
import { Lobby } from "./lobby";
import { member, raceOf, roomOf } from "@/lib/race/fixtures";
import type { RoomApi } from "./use-room";

const ok = () => Promise.resolve(true);
const api: RoomApi = {
  room: null,
  offset: 0,
  error: null,
  connection: { status: "connected" },
  reactions: [],
  notice: null,
  busy: false,
  setReady: ok,
  changeSettings: ok,
  rename: ok,
  handOver: ok,
  endRound: ok,
  kick: ok,
  start: ok,
  backToLobby: ok,
  giveUp: ok,
  react: ok,
  leave: ok,
};

const lobby = (you: string, beaReady: boolean): RoomSnapshot => ({
  ...roomOf(
    raceOf([]),
    [
      member("a", "Ada"),
      member("b", "Bea", { ready: beaReady }),
      member("s", "Sam", { role: "spectator", ready: false, connected: false }),
    ],
    you,
  ),
  phase: "lobby",
  race: null,
});

const render = (room: RoomSnapshot) =>
  renderToStaticMarkup(
    <Lobby
      room={room}
      api={api}
      inviteUrl="http://x/race/ACDEFG"
      onRename={() => {}}
      onLeave={() => {}}
    />,
  );

describe("lobby", () => {
  it("shows the code, the invite link and who is here, spectators apart", () => {
    const html = render(lobby("a", false));
    expect(html).toContain("ACDEFG");
    expect(html).toContain('value="http://x/race/ACDEFG"');
    expect(html).toContain("Racers (2/8)");
    expect(html).toMatch(/Watching[\s\S]*Sam/);
    expect(html).toContain("(host)");
  });

  it("lets the host start only once every other racer is ready", () => {
    expect(render(lobby("a", false))).toMatch(/<button[^>]*disabled=""[^>]*>Start the race/);
    expect(render(lobby("a", false))).toContain("Waiting for Bea to be ready.");
    expect(render(lobby("a", true))).not.toMatch(/<button[^>]*disabled=""[^>]*>Start the race/);
  });

  it("gives the host the settings and hand-over, the others a read-only view and Ready", () => {
    const host = render(lobby("a", false));
    expect(host).toContain("<select");
    expect(host).toContain("Make host");
    expect(host).not.toContain("I&#x27;m ready");
    const guest = render(lobby("b", false));
    expect(guest).not.toContain("<select");
    expect(guest).not.toContain("Make host");
    expect(guest).toContain("the host chooses");
    expect(guest).toMatch(/aria-pressed="false"[^>]*>I&#x27;m ready/);
  });

  it("shows a joiner their Ready, who invited them and the level before the racers and the invite", () => {
    const guest = render(lobby("b", false));
    const order = [
      "Ada</strong> invited you",
      "I&#x27;m ready",
      "Easy",
      "Racers (2/8)",
      "Invite others",
    ];
    const at = order.map((text) => guest.indexOf(text));
    expect(
      at.every((i) => i >= 0),
      JSON.stringify(at),
    ).toBe(true);
    expect(at).toEqual([...at].sort((x, y) => x - y));
    // The code and the link are there for a joiner to pass on, folded away.
    expect(guest).toMatch(/<details[^>]*>[\s\S]*Invite others[\s\S]*ACDEFG[\s\S]*<\/details>/);
    const host = render(lobby("a", false));
    expect(host).not.toContain("invited you");
    expect(host).not.toContain("<details");
    expect(host.indexOf("ACDEFG")).toBeLessThan(host.indexOf("Racers (2/8)"));
  });

  it("gives each member their seat's coloured badge with initials", () => {
    const html = render(lobby("a", false));
    const badges = [...html.matchAll(/data-colour="([^"]+)"[^>]*>([^<]+)</g)].map((m) =>
      m.slice(1),
    );
    expect(badges).toEqual([
      ["blue", "A"],
      ["orange", "B"],
      ["bluish green", "S"],
    ]);
  });
});
