import { chooseBuildId } from "./scripts/build-id.mjs";

/**
 * Next.js runs inside our own server (server/index.ts), so no `output: "standalone"`; fonts
 * are local (Next's Google Fonts loader downloads at build time, which this machine cannot do).
 *
 * @type {import("next").NextConfig}
 */
const nextConfig = {
  reactStrictMode: true,
  // Server components that read the database import these: load them from node_modules at
  // run time instead of bundling Wasm and native-ish modules.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/client",
    "@prisma/adapter-pg",
    "@prisma/schema-engine-wasm",
    "pg",
  ],
  // A clone in a temporary directory must not make Next guess a parent folder as the root.
  turbopack: { root: import.meta.dirname },
  // Every process behind the proxy must serve the same chunk paths: BUILD_ID, else the git
  // commit, else Next's random default (see scripts/build-id.mjs).
  generateBuildId: () => chooseBuildId(),
};

export default nextConfig;
