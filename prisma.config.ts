/**
 * Configuration for the stock Prisma CLI (`prisma generate`, and `prisma migrate deploy` for
 * anyone with a native schema engine). The app itself applies migrations with
 * prisma/migrate.ts and connects through server/db.ts, so DATABASE_URL may be unset here:
 * `generate` needs no database.
 */
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
