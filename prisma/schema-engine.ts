/**
 * Prisma's own schema engine, compiled to Wasm (`@prisma/schema-engine-wasm`), driven through
 * the `pg` driver adapter (a real PostgreSQL) or the in-process PGlite adapter (the embedded
 * database). It replaces the native engine the Prisma CLI would download: the
 * same migration logic, the same `_prisma_migrations` bookkeeping.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PrismaPg } from "@prisma/adapter-pg";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import * as bindings from "@prisma/schema-engine-wasm/schema_engine_bg";

export type SchemaEngine = bindings.SchemaEngine;

interface WasmGlue {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
}

let loaded: Promise<void> | null = null;

/**
 * The package's entry imports its .wasm as an ES module, which Node 20 only allows behind
 * --experimental-wasm-modules; instantiating it ourselves works on every Node.
 */
function loadWasm(): Promise<void> {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url);
    const glue = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const bytes = readFileSync(glue.replace(/\.js$/, ".wasm"));
    const imports = { "./schema_engine_bg.js": bindings as unknown as WebAssembly.ModuleImports };
    const { instance } = await WebAssembly.instantiate(bytes, imports);
    (bindings as unknown as WasmGlue).__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  return loaded;
}

/** A schema engine and the connections it holds. */
export interface OpenEngine {
  engine: SchemaEngine;
  /** Frees the engine and closes its connections. */
  close(): Promise<void>;
}

/**
 * Opens the schema engine on a PostgreSQL server (`postgresql://` URL) or on an open PGlite
 * database, with the given schema.
 */
export async function openSchemaEngine(
  database: string | PGlite,
  schema: { path: string; content: string },
): Promise<OpenEngine> {
  await loadWasm();
  // Our own pool, so the connections can be closed when the engine is done: the adapter
  // leaves an external pool open.
  const pool =
    typeof database === "string" ? new pg.Pool({ connectionString: database, max: 1 }) : null;
  const factory: SqlMigrationAwareDriverAdapterFactory = pool
    ? new PrismaPg(pool)
    : new PrismaPGlite(database as PGlite);
  const adapter = bindMigrationAwareSqlAdapterFactory(factory);
  try {
    const engine = await bindings.SchemaEngine.new(
      { datamodels: [[schema.path, schema.content]] },
      () => {},
      adapter,
    );
    return {
      engine,
      async close() {
        engine.free();
        await pool?.end();
      },
    };
  } catch (error) {
    await pool?.end();
    throw error;
  }
}

/** No tables or enums are managed outside Prisma. */
export const NO_FILTERS = { externalTables: [], externalEnums: [] };
