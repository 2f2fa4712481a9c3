/**
 * The server's configuration: environment variables, validated once at start. Every variable
 * has a default that needs no setup; README lists them all. Read config only through here.
 */
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { isIP } from "node:net";
import { join, resolve } from "node:path";
import proxyAddr from "proxy-addr";
import { z } from "zod";
import { usernameKey, usernameProblem } from "@/lib/account/rules";

/** pino's levels, quietest last; `silent` logs nothing. */
export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;

const intFrom = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: intFrom(3000, 0, 65535),
  /** All interfaces by default, so the app is reachable from a phone on the same network. */
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Unset: the embedded PGlite database under DATA_DIR/pglite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL")
    .optional(),
  /** Signs the guest cookie and encrypts next-auth sessions. Unset: generated once into DATA_DIR/secret. */
  NEXTAUTH_SECRET: z
    .string()
    .min(32, "must be at least 32 characters")
    .superRefine((secret, ctx) => {
      const reason = secret.length < 32 ? null : weakness(secret);
      if (reason) ctx.addIssue({ code: "custom", message: `too weak: ${reason}` });
    })
    .optional(),
  /**
   * The site's public URL for next-auth's redirects and OAuth callbacks (https://... turns on
   * Secure cookies). Unset: taken from each request's Host and X-Forwarded-Proto.
   */
  NEXTAUTH_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** GitHub and Google sign-in: each appears only when both its id and secret are set. */
  GITHUB_ID: z.string().min(1).optional(),
  GITHUB_SECRET: z.string().min(1).optional(),
  GOOGLE_ID: z.string().min(1).optional(),
  GOOGLE_SECRET: z.string().min(1).optional(),
  /** How many expert and extreme puzzles to keep in stock for each level. */
  PUZZLE_POOL_SIZE: intFrom(5, 0, 1000),
  /** Connections in the Prisma pool on a real PostgreSQL (the embedded database uses one). */
  DATABASE_POOL_SIZE: intFrom(10, 1, 100),
  /** Per-socket rate limit: sustained events per second, and the burst allowed. */
  RATE_LIMIT_PER_SECOND: intFrom(30, 1, 10_000),
  RATE_LIMIT_BURST: intFrom(100, 1, 100_000),
  /**
   * Pages on other origins allowed to open a socket, comma-separated (`https://a.example,
   * http://b.example:8080`). The app's own origin (the Host header it was reached on) always is.
   */
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const item of value.split(",").map((part) => part.trim())) {
        if (!item) continue;
        const url = URL.canParse(item) ? new URL(item) : null;
        if (!url || !/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/$/, "")) {
          ctx.addIssue({
            code: "custom",
            message: `"${item}" is not an origin like https://host:port`,
          });
          continue;
        }
        origins.push(url.origin);
      }
      return origins;
    }),
  /**
   * Redis (`redis://host:port`): turns on running as several processes (shared fan-out,
   * presence and limits). Needs DATABASE_URL, NEXTAUTH_SECRET and, in production,
   * NEXTAUTH_URL: see severalProcessIssues.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// URL")
    .optional(),
  /**
   * Proxies whose X-Forwarded-For is believed, comma-separated addresses or CIDRs (or
   * proxy-addr's names: loopback, linklocal, uniquelocal). Unset: the peer's own address.
   */
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const list = value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean);
      try {
        proxyAddr.compile(list);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
      }
      return list;
    }),
  /**
   * The least time the others get to finish after the first racer does (lib/race/deadline.ts:
   * 60 s). Only end-to-end tests set it lower, so a test need not wait a minute.
   */
  RACE_DEADLINE_MIN_MS: intFrom(60_000, 1_000, 60_000),
  /**
   * Accounts that moderate (the review queue, renames, suspensions), as comma-separated
   * usernames. Kept as usernames, not ids: the role is checked against the account's username
   * on each request, so a change here applies from the next request after a restart.
   */
  MODERATORS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const keys: string[] = [];
      for (const item of value.split(",").map((part) => part.trim())) {
        if (!item) continue;
        const problem = usernameProblem(item);
        if (problem) {
          ctx.addIssue({ code: "custom", message: `"${item}" is not a username: ${problem}` });
          continue;
        }
        keys.push(usernameKey(item));
      }
      return [...new Set(keys)];
    }),
  /**
   * The most a shutdown (SIGTERM) takes: pages asked to reconnect elsewhere, the rest closed,
   * queued moves written, the database closed; past it the process exits anyway.
   */
  SHUTDOWN_GRACE_MS: intFrom(10_000, 1_000, 120_000),
  /** Sockets open at once per guest and per IP address; more are refused with `limit`. */
  MAX_SOCKETS_PER_GUEST: intFrom(20, 1, 10_000),
  MAX_SOCKETS_PER_IP: intFrom(100, 1, 100_000),
  /**
   * Serves Prometheus metrics on this port, on a small HTTP server of its own (never the
   * public one). Unset: no metrics port is opened. 0 picks a free port (tests).
   */
  METRICS_PORT: z.coerce
    .number({ error: "must be a port number from 1 to 65535" })
    .int("must be a port number from 1 to 65535")
    .min(0, "must be a port number from 1 to 65535")
    .max(65535, "must be a port number from 1 to 65535")
    .optional(),
  /**
   * The address the metrics server binds: loopback by default, so only this machine (a
   * Prometheus agent beside it, or a tunnel) can read them. An IP address; 0.0.0.0 widens it.
   */
  METRICS_HOST: z
    .string()
    .refine((host) => isIP(host) !== 0, "must be an IP address such as 127.0.0.1 or 0.0.0.0")
    .default("127.0.0.1"),
  /** The least level logged. */
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  /**
   * `json`: one JSON object per line (production's default, for a log collector);
   * `pretty`: readable lines (development's default).
   */
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
});

export type Env = z.infer<typeof envSchema> & { NEXTAUTH_SECRET: string };

/** One complaint about one variable. */
interface EnvIssue {
  path: PropertyKey[];
  message: string;
}

/** Thrown with every bad variable named, so a typo is fixed in one go. */
export class EnvError extends Error {
  constructor(issues: readonly EnvIssue[]) {
    const lines = issues.map((i) => `  ${i.path.map(String).join(".")}: ${i.message}`);
    super(`Invalid environment:\n${lines.join("\n")}`);
    this.name = "EnvError";
  }
}

/**
 * Parses the environment (empty strings count as unset). Creates DATA_DIR and, when
 * NEXTAUTH_SECRET is unset (one process only: REDIS_URL requires it), reads or creates
 * DATA_DIR/secret.
 */
export function loadEnv(
  source: Record<string, string | undefined> = process.env,
  /** Where warnings about DATA_DIR/secret go: the server logs them once its logger exists. */
  warn: (message: string) => void = (message) => console.error(`NONET: ${message}`),
): Env {
  const raw = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = envSchema.safeParse(raw);
  const issues = [
    ...(parsed.success ? [] : parsed.error.issues),
    ...severalProcessIssues(raw),
    ...metricsIssues(raw),
  ];
  if (!parsed.success || issues.length) throw new EnvError(issues);
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  // Owner-only: it holds the secret and the database.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return {
    ...env,
    DATA_DIR: dataDir,
    NEXTAUTH_SECRET: env.NEXTAUTH_SECRET ?? persistedSecret(dataDir, warn),
  };
}

/**
 * What several processes (REDIS_URL) must share that one process makes up for itself. Each is
 * refused at start with the reason, instead of failing later one request in N. Read from the
 * raw values, so they are reported together with any malformed variable.
 */
function severalProcessIssues(raw: Record<string, string | undefined>): EnvIssue[] {
  if (!raw.REDIS_URL) return [];
  const issues: EnvIssue[] = [];
  const needs = (name: string, why: string) => {
    if (!raw[name]) issues.push({ path: [name], message: `required with REDIS_URL: ${why}` });
  };
  needs(
    "DATABASE_URL",
    "each process would open its own embedded database in its DATA_DIR, so a game made on " +
      "one would not exist on the others",
  );
  needs(
    "NEXTAUTH_SECRET",
    "each process would mint its own secret, so a guest cookie or a session signed by one " +
      "would be refused by the others",
  );
  if (raw.NODE_ENV === "production") {
    needs(
      "NEXTAUTH_URL",
      "behind a proxy each process would build sign-in redirects and OAuth callbacks from " +
        "the Host it was reached on (the proxy's upstream address), not the site's public URL",
    );
  }
  return issues;
}

/**
 * The metrics server beside the public one: a host with no port would silently serve nothing,
 * and one port for both would fail at start with EADDRINUSE instead of saying why.
 */
function metricsIssues(raw: Record<string, string | undefined>): EnvIssue[] {
  if (raw.METRICS_HOST && raw.METRICS_PORT === undefined) {
    return [{ path: ["METRICS_HOST"], message: "has no effect without METRICS_PORT: set both" }];
  }
  const port = Number(raw.METRICS_PORT);
  if (raw.METRICS_PORT !== undefined && port !== 0 && port === Number(raw.PORT ?? 3000)) {
    return [
      {
        path: ["METRICS_PORT"],
        message: "must differ from PORT: metrics are never served on the public port",
      },
    ];
  }
  return [];
}

/**
 * Why a secret is too easy to guess, or null when it is fine. A generated one has 43
 * base64url characters, about 30 of them distinct.
 */
export function weakness(secret: string): string | null {
  if (secret.length < 32) return "fewer than 32 characters";
  if (new Set(secret).size < 16) return "fewer than 16 distinct characters";
  for (let period = 1; period <= secret.length / 2; period++) {
    if (
      secret ===
      secret
        .slice(0, period)
        .repeat(secret.length / period + 1)
        .slice(0, secret.length)
    ) {
      return `a pattern of ${period} characters repeated`;
    }
  }
  return null;
}

/** Thrown when DATA_DIR/secret exists but cannot be trusted. */
export class SecretError extends Error {
  constructor(file: string, reason: string) {
    super(
      `${file} is ${reason}. Restore the right file, or delete it to generate a new secret ` +
        "(every guest then loses access to their games).",
    );
    this.name = "SecretError";
  }
}

/** A random secret kept in DATA_DIR/secret (mode 600), so cookies survive restarts. */
function persistedSecret(dataDir: string, warn: (message: string) => void): string {
  const file = join(dataDir, "secret");
  if (existsSync(file)) {
    const secret = readFileSync(file, "utf8").trim();
    // Replacing it silently would sign every guest out of their games: make the operator choose.
    const reason = weakness(secret);
    if (reason) throw new SecretError(file, `unusable (${reason})`);
    // Anyone who can read it can sign cookies as any guest: keep it the owner's alone.
    if ((statSync(file).mode & 0o077) !== 0) {
      chmodSync(file, 0o600);
      warn(`${file} was readable by other users; its mode is now 600.`);
    }
    return secret;
  }
  if (holdsDatabase(dataDir)) {
    warn(
      `${file} is missing but ${dataDir} holds a database: generating a NEW secret, ` +
        "so every existing guest loses access to their games. Restore the old file to avoid this.",
    );
  }
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function holdsDatabase(dataDir: string): boolean {
  const pglite = join(dataDir, "pglite");
  return existsSync(pglite) && readdirSync(pglite).length > 0;
}
