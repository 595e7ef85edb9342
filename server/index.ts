import path from "node:path";
import { fileURLToPath } from "node:url";
import { productionPages } from "./production-pages";
import { prepare, serve } from "./start";

/** Production entry, bundled to build/node/index.js: serves the build beside it. */
const buildDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const prepared = await prepare();
await serve({ ...prepared, pages: await productionPages(buildDirectory, prepared.config) });
