import { describe, expect, it } from "vitest";
import { serverForFile } from "../support/file-server";

const site = serverForFile();

const post = (path: string, body: string, contentType = "application/json") =>
  fetch(site.server.url + path, { method: "POST", body, headers: { "content-type": contentType } });

async function expectJsonError(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(["error"]);
  expect(body.error).toMatch(message);
  expect(JSON.stringify(body)).not.toMatch(/at .+\.(js|ts):\d+/);
}

describe("the JSON API's conventions", () => {
  it("answers an unknown endpoint with a JSON 404", async () => {
    await expectJsonError(await fetch(`${site.server.url}/api/nothing-here`), 404, /^Not found\.$/);
  });

  it("refuses a body that is not JSON with 415", async () => {
    await expectJsonError(
      await post("/api/bookings", "organizationName=x", "application/x-www-form-urlencoded"),
      415,
      /Content-Type: application\/json/,
    );
  });

  it("answers malformed JSON with 400, not a stack trace", async () => {
    await expectJsonError(await post("/api/bookings", '{"email": '), 400, /not valid JSON/);
  });

  it("answers an oversized body with 413", async () => {
    const huge = JSON.stringify({ message: "x".repeat(100_000) });
    await expectJsonError(await post("/api/bookings", huge), 413, /too large/);
  });
});
