/**
 * The one Prisma client, on a driver adapter: `pg` for a real PostgreSQL (DATABASE_URL), the
 * in-process PGlite adapter for the embedded database (server/embedded-db.ts).
 */
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "./generated/prisma/client";

export type Db = PrismaClient;

/** Opens a client on the given adapter; a pool connects lazily, on the first query. */
export function createDb(adapter: SqlDriverAdapterFactory): Db {
  return new PrismaClient({ adapter });
}

/** The adapter for a real PostgreSQL server. */
export function postgresAdapter(connectionString: string, poolSize: number): PrismaPg {
  return new PrismaPg({ connectionString, max: poolSize });
}
