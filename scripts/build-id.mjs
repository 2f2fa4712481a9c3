// The build id Next puts in every chunk's path (`/_next/static/<id>/`). Several processes
// (or hosts) that each run `next build` must agree on it, or a page served by one asks
// another for chunks it does not have. Next's default is random per build, so the id is
// chosen from what every builder of one release shares:
//   1. BUILD_ID, when the deployment sets it (a release tag, a CI run number);
//   2. else the git commit (`git rev-parse HEAD`), with no "-dirty" marker: one commit gives
//      one id wherever it is built;
//   3. else (a tarball without .git, no git installed) null, which tells Next to use its default.
import { execFileSync } from "node:child_process";
import { dirname } from "node:path";

/** What Next accepts in a URL path segment, bounded so a pasted paragraph is refused. */
const BUILD_ID_PATTERN = /^[A-Za-z0-9._-]{1,128}$/;
const COMMIT_PATTERN = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const PROJECT_DIR = dirname(import.meta.dirname);

/**
 * The build id for this build, or null for Next's default.
 *
 * @param {{ env?: Record<string, string | undefined>, gitHead?: () => string | null }} [sources]
 * @returns {string | null}
 */
export function chooseBuildId({ env = process.env, gitHead = readGitHead } = {}) {
  const configured = env.BUILD_ID?.trim();
  if (configured) {
    if (!BUILD_ID_PATTERN.test(configured) || /^\.+$/.test(configured)) {
      throw new Error(
        `BUILD_ID "${configured}" is not usable in a URL path: use 1 to 128 letters, digits, ".", "_" or "-".`,
      );
    }
    return configured;
  }
  const head = gitHead();
  return head && COMMIT_PATTERN.test(head) ? head : null;
}

/**
 * The commit checked out in the project, or null outside a git checkout.
 *
 * @returns {string | null}
 */
export function readGitHead() {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], {
      cwd: PROJECT_DIR,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}
