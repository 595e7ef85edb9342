import { describe, expect, it } from "vitest";
import { serverForFile } from "../support/file-server";

const site = serverForFile();

describe("health checks", () => {
  it("/healthz says the process is up", async () => {
    const response = await fetch(`${site.server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("/readyz says the database answers", async () => {
    const response = await fetch(`${site.server.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ready",
      database: site.server.database.dialect,
    });
  });

  it("/readyz reports 503 while the server is shutting down", async () => {
    site.server.lifecycle.stopping = true;
    try {
      const response = await fetch(`${site.server.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "stopping" });
    } finally {
      site.server.lifecycle.stopping = false;
    }
  });
});
