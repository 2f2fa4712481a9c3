/**
 * A race across processes: racers on different processes of one cluster (3 processes behind
 * nginx, one PostgreSQL, one Redis) see each other in the lobby, race, see each other's
 * progress and agree on the winner; a process killed mid-race loses nobody's moves or seat.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { GameSnapshot } from "@/lib/game/protocol";
import type { RoomSnapshot } from "@/lib/game/room-protocol";
import { startCluster, type Cluster } from "../../scripts/cluster/cluster";
import { fill, must, openGame, roomWhere, startRace } from "../test-support/race";
import {
  addressesOnDistinctNodes,
  browserCookie,
  closeAll,
  dropped,
  newPlayer,
  reconnect,
  type Player,
} from "../test-support/cluster/clients";
import { clusterUnavailable } from "../test-support/cluster/prerequisites";

const unavailable = await clusterUnavailable();

/** The digit each cell holds after the snapshot's moves (values and erasures). */
function placedDigits(snapshot: GameSnapshot): Map<number, number> {
  const placed = new Map<number, number>();
  for (const move of snapshot.moves) {
    if (move.type === "value") for (const cell of move.cells) placed.set(cell, move.digit);
    if (move.type === "erase") for (const cell of move.cells) placed.delete(cell);
  }
  return placed;
}

describe.skipIf(unavailable)("a race on several processes", () => {
  let cluster: Cluster;
  const players: Player[] = [];

  beforeAll(async () => {
    cluster = await startCluster({ nodes: 3 });
  });
  afterEach(() => closeAll(players.splice(0)));
  afterAll(async () => {
    await cluster?.stop();
  });

  /** A lobby with the host and a guest, each connected as given. */
  async function lobby(host: Player, guest: Player) {
    players.push(host, guest);
    const { code } = await must<{ code: string }>(host, "room:create", {
      name: host.name,
      settings: { level: "easy" },
    });
    for (const player of [host, guest]) {
      player.room = (
        await must<{ room: RoomSnapshot }>(player, "room:join", { code, name: player.name })
      ).room;
    }
    return code;
  }

  it("a guest cookie given by one process is honoured by the others", async () => {
    const { cookie } = await browserCookie({
      url: cluster.nodes[0].url,
      localAddress: "127.0.0.2",
    });
    const elsewhere = await newPlayer(
      { url: cluster.nodes[1].url, localAddress: "127.0.0.2" },
      "A",
      {
        cookie,
      },
    );
    players.push(elsewhere);
    expect(elsewhere.socket.connected).toBe(true);
  });

  it("racers on different processes see each other, race, and agree on the winner", async () => {
    // Straight to two processes, one on WebSocket and one on polling: no doubt where each is.
    const ann = await newPlayer({ url: cluster.nodes[0].url, localAddress: "127.0.0.2" }, "Ann");
    const bob = await newPlayer({ url: cluster.nodes[1].url, localAddress: "127.0.0.3" }, "Bob", {
      transports: ["polling"],
    });
    const code = await lobby(ann, bob);
    const annId = ann.room.you;
    const bobId = bob.room.you;
    // Ann joined first: she learns of Bob only through the other process.
    await roomWhere(ann, (room) => room.members.some((m) => m.playerId === bobId && m.connected));
    await roomWhere(bob, (room) => room.members.some((m) => m.playerId === annId));

    await must(bob, "room:ready", { code, ready: true });
    await roomWhere(ann, (room) => room.members.some((m) => m.playerId === bobId && m.ready));
    await startRace(code, [ann, bob]);
    // Bob is told of the start by Ann's process, not by his own command.
    await roomWhere(bob, (room) => room.phase === "racing" && room.race?.gameId != null);
    const annGame = await openGame(code, ann);
    const bobGame = await openGame(code, bob);
    expect(bobGame.snapshot.givens).toBe(annGame.snapshot.givens);

    await fill(annGame, 3);
    await roomWhere(bob, () =>
      bob.received.some((line) => line.includes(`"playerId":"${annId}","filled":3`)),
    ).catch(() => {
      throw new Error(
        `Bob never saw Ann's progress of 3 cells: ${bob.received.slice(-5).join("\n")}`,
      );
    });

    const annLast = await fill(annGame);
    expect(annLast.status).toBe("solved");
    await fill(bobGame);
    for (const racer of [ann, bob]) {
      const room = await roomWhere(racer, (r) => r.race?.finishedAt != null, 10_000);
      expect(room.race?.winnerId).toBe(annId);
      const ranks = Object.fromEntries(room.race!.progress.map((p) => [p.playerId, p.rank]));
      expect(ranks).toEqual({ [annId]: 1, [bobId]: 2 });
    }
  });

  it("a process killed mid-race: its racers come back through nginx on another and finish", async () => {
    // One racer per process: wherever Cat lands after the kill, a rival is on another process.
    const [onDoomed, ...onSurvivors] = await addressesOnDistinctNodes(cluster, 3);
    const doomed = cluster.nodes[onDoomed.node];
    const cat = await newPlayer({ url: cluster.url, localAddress: onDoomed.localAddress }, "Cat");
    const [dan, eve] = await Promise.all(
      onSurvivors.map(({ localAddress }, i) =>
        newPlayer({ url: cluster.url, localAddress }, i === 0 ? "Dan" : "Eve"),
      ),
    );
    const code = await lobby(cat, dan);
    players.push(eve);
    eve.room = (
      await must<{ room: RoomSnapshot }>(eve, "room:join", { code, name: eve.name })
    ).room;
    const racers = [cat, dan, eve];
    await startRace(code, racers);
    const [catGame, danGame, eveGame] = await Promise.all(racers.map((r) => openGame(code, r)));
    const catPlaced = catGame.todo.slice(0, 5);
    await fill(catGame, 5);
    await fill(danGame, 2);
    await fill(eveGame, 1);

    const gone = dropped(cat.socket);
    await doomed.kill("SIGKILL");
    await gone;
    try {
      // The same browser (address and cookie) reconnects through nginx, which skips the dead one.
      await reconnect(cat);
      const resumed = await openGame(code, cat);
      // Every acknowledged move is in the log the new process serves; Cat plays on from there.
      const logged = placedDigits(resumed.snapshot);
      for (const { cell, digit } of catPlaced) expect(logged.get(cell)).toBe(digit);
      resumed.todo = resumed.todo.filter(({ cell }) => !logged.has(cell));
      expect(resumed.todo).toEqual(catGame.todo);
      // Everyone still connected is seen as connected by everyone: nobody is counting down.
      const catId = cat.room.you;
      for (const racer of racers) {
        await roomWhere(
          racer,
          (room) => room.members.every((m) => m.connected && m.forfeitsAt === null),
          10_000,
        );
      }
      const last = await fill(resumed);
      expect(last.status).toBe("solved");
      await fill(danGame);
      await fill(eveGame);
      for (const racer of racers) {
        const room = await roomWhere(racer, (r) => r.race?.finishedAt != null, 10_000);
        expect(room.race?.winnerId).toBe(catId);
        expect(room.race!.progress.map((p) => p.status)).toEqual(["solved", "solved", "solved"]);
      }
    } finally {
      await doomed.start();
    }
  });
});
