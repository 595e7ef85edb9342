import { randomBytes } from "node:crypto";
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { RequestHandler } from "express";
import helmet from "helmet";

export interface CspOptions {
  /** Extra script sources: a nonce for rendered pages, hashes for prerendered ones. */
  scriptSources: readonly string[];
  secureOrigin: boolean;
  /** Vite's dev server injects inline scripts and talks over a websocket. */
  development?: boolean;
}

/**
 * One policy for the whole site. Stripe.js, Razorpay Checkout and their frames are allowed
 * from the start so the payment dialog needs no special case; inline scripts only with a
 * nonce or a hash.
 *
 * Razorpay publishes no CSP page; its hosts are the ones Razorpay's own Magento module
 * allows (github.com/razorpay/razorpay-magento, etc/csp_whitelist.xml): Checkout's script
 * and the risk-detection script it loads (checkout.razorpay.com, cdn.razorpay.com), the
 * checkout frame (api.razorpay.com), its logging (lumberjack, lumberjack-metrics) and the
 * bank and wallet logos (cdn.razorpay.com).
 */
export function contentSecurityPolicy({
  scriptSources,
  secureOrigin,
  development = false,
}: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "script-src": [
      "'self'",
      ...(development ? ["'unsafe-inline'", "'unsafe-eval'"] : scriptSources),
      // Stripe's own list (docs.stripe.com/security/guide): Stripe.js and its versioned hosts.
      "https://js.stripe.com",
      "https://*.js.stripe.com",
      "https://checkout.razorpay.com",
      "https://cdn.razorpay.com",
    ],
    // React renders style attributes (progress bars, carousels) and Stripe Elements styles itself.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": [
      "'self'",
      "data:",
      "https://*.stripe.com",
      "https://cdn.razorpay.com",
      "https://lh3.googleusercontent.com",
    ],
    "font-src": ["'self'"],
    "connect-src": [
      "'self'",
      "https://api.stripe.com",
      "https://lumberjack.razorpay.com",
      "https://lumberjack-metrics.razorpay.com",
      ...(development ? ["ws:", "wss:"] : []),
    ],
    // 'self': the portal's email preview (its own policy lets only the portal frame it).
    "frame-src": [
      "'self'",
      "https://js.stripe.com",
      "https://*.js.stripe.com",
      "https://hooks.stripe.com",
      "https://api.razorpay.com",
    ],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (secureOrigin) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

function helmetFor(secureOrigin: boolean) {
  return helmet({
    contentSecurityPolicy: false,
    // Stripe's frames are cross-origin and do not send CORP headers.
    crossOriginEmbedderPolicy: false,
    // Matches the CSP's frame-ancestors 'none' for browsers that only know the old header.
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: secureOrigin
      ? { maxAge: 63072000, includeSubDomains: true, preload: false }
      : false,
  });
}

/**
 * The policy of every response that is not a page (JSON, images, scripts, health checks):
 * nothing may load, run or frame it. A page replaces it with its own (see above).
 */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * Every header a response carries whatever it is: helmet's configuration and the resource
 * policy, recorded once, so a response costs a copy rather than helmet's work. Names are in
 * lower case, as pages that set their own policy must write it.
 */
export function securityHeaderValues(secureOrigin: boolean): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmetFor(secureOrigin)(response.req, response, () => undefined);
  return {
    ...Object.fromEntries(
      Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
    ),
    "content-security-policy": resourcePolicy,
  };
}

/**
 * helmet's headers that only a document acts on: the browsing-context and process isolation
 * (COOP, Origin-Agent-Cluster), DNS prefetching from a page's links, and three for browsers and
 * plug-ins long gone (IE 8's download prompt, Flash's policy files, the removed XSS auditor).
 * A script or a picture carrying them gains nothing and costs every page about 200 bytes per
 * file over HTTP/1.1, where headers are not compressed. CSP, nosniff, the referrer policy,
 * framing, CORP and HSTS stay on everything.
 */
const documentOnlyHeaders = new Set([
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
]);

/** The security headers for a file that is not a page (built scripts, pictures, data). */
export function fileHeaderValues(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => !documentOnlyHeaders.has(name.toLowerCase())),
  );
}

/** Sets the record securityHeaderValues made on every response that reaches Express. */
export function securityHeaders(values: Readonly<Record<string, string>>): RequestHandler {
  const headers = Object.entries(values);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * React Router's answers that are data, never a page: the route manifest the browser asks for
 * to learn the pages its links lead to, and each page's data for client-side navigation. They
 * get the policy of any file that is not a page (the page policy is 800 bytes).
 */
const isRouterData = (path: string) => path === "/__manifest" || path.endsWith(".data");

/**
 * Rendered pages get a fresh nonce per response; the page renderer puts it on React
 * Router's inline scripts through the load context.
 */
export function nonceContentSecurityPolicy(
  options: Omit<CspOptions, "scriptSources">,
): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    if (isRouterData(req.path)) {
      res.setHeader("Content-Security-Policy", resourcePolicy);
      for (const name of documentOnlyHeaders) res.removeHeader(name);
      return next();
    }
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy({ ...options, scriptSources: [`'nonce-${nonce}'`] }),
    );
    next();
  };
}
