import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  resourcePolicy,
  securityHeaderValues,
  securityHeaders,
} from "./security-headers";

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({ scriptSources: ["'nonce-abc'"], secureOrigin: false });

  it("allows inline scripts only through the given nonce or hashes", () => {
    expect(policy).toContain(
      "script-src 'self' 'nonce-abc' https://js.stripe.com https://*.js.stripe.com https://checkout.razorpay.com https://cdn.razorpay.com;",
    );
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("lets Stripe.js, Razorpay Checkout and the portal's email preview frame, and forbids framing the site", () => {
    expect(policy).toContain(
      "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://api.razorpay.com;",
    );
    expect(policy).toContain(
      "connect-src 'self' https://api.stripe.com https://lumberjack.razorpay.com https://lumberjack-metrics.razorpay.com;",
    );
    expect(policy).toContain(
      "img-src 'self' data: https://*.stripe.com https://cdn.razorpay.com https://lh3.googleusercontent.com;",
    );
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it("upgrades insecure requests only on an https site", () => {
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ scriptSources: [], secureOrigin: true })).toContain(
      "upgrade-insecure-requests",
    );
  });
});

describe("securityHeaders", () => {
  it("sets the record it is given, which the static files and the page cache share", () => {
    const values = securityHeaderValues(true);
    const set = new Map<string, string>();
    const response = { setHeader: (name: string, value: string) => set.set(name, value) };
    let passed = false;
    securityHeaders(values)(
      undefined as unknown as Request,
      response as unknown as Response,
      () => {
        passed = true;
      },
    );
    expect(Object.fromEntries(set)).toEqual(values);
    expect(values["strict-transport-security"]).toContain("max-age=63072000");
    expect(values["content-security-policy"]).toBe(resourcePolicy);
    expect(passed).toBe(true);
  });
});
