import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { postJson } from "./post-json";

let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, "fetch");
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("postJson", () => {
  it("posts the body as JSON with the session cookie and the idempotency key", async () => {
    fetchSpy.mockResolvedValue(Response.json({ reference: "R-1" }, { status: 201 }));

    const result = await postJson("/api/contact", { name: "Asha" }, { idempotencyKey: "k1" });

    expect(result).toEqual({ ok: true, data: { reference: "R-1" } });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("/api/contact");
    expect(init).toMatchObject({
      method: "POST",
      body: JSON.stringify({ name: "Asha" }),
      credentials: "include",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Idempotency-Key": "k1",
      },
    });
  });

  it("sends no Idempotency-Key header without a key", async () => {
    fetchSpy.mockResolvedValue(Response.json({}));
    await postJson("/api/contact", {});
    const headers = fetchSpy.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers).not.toHaveProperty("Idempotency-Key");
  });

  it("a success without a JSON body is still a success", async () => {
    fetchSpy.mockResolvedValue(new Response(null, { status: 204 }));
    expect(await postJson("/api/contact", {})).toEqual({ ok: true, data: undefined });
  });

  it("reads the API's field errors", async () => {
    const errors = [{ path: "email", msg: "Please enter a valid email address" }];
    fetchSpy.mockResolvedValue(Response.json({ errors }, { status: 400 }));
    expect(await postJson("/api/contact", {})).toEqual({ ok: false, kind: "invalid", errors });
  });

  it("passes on the server's own sentence for a refusal", async () => {
    fetchSpy.mockResolvedValue(Response.json({ error: "Too many requests" }, { status: 429 }));
    expect(await postJson("/api/contact", {})).toEqual({
      ok: false,
      kind: "refused",
      message: "Too many requests",
    });
  });

  it.each([
    ["an empty sentence", Response.json({ error: "" }, { status: 409 })],
    ["an error that is not text", Response.json({ error: { code: 1 } }, { status: 409 })],
    ["no JSON at all", new Response("<h1>Bad gateway</h1>", { status: 502 })],
  ])("a refusal with %s has no message", async (_, response) => {
    fetchSpy.mockResolvedValue(response);
    expect(await postJson("/api/contact", {})).toEqual({
      ok: false,
      kind: "refused",
      message: undefined,
    });
  });

  it("a request that never got an answer is a network failure", async () => {
    fetchSpy.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await postJson("/api/contact", {})).toEqual({ ok: false, kind: "network" });
  });
});
