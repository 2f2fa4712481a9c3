/**
 * `npm run bench:hint-load -- [--seconds 20] [--addresses 4] [--sockets 4]`: what hints asked
 * at the quotas' rate do to other players' moves. Starts a server in this process (throwaway
 * embedded database, production mode: the hint worker warms up as it would in production),
 * then forks the clients (bench-hint-load-clients.ts): one honest player toggling a centre
 * mark every 100 ms, alone, then while attackers ask nudges on a forum_hardest position where
 * only a forcing net with techniques moves on, each waiting for its answers, from `--sockets`
 * guests on each of `--addresses` loopback source addresses (127.0.0.2, 127.0.0.3, ...; each
 * address has its own hint quota). Prints the honest player's move-ack latency for both
 * phases, and the attackers' hints per second and latency.
 */
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "../server/index";
import type { ClientsConfig, ClientsReport, PhaseReport } from "./bench-hint-load-clients";
import { ms } from "./bench-stats";

const USAGE = `usage: npm run bench:hint-load -- [--seconds N] [--addresses N] [--sockets N]

  --seconds    length of each phase (baseline, then under attack), 5-120 (default 20)
  --addresses  loopback source addresses the attackers use, 1-8 (default 4)
  --sockets    attacking guests per address, 1-16 (default 4)
`;

function parseArgs(argv: readonly string[]): Omit<ClientsConfig, "url" | "secret"> {
  const config = { seconds: 20, addresses: 4, sockets: 4 };
  const limits = { seconds: [5, 120], addresses: [1, 8], sockets: [1, 16] } as const;
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i].replace(/^--/, "");
    if (argv[i] === "--help") {
      process.stdout.write(USAGE);
      process.exit(0);
    }
    const value = Number(argv[i + 1]);
    if (!(name in limits) || !Number.isInteger(value)) {
      process.stderr.write(`bench:hint-load: bad argument ${JSON.stringify(argv[i])}\n${USAGE}`);
      process.exit(2);
    }
    const [low, high] = limits[name as keyof typeof limits];
    if (value < low || value > high) {
      process.stderr.write(`bench:hint-load: --${name} must be ${low}-${high}\n${USAGE}`);
      process.exit(2);
    }
    config[name as keyof typeof config] = value;
  }
  return config;
}

function phaseLine(name: string, phase: PhaseReport): string {
  const { acks, failed, hints } = phase;
  const attack = hints
    ? `; attackers' hints ${hints.perSecond.toFixed(1)}/s (${hints.refused} refused), ` +
      `latency p50 ${ms(hints.p50)} ms, p99 ${ms(hints.p99)} ms`
    : "";
  return (
    `hint load ${name}: honest move acks ${acks.n} (${failed} failed): p50 ${ms(acks.p50)} ms, ` +
    `p90 ${ms(acks.p90)} ms, p99 ${ms(acks.p99)} ms, worst ${ms(acks.max)} ms${attack}`
  );
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dataDir = mkdtempSync(join(tmpdir(), "nonet-hint-load-"));
  const secret = randomBytes(32).toString("base64url");
  const server = await startServer({
    port: 0,
    dataDir,
    withNext: false,
    dev: false,
    log: false,
    env: { HOST: "127.0.0.1", NEXTAUTH_SECRET: secret, PUZZLE_POOL_SIZE: "0" },
  });
  try {
    const config: ClientsConfig = { ...args, url: server.url, secret };
    const child = fork(fileURLToPath(new URL("./bench-hint-load-clients.ts", import.meta.url)), {
      execArgv: ["--import", "tsx"],
      env: { ...process.env, HINT_LOAD: JSON.stringify(config) },
    });
    const report = await new Promise<ClientsReport>((resolve, reject) => {
      child.once("message", (message) => resolve(message as ClientsReport));
      child.once("exit", (code) => reject(new Error(`the clients exited with ${code}`)));
    });
    child.kill();
    console.log(
      `hint load: ${args.seconds} s a phase; attack from ${args.addresses} address(es) x ` +
        `${args.sockets} guests, nudges on a forum_hardest position`,
    );
    console.log(phaseLine("baseline", report.baseline));
    console.log(phaseLine("under attack", report.attack));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
