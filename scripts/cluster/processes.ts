/**
 * Child processes the cluster owns: each in its own process group (so a signal reaches
 * whatever it spawned too), its output kept (the last lines, for the error that says why it
 * died) or shown with a prefix, and a register that kills every group still running when
 * this process exits, so a failed test or a crashed script leaves no stray process behind.
 */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { createServer, connect } from "node:net";
import { shownLine } from "./log";

/** Lines of output kept per process for error messages. */
const TAIL_LINES = 40;

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Kills every group still alive, synchronously: the last thing this process does. */
function killAllNow(): void {
  for (const child of live) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  live.clear();
}

export interface OwnedProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** The last lines it printed (stdout and stderr), for error messages. */
  tail(): string;
  /** Resolves with the exit code (or signal) once it has exited. */
  readonly exited: Promise<string>;
  /** Sends `signal` to its whole process group and waits for it to exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it is gone. */
  stop(graceMs?: number): Promise<void>;
  /** Resolves when a line matching `pattern` appears; rejects if it exits or `ms` pass. */
  waitForLine(pattern: RegExp, ms: number): Promise<void>;
}

/** Starts `command` in its own process group. `echo` prints its output prefixed by name. */
export function startOwned(
  name: string,
  command: string,
  args: readonly string[],
  options: SpawnOptions & { echo?: boolean },
): OwnedProcess {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on("exit", killAllNow);
  }
  const child = spawn(command, args, {
    ...options,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  live.add(child);
  const lines: string[] = [];
  const watchers = new Set<(line: string) => void>();
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (!line) continue;
      lines.push(line);
      if (lines.length > TAIL_LINES) lines.shift();
      if (options.echo) console.log(shownLine(name, line));
      for (const watch of watchers) watch(line);
    }
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  const exited = new Promise<string>((resolve) => {
    child.once("exit", (code, signal) => {
      live.delete(child);
      resolve(signal ?? `code ${code}`);
    });
    child.once("error", (error) => {
      live.delete(child);
      resolve(`failed to start: ${error.message}`);
    });
  });
  const isRunning = () => live.has(child);
  const signalGroup = (signal: NodeJS.Signals) => {
    if (!child.pid || !isRunning()) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is gone already; `exited` settles.
    }
  };
  const tail = () => lines.join("\n");
  return {
    name,
    child,
    tail,
    exited,
    async kill(signal) {
      signalGroup(signal);
      await exited;
    },
    async stop(graceMs = 5_000) {
      if (!isRunning()) return;
      signalGroup("SIGTERM");
      const timer = setTimeout(() => signalGroup("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
      // Whatever it spawned and left behind in its group goes too.
      signalGroup("SIGKILL");
    },
    waitForLine(pattern, ms) {
      return new Promise<void>((resolve, reject) => {
        const done = (error?: Error) => {
          clearTimeout(timer);
          watchers.delete(watch);
          if (error) reject(error);
          else resolve();
        };
        const watch = (line: string) => pattern.test(line) && done();
        const timer = setTimeout(
          () => done(new Error(`${name} did not say ${pattern} within ${ms / 1000} s:\n${tail()}`)),
          ms,
        );
        watchers.add(watch);
        if (lines.some((line) => pattern.test(line))) done();
        void exited.then((how) => done(new Error(`${name} exited (${how}):\n${tail()}`)));
      });
    },
  };
}

/** A loopback port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts TCP connections at host:port (one attempt). */
export function accepts(port: number, host = "127.0.0.1", ms = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(ms, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/** Waits until host:port accepts connections (nginx says nothing when it is ready). */
export async function waitForPort(port: number, ms: number, what: string): Promise<void> {
  const until = Date.now() + ms;
  for (let delay = 10; !(await accepts(port)); delay = Math.min(delay * 2, 200)) {
    if (Date.now() > until)
      throw new Error(`${what} did not listen on ${port} within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/**
 * Waits until `url` (a process's /readyz) answers 200: its database and Redis answer. The
 * process said "ready" on its console already; this is what a deploy script would wait for.
 */
export async function waitForReady(url: string, ms: number, what: string): Promise<void> {
  const until = Date.now() + ms;
  let last = "no answer";
  for (let delay = 10; ; delay = Math.min(delay * 2, 200)) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    if (Date.now() > until) throw new Error(`${what} was not ready within ${ms / 1000} s: ${last}`);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
