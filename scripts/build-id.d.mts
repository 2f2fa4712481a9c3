/** Types for scripts/build-id.mjs (plain JavaScript: next.config.mjs imports it). */
export function chooseBuildId(sources?: {
  env?: Record<string, string | undefined>;
  gitHead?: () => string | null;
}): string | null;
export function readGitHead(): string | null;
