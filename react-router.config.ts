import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/prerendered-paths";

export default {
  ssr: true,
  prerender: prerenderedPaths,
  // Opted in now so the move to React Router 8 changes little. Middleware stays off: its
  // context keys are module objects, and the server (bundled apart from the app) would hold
  // a different copy of each key than the routes do. A plain load context has no such trap.
  future: {
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
