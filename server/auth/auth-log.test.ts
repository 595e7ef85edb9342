import { describe, expect, it } from "vitest";
import { authLogDetails } from "./auth-log";

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
