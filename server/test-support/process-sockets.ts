/**
 * What this process holds open, read from /proc (Linux): its descriptors and the TCP ports
 * it listens on. Other processes on the machine are left out by matching socket inodes.
 */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/** How many descriptors this process has open. */
export function openDescriptors(): number {
  return readdirSync("/proc/self/fd").length;
}

function socketInodes(): Set<string> {
  const inodes = new Set<string>();
  for (const fd of readdirSync("/proc/self/fd")) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`));
      if (match) inodes.add(match[1]);
    } catch {
      // The descriptor closed while we looked.
    }
  }
  return inodes;
}

/** The TCP ports this process listens on (IPv4 and IPv6). */
export function listeningPorts(): number[] {
  const mine = socketInodes();
  const ports: number[] = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.trim().split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [, local, , state] = fields;
      const inode = fields[9];
      // 0A is LISTEN.
      if (state === "0A" && mine.has(inode)) ports.push(parseInt(local.split(":")[1], 16));
    }
  }
  return ports;
}
