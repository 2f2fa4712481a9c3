/**
 * The loadtest's command line: `--players N --rooms R --seconds S [--rate M] [--workers W]
 * [--mode rooms|solo] [--nodes N]`. Pure, so a bad argument is refused before any server starts.
 */

export const LOADTEST_MODES = ["rooms", "solo"] as const;
export type LoadtestMode = (typeof LOADTEST_MODES)[number];

export interface LoadtestArgs {
  /** Simulated players (one socket and one guest each). */
  players: number;
  /** Race rooms the players are spread over (2 to 8 players each). */
  rooms: number;
  /** Length of the measured window. */
  seconds: number;
  /** Moves per player per second, on average (each gap jittered). */
  rate: number;
  /** Client processes driving the sockets. */
  workers: number;
  /** `rooms`: races; `solo`: one single-player game per player (no progress broadcasts). */
  mode: LoadtestMode;
  /** Writes a CPU profile of the server's thread over the measured window to this file. */
  profile: string | null;
  /**
   * 0: one server in this process (today's run). N: N server processes behind nginx
   * (scripts/cluster), on DATABASE_URL and REDIS_URL.
   */
  nodes: number;
}

export const DEFAULT_ARGS: LoadtestArgs = {
  players: 500,
  rooms: 125,
  seconds: 30,
  rate: 1,
  workers: 2,
  mode: "rooms",
  profile: null,
  nodes: 0,
};

export const USAGE =
  "usage: npm run loadtest -- --players 500 --rooms 125 --seconds 30 [--rate 1] [--workers 2] [--mode rooms|solo] [--profile FILE.cpuprofile] [--nodes N (needs DATABASE_URL and REDIS_URL)]";

export class ArgsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ArgsError";
  }
}

const NUMBER_FLAGS = {
  "--players": { key: "players", min: 1, max: 20_000, integer: true },
  "--rooms": { key: "rooms", min: 1, max: 10_000, integer: true },
  "--seconds": { key: "seconds", min: 1, max: 3_600, integer: false },
  "--rate": { key: "rate", min: 0.01, max: 100, integer: false },
  "--workers": { key: "workers", min: 1, max: 16, integer: true },
  "--nodes": { key: "nodes", min: 1, max: 16, integer: true },
} as const;

/** Parses argv (after the script name); throws ArgsError naming the first bad argument. */
export function parseArgs(argv: readonly string[]): LoadtestArgs {
  const args: LoadtestArgs = { ...DEFAULT_ARGS };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2) as [string, string | undefined];
    const value = inline ?? argv[++i];
    if (flag === "--mode") {
      if (!LOADTEST_MODES.includes(value as LoadtestMode)) {
        throw new ArgsError(
          `--mode must be one of ${LOADTEST_MODES.join(", ")}, not "${value ?? ""}"`,
        );
      }
      args.mode = value as LoadtestMode;
      continue;
    }
    if (flag === "--profile") {
      if (!value) throw new ArgsError("--profile needs a file name");
      args.profile = value;
      continue;
    }
    const spec = NUMBER_FLAGS[flag as keyof typeof NUMBER_FLAGS];
    if (!spec) throw new ArgsError(`unknown argument "${argv[i]}"`);
    if (value === undefined) throw new ArgsError(`${flag} needs a value`);
    const number = Number(value);
    if (!Number.isFinite(number) || value.trim() === "") {
      throw new ArgsError(`${flag} must be a number, not "${value}"`);
    }
    if (spec.integer && !Number.isInteger(number)) {
      throw new ArgsError(`${flag} must be a whole number, not "${value}"`);
    }
    if (number < spec.min || number > spec.max) {
      throw new ArgsError(`${flag} must be between ${spec.min} and ${spec.max}, not ${value}`);
    }
    args[spec.key] = number;
  }
  if (args.profile && args.nodes) {
    throw new ArgsError("--profile profiles the server in this process: not with --nodes");
  }
  if (args.mode === "rooms") {
    if (args.rooms > args.players) {
      throw new ArgsError(`${args.rooms} rooms need at least ${args.rooms} players`);
    }
    const perRoom = args.players / args.rooms;
    if (Math.floor(perRoom) < 2 || Math.ceil(perRoom) > 8) {
      throw new ArgsError(
        `${args.players} players in ${args.rooms} rooms is ${perRoom.toFixed(1)} per room; a race has 2 to 8`,
      );
    }
  }
  return args;
}

/** Splits `players` over `rooms` as evenly as possible (sizes differ by at most one). */
export function roomSizes(players: number, rooms: number): number[] {
  const base = Math.floor(players / rooms);
  const extra = players % rooms;
  return Array.from({ length: rooms }, (_, i) => base + (i < extra ? 1 : 0));
}
