import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJsonTo } from "../support/http";
import { startTestServer, type TestServer } from "../support/test-server";

const token = "a-metrics-token-of-at-least-32-characters";

/** The value of one series in Prometheus' text format: `name{labels} value`, labels in any order. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? "").split(",").filter(Boolean);
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return 0;
}

let server: TestServer;
beforeAll(async () => {
  // Behind a proxy: the X-Forwarded-For a request carries is its client's address.
  server = await startTestServer({
    TRUST_PROXY: "true",
    METRICS_TOKEN: token,
    FORM_RATE_LIMIT: "1000",
  });
});
afterAll(async () => {
  await server.close();
});

const scrape = (headers: Record<string, string> = {}) =>
  fetch(`${server.url}/metrics`, { headers });

describe("GET /metrics", () => {
  it("answers a scraper on this machine in Prometheus' text format", async () => {
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const name of [
      "process_resident_memory_bytes",
      "nodejs_heap_size_used_bytes",
      "nodejs_eventloop_lag_seconds",
      "kodeveda_outbox_depth",
      "kodeveda_outbox_oldest_seconds",
      "kodeveda_emails_failed",
      "kodeveda_seat_holds_active",
      "kodeveda_data_requests_overdue",
      "kodeveda_backup_newest_timestamp_seconds",
    ]) {
      expect(text, name).toMatch(new RegExp(`^${name} \\d`, "m"));
    }
    expect(valueOf(text, "kodeveda_backup_newest_timestamp_seconds")).toBe(0);
  });

  it("says when the newest backup was taken", async () => {
    const backups = path.join(server.config.dataDir, "backups");
    fs.mkdirSync(backups, { recursive: true });
    fs.writeFileSync(path.join(backups, "app-2026-11-28.db"), "");
    const taken = valueOf(
      await (await scrape()).text(),
      "kodeveda_backup_newest_timestamp_seconds",
    );
    expect(Math.abs(taken - Date.now() / 1000)).toBeLessThan(60);
  });

  it("is the site's 404 page to anyone else without the token, and answers with it", async () => {
    const outside = { "x-forwarded-for": "203.0.113.7" };
    const refused = await scrape(outside);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain("<title>Page not found | Kodeveda</title>");
    expect((await scrape({ ...outside, authorization: "Bearer not-the-token" })).status).toBe(404);
    // A wrong token is refused on this machine too.
    expect((await scrape({ authorization: "Bearer not-the-token" })).status).toBe(404);
    const withToken = await scrape({ ...outside, authorization: `Bearer ${token}` });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain("http_requests_total");
  });

  it("counts a booking, a refused webhook and a scanner's 404 in their own series", async () => {
    const before = await (await scrape()).text();
    const booking = await postJsonTo(server, "/api/bookings", {
      organizationName: "Vasavi College of Engineering",
      email: "tpo@vasavi.example",
      contactNumber: "+91 40 2345 6789",
      address: "Ibrahimbagh, Hyderabad, Telangana 500031",
      message: "A two-day React workshop for 60 third-year students in January.",
    });
    expect(booking.status).toBe(201);
    // No Stripe keys here: the webhook is not configured, and says so.
    const webhook = await fetch(`${server.url}/api/stripe/webhook`, { method: "POST", body: "{}" });
    expect(webhook.status).toBe(404);
    expect((await fetch(`${server.url}/wp-login.php`)).status).toBe(404);

    const after = await (await scrape()).text();
    const bookings = { route: "/api/bookings", method: "POST", status: "201" };
    expect(valueOf(after, "http_requests_total", bookings)).toBe(
      valueOf(before, "http_requests_total", bookings) + 1,
    );
    expect(
      valueOf(after, "http_request_duration_seconds_count", {
        route: "/api/bookings",
        method: "POST",
      }),
    ).toBeGreaterThanOrEqual(1);
    const refusal = { gateway: "stripe", reason: "not_configured" };
    expect(valueOf(after, "kodeveda_webhooks_refused_total", refusal)).toBe(
      valueOf(before, "kodeveda_webhooks_refused_total", refusal) + 1,
    );
    expect(after).not.toContain("wp-login");
    expect(
      valueOf(after, "http_requests_total", { route: "unmatched", status: "404" }),
    ).toBeGreaterThan(0);
  });
});
