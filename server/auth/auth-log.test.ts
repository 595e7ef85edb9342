import { describe, expect, it } from "vitest";
import { authLogDetails, authLogMessage } from "./auth-log";

describe("authLogDetails", () => {
  it("keeps which error better-auth reported and drops its details", () => {
    const state = "QXqOBuY0Fx0qT8UU3mhyepP5azh4OIff8c44PdAExcs";
    const error = Object.assign(new Error("Failed to parse state"), {
      name: "BetterAuthError",
      code: "state_mismatch",
      details: { state },
    });
    expect(authLogDetails([error, state, 3, { token: state }])).toEqual([
      { name: "BetterAuthError", code: "state_mismatch", message: "Failed to parse state" },
      "[redacted]",
      3,
      {},
    ]);
  });
});

describe("authLogMessage", () => {
  it("keeps better-auth's sentence and drops the address, link or token written into it", () => {
    expect(authLogMessage("Sign-up attempt for existing email: Priya.S@college.example")).toBe(
      "Sign-up attempt for existing email: [redacted]",
    );
    expect(authLogMessage("Invalid callbackURL: https://evil.example/x?token=abc")).toBe(
      "Invalid callbackURL: [redacted]",
    );
    expect(authLogMessage("Token QXqOBuY0Fx0qT8UU3mhyepP5azh4 is invalid")).toBe(
      "Token [redacted] is invalid",
    );
    expect(authLogMessage("Failed to parse state")).toBe("Failed to parse state");
  });
});
