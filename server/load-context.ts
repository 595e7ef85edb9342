import type { Services } from "./services";

/**
 * What the server hands every loader, action and the document renderer besides the
 * request (server/pages.ts builds it). Pages prerendered at build time get none, so
 * loaders of prerendered routes must not depend on it. Declared here, by the side that
 * builds it, so the routes read the services through React Router's AppLoadContext
 * without importing server/.
 */
declare module "react-router" {
  interface AppLoadContext {
    /** Nonce for this response's inline scripts (Content-Security-Policy). */
    cspNonce: string | undefined;
    /** The public origin from SITE_URL, for canonical and share links. */
    siteOrigin: string;
    services: Services;
    /** The visitor's address as the server sees it (behind TRUST_PROXY, the proxy's report). */
    clientAddress: string;
  }
}
