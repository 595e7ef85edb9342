import { describe, expect, it } from "vitest";
import { routeLabel } from "./route-label";

describe("routeLabel", () => {
  it("names an API route Express matched by its pattern", () => {
    expect(
      routeLabel("/api/admin/registrations/r-1/status", "/api/admin/registrations/:id/status", 200),
    ).toBe("/api/admin/registrations/:id/status");
  });

  it("names everything else by its first segment, the API's by its first two", () => {
    expect(routeLabel("/", undefined, 200)).toBe("/");
    expect(routeLabel("/blog", undefined, 200)).toBe("/blog");
    expect(routeLabel("/blog/a-post?utm_source=x", undefined, 200)).toBe("/blog/*");
    expect(routeLabel("/assets/entry-abc123.js", undefined, 304)).toBe("/assets/*");
    expect(routeLabel("/api/account/sign-in/email", undefined, 200)).toBe("/api/account/*");
    expect(routeLabel("/api/bookings", undefined, 429)).toBe("/api/bookings");
  });

  it("puts every 404 in one series, whatever was asked", () => {
    expect(routeLabel("/wp-login.php", undefined, 404)).toBe("unmatched");
    expect(routeLabel("/blog/no-such-post", undefined, 404)).toBe("unmatched");
    expect(routeLabel("/api/admin/registrations/r-9", "/api/admin/registrations/:id", 404)).toBe(
      "unmatched",
    );
  });
});
