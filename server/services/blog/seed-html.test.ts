import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "./sanitize";
import { paragraphsToHtml } from "./seed-html";

describe("paragraphsToHtml", () => {
  it("turns '## ' paragraphs into headings and the rest into paragraphs", () => {
    expect(paragraphsToHtml(["Intro text.", "## A heading", "Body."])).toBe(
      "<p>Intro text.</p><h2>A heading</h2><p>Body.</p>",
    );
  });

  it("escapes the text", () => {
    expect(paragraphsToHtml([`Use <b> & "quotes"`, "## <script>alert(1)</script>"])).toBe(
      `<p>Use &lt;b&gt; &amp; "quotes"</p><h2>&lt;script&gt;alert(1)&lt;/script&gt;</h2>`,
    );
  });

  it("treats '##' without the space as text", () => {
    expect(paragraphsToHtml(["##tag"])).toBe("<p>##tag</p>");
  });

  it("is already in the sanitiser's form", () => {
    const html = paragraphsToHtml(["A < B & C", "## Heading > 1", `"quoted" 'single'`]);
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it("gives an empty body for no paragraphs", () => {
    expect(paragraphsToHtml([])).toBe("");
  });
});
