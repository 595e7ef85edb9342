import type { RequestHandler } from "express";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);
/** What Fetch Metadata says of a request a page of this site (or the person) started. */
const ownSites = new Set(["same-origin", "none"]);

export const otherSiteRefused = "Requests from other sites are not accepted.";

/**
 * Refuses a request that changes something when the browser says another origin sent it:
 * an Origin other than the site's, or Sec-Fetch-Site other than same-origin. A page on a
 * sibling subdomain is "same-site" to the cookie (SameSite=Lax sends it) but not the same
 * origin, so this is what stops it from signing someone out or in. Clients that are not
 * browsers send neither header and are judged by the rest of the API's rules.
 */
export function sameOriginWrites(siteOrigin: string): RequestHandler {
  return (req, res, next) => {
    if (safeMethods.has(req.method)) {
      next();
      return;
    }
    const origin = req.get("Origin");
    const fetchSite = req.get("Sec-Fetch-Site");
    if (
      (origin !== undefined && origin !== siteOrigin) ||
      (fetchSite !== undefined && !ownSites.has(fetchSite))
    ) {
      res.status(403).json({ error: otherSiteRefused });
      return;
    }
    next();
  };
}
