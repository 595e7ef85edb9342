// Bundles the server's TypeScript (server/ and the app modules it shares) into one ES module
// at build/node/index.js. Packages stay external: they are installed beside it.
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/node/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
