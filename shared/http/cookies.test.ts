import { describe, expect, it } from "vitest";
import { cookieValue, sessionCookie } from "./cookies";

describe("cookieValue", () => {
  it("finds a cookie among others, whatever the spacing", () => {
    expect(cookieValue("a=1; your_data=abc-_9;b=2", "your_data")).toBe("abc-_9");
    expect(cookieValue("your_data=x", "your_data")).toBe("x");
  });

  it("is undefined when the header or the cookie is missing", () => {
    expect(cookieValue(null, "your_data")).toBeUndefined();
    expect(cookieValue("", "your_data")).toBeUndefined();
    expect(cookieValue("other=1", "your_data")).toBeUndefined();
  });

  it("does not take a cookie whose name only ends or starts with the name", () => {
    expect(cookieValue("not_your_data=1; your_data_x=2", "your_data")).toBeUndefined();
  });

  it("skips pairs without a value separator and keeps the first match", () => {
    expect(cookieValue("broken; your_data=1; your_data=2", "your_data")).toBe("1");
  });
});

describe("sessionCookie", () => {
  it("is HttpOnly, SameSite=Lax and for the whole site", () => {
    expect(sessionCookie("s", "v", { maxAgeSeconds: 1800, secure: false })).toBe(
      "s=v; Path=/; Max-Age=1800; HttpOnly; SameSite=Lax",
    );
  });

  it("is Secure on an https:// site", () => {
    expect(sessionCookie("s", "v", { maxAgeSeconds: 0, secure: true })).toMatch(/; Secure$/);
  });
});
