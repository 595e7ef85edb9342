import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { PageServing } from "./app";
import type { Config } from "./config";
import { compressedCopies } from "./http/compressed-copies";
import { contentSecurityPolicy, securityHeaderValues } from "./http/security-headers";
import { loadStaticFiles } from "./http/static-files";

/**
 * The built site: build/client served from memory, build/server rendering the rest.
 * `npm run build` writes both.
 */
export async function productionPages(
  buildDirectory: string,
  config: Config,
): Promise<PageServing> {
  const build = (await import(
    pathToFileURL(path.join(buildDirectory, "server", "index.js")).href
  )) as ServerBuild;
  const securityHeaders = securityHeaderValues(config.secureOrigin);
  const staticFiles = await loadStaticFiles(path.join(buildDirectory, "client"), {
    siteOrigin: config.siteUrl.origin,
    htmlPolicy: (hashes) =>
      contentSecurityPolicy({ scriptSources: hashes, secureOrigin: config.secureOrigin }),
    commonHeaders: securityHeaders,
    // A folder per origin: instances serving other origins from the same folder keep theirs.
    compressed: compressedCopies(
      path.join(config.cacheDir, "pages", config.siteUrl.origin.replace(/[^\w.-]+/g, "_")),
    ),
  });
  return { staticFiles, build, development: false, securityHeaders };
}
