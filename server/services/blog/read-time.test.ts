import { describe, expect, it } from "vitest";
import { readTime } from "./read-time";

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

describe("readTime", () => {
  it("is at least one minute", () => {
    expect(readTime("")).toBe("1 min read");
    expect(readTime("<p>Hello</p>")).toBe("1 min read");
  });

  it("reads 200 words a minute, rounding up", () => {
    expect(readTime(`<p>${words(200)}</p>`)).toBe("1 min read");
    expect(readTime(`<p>${words(201)}</p>`)).toBe("2 min read");
    expect(readTime(`<p>${words(1000)}</p>`)).toBe("5 min read");
  });

  it("counts visible text only, and words split across elements", () => {
    const html = `<p>${words(150)}</p><p>${words(51)}</p><img src="/media/0123456789abcdef0123-960.webp" alt="${words(400)}" /><a href="https://example.com/${words(1)}">link</a>`;
    expect(readTime(html)).toBe("2 min read");
    expect(readTime(`<p>one</p><p>two</p>`.repeat(100))).toBe("1 min read");
    expect(readTime(`<p>one</p><p>two</p>`.repeat(101))).toBe("2 min read");
  });

  it("ignores punctuation on its own and markup", () => {
    expect(readTime(`<p>${"— · ".repeat(300)}</p>`)).toBe("1 min read");
  });
});
