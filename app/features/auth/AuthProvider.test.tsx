import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuthProvider, useAuth } from "./AuthProvider";

function Probe() {
  const { user, loading } = useAuth();
  return <p>{loading ? "loading" : (user?.name ?? "signed out")}</p>;
}

describe("useAuth", () => {
  it("throws the specification's message outside its provider", () => {
    expect(() => renderToString(<Probe />)).toThrow("useAuth must be used within an AuthProvider");
  });

  it("starts loading, with nobody signed in, inside its provider", () => {
    expect(
      renderToString(
        <AuthProvider>
          <Probe />
        </AuthProvider>,
      ),
    ).toBe("<p>loading</p>");
  });
});
