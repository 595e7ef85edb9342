import { describe, expect, it } from "vitest";
import { loggedUrl } from "./request-logging";

describe("loggedUrl", () => {
  it("keeps the address and drops the secrets that links carry", () => {
    expect(loggedUrl("/account/confirm?token=eyJhbGciOi.x.y")).toBe(
      "/account/confirm?token=[redacted]",
    );
    expect(loggedUrl("/api/account/callback/google?state=abc&code=4/0Ad&scope=email")).toBe(
      "/api/account/callback/google?state=[redacted]&code=[redacted]&scope=email",
    );
    expect(loggedUrl("/blog?category=Career&q=resume")).toBe("/blog?category=Career&q=resume");
  });
});
