import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { pageRenderer } from "./pages";
import { prepare, serve } from "./start";

/** Development entry: Vite compiles the app on demand and updates the browser on save. */
const { config, logger, database } = await prepare();
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });

await serve({
  config,
  logger,
  database,
  pages: {
    files: vite.middlewares,
    render: pageRenderer(
      () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      "development",
    ),
    development: true,
  },
  onStop: () => vite.close(),
});
