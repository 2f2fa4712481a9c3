/**
 * Vitest global setup of the integration project: one migrated database template per run,
 * handed to the test processes through the environment and removed when the run ends.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDbTemplate, DB_TEMPLATE_ENV } from "./db-template";

export default async function setup(): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), "nonet-db-template-"));
  await createDbTemplate(join(root, "pglite"));
  process.env[DB_TEMPLATE_ENV] = join(root, "pglite");
  return () => rmSync(root, { recursive: true, force: true });
}
