import { describe, expect, it } from "vitest";
import { loggedUrl } from "./logged-url";

const base64url = "q9Zk3_vT-0aXnR7sLw2yPcE4uHbM1oJdFgViKtY8e5A";
const reference = "KV7M2Q9XRB";

describe("loggedUrl", () => {
  it("keeps what an address asked for: its words, numbers and harmless parameters", () => {
    for (const url of [
      "/",
      "/blog/how-to-run-a-college-hackathon",
      "/blog?category=Career&page=2",
      "/admin/posts/42/preview",
      "/api/admin/export/registrations.csv?project=campus-events-hub&status=paid",
      "/projects.data?_routes=routes/projects",
      "/__manifest",
      "/healthz",
    ]) {
      expect(loggedUrl(url)).toBe(url);
    }
  });

  it("redacts every query value but the harmless ones, whatever the route", () => {
    expect(loggedUrl(`/account/confirm?token=eyJhbGciOi.x.y`)).toBe(
      "/account/confirm?token=[redacted]",
    );
    expect(loggedUrl("/api/account/callback/google?state=abc&code=4/0Ad&scope=email")).toBe(
      "/api/account/callback/google?state=[redacted]&code=[redacted]&scope=[redacted]",
    );
    expect(loggedUrl(`/projects?offer=${base64url}`)).toBe("/projects?offer=[redacted]");
    expect(loggedUrl(`/projects.data?offer=${base64url}&_routes=routes/projects`)).toBe(
      "/projects.data?offer=[redacted]&_routes=routes/projects",
    );
    expect(loggedUrl(`/projects?pay=${reference}`)).toBe("/projects?pay=[redacted]");
    expect(
      loggedUrl(
        "/projects?success=true&payment_intent=pi_3Q&payment_intent_client_secret=pi_3Q_secret_x&redirect_status=succeeded",
      ),
    ).toBe(
      "/projects?success=true&payment_intent=[redacted]&payment_intent_client_secret=[redacted]&redirect_status=succeeded",
    );
    expect(loggedUrl("/any-new-page?whatever=secret")).toBe("/any-new-page?whatever=[redacted]");
    expect(loggedUrl("/blog?q=asha@example.com")).toBe("/blog?q=[redacted]");
  });

  it("redacts a parameter whose name could itself be the secret, encoded or bare", () => {
    expect(loggedUrl(`/projects?${base64url}`)).toBe("/projects?[redacted]");
    expect(loggedUrl(`/projects?%6Fffer=${base64url}`)).toBe("/projects?[redacted]");
    expect(loggedUrl(`/projects?page=2&${reference}=1`)).toBe("/projects?page=2&[redacted]");
  });

  it("redacts every path segment that is not words and numbers, whatever the route", () => {
    expect(loggedUrl(`/api/waitlist-offers/${base64url}`)).toBe("/api/waitlist-offers/[redacted]");
    expect(loggedUrl(`/api/registrations/${reference}/payment`)).toBe(
      "/api/registrations/[redacted]/payment",
    );
    expect(loggedUrl("/api/registrations/by-payment-intent/pi_3QxYz0AbCdEf")).toBe(
      "/api/registrations/by-payment-intent/[redacted]",
    );
    expect(loggedUrl(`/api/account/reset-password/${base64url}?callbackURL=/`)).toBe(
      "/api/account/reset-password/[redacted]?[redacted]",
    );
    expect(loggedUrl("/admin/requests/DR-7M2Q9X")).toBe("/admin/requests/[redacted]");
    expect(loggedUrl("/media/0123456789abcdef0123-960.webp")).toBe("/media/[redacted]");
    expect(loggedUrl("/any/new/route/a1b2c3d4e5f6")).toBe("/any/new/route/[redacted]");
    expect(loggedUrl("/x/%4B%56abc/1234567890")).toBe("/x/[redacted]/[redacted]");
  });
});
