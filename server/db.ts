/**
 * The one Prisma client, on the `pg` driver adapter: the same code talks to the embedded
 * PGlite server and to a real PostgreSQL.
 */
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client";

export type Db = PrismaClient;

/** Opens a client; the pool connects lazily, on the first query. */
export function createDb(connectionString: string, poolSize: number): Db {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max: poolSize }) });
}
