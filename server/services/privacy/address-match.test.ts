import { describe, expect, it } from "vitest";
import { namesAddress } from "./address-match";

describe("namesAddress", () => {
  it.each([
    ["victim@example.com", "victim@example.com"],
    ["Write to Victim@Example.com.", "victim@example.com"],
    ['{"email":"victim@example.com","phone":"9876543210"}', "victim@example.com"],
    ["<victim@example.com>", "victim@example.com"],
    ["mailto:victim@example.com?subject=hi", "victim@example.com"],
    ["Invited victim@example.com, then a.sharma@example.com", "a.sharma@example.com"],
    ["sign-in: victim@example.com\nnext line", "victim@example.com"],
  ])("finds the whole address in %j", (text, address) => {
    expect(namesAddress(text, address)).toBe(true);
  });

  it.each([
    ["victim3@example.com", "m3@example.co"],
    ["victim@example.com", "ictim@example.com"],
    ["priya.a.sharma@example.com", "a.sharma@example.com"],
    ["priya+a.sharma@example.com", "a.sharma@example.com"],
    ["victim@example.com.au", "victim@example.com"],
    ["victim@example.community", "victim@example.com"],
    ["victim@example.co-op.in", "victim@example.co"],
    ["victim@mail.example.com", "victim@mail.example.co"],
    ["victim@examples.com", "victim@example.com"],
    ["user@sub.example.com", "user@sub.example.co"],
    ["వినయ్victim@example.com", "victim@example.com"],
    ["", "victim@example.com"],
  ])("does not find it in %j", (text, address) => {
    expect(namesAddress(text, address)).toBe(false);
  });

  it("finds a later whole occurrence after a longer one", () => {
    expect(namesAddress("victim3@example.com and m3@example.co", "m3@example.co")).toBe(true);
  });

  it("reads numbers and JSON values as their text", () => {
    expect(namesAddress({ to: "m3@example.co" }, "m3@example.co")).toBe(true);
    expect(namesAddress(null, "m3@example.co")).toBe(false);
  });
});
