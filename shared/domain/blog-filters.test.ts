import { describe, expect, it } from "vitest";
import { blogFilterHref, readBlogFilters } from "./blog-filters";

const read = (query: string) => readBlogFilters(new URL(`https://example.com/blog${query}`));

describe("blog filters in the address", () => {
  it("reads a known category and a trimmed search", () => {
    expect(read("?category=Resume+Building&q=%20ats%20")).toEqual({
      category: "Resume Building",
      search: "ats",
    });
  });

  it("shows everything for an unknown category or none", () => {
    expect(read("?category=Gardening")).toEqual({ category: undefined, search: "" });
    expect(read("")).toEqual({ category: undefined, search: "" });
  });

  it("cuts an overlong search to 100 characters", () => {
    expect(read(`?q=${"a".repeat(500)}`).search).toHaveLength(100);
  });

  it("writes filters back into a shareable address", () => {
    expect(blogFilterHref({ category: "AI & Machine Learning", search: "roadmap" })).toBe(
      "/blog?category=AI+%26+Machine+Learning&q=roadmap",
    );
    expect(blogFilterHref({})).toBe("/blog");
  });
});
