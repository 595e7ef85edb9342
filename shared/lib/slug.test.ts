import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["Web Development", "web-development"],
    ["AI/ML", "ai-ml"],
    ["Generative AI", "generative-ai"],
    ["Cloud Computing", "cloud-computing"],
    ["Cybersecurity", "cybersecurity"],
    ["Data Science", "data-science"],
  ])("turns the specialisation %s into /services/%s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("makes one hyphen of a run of symbols and trims the ends", () => {
    expect(slugify("  C++ & Rust!  ")).toBe("c-rust");
  });
});
