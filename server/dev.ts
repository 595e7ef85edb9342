import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { prepare, serve } from "./start";

/** Development entry: Vite compiles the app on demand and updates the browser on save. */
const prepared = await prepare();
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });

await serve({
  ...prepared,
  pages: {
    files: vite.middlewares,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    development: true,
  },
  onStop: () => vite.close(),
});
