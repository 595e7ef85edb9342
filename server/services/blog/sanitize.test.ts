import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { expectInertHtml } from "#tests/support/inert-html";
import { xssPayloads } from "#tests/support/xss-payloads";
import { sanitizePostHtml } from "./sanitize";

describe("sanitizePostHtml against XSS filter evasion", () => {
  it.each(xssPayloads)("neutralises %s", (payload) => {
    const output = sanitizePostHtml(payload);
    expectInertHtml(output);
    expect(sanitizePostHtml(output)).toBe(output);
  });

  it("keeps the harmless part of a hostile element", () => {
    expect(
      sanitizePostHtml(
        `<img src="/media/0123456789abcdef0123-960.webp" onerror="alert(1)" alt="ok">`,
      ),
    ).toBe(`<img src="/media/0123456789abcdef0123-960.webp" alt="ok" />`);
    expect(sanitizePostHtml(`<a href="JaVaScRiPt:alert(1)">case</a>`)).toBe("case");
    expect(sanitizePostHtml(`<p style="color:red" onclick="x()">styled</p>`)).toBe("<p>styled</p>");
    expect(sanitizePostHtml(`<code class="language-ts hljs evil">x</code>`)).toBe(
      `<code class="language-ts">x</code>`,
    );
  });

  it("escapes markup smuggled inside an attribute value", () => {
    const output = sanitizePostHtml(
      `<a href="/ok" title="&quot;><img src=x onerror=alert(1)>">t</a>`,
    );
    expect(output).toBe(`<a href="/ok" title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">t</a>`);
    expect(DomUtils.findAll(() => true, parseDocument(output)).map((e) => e.name)).toEqual(["a"]);
  });
});

describe("sanitizePostHtml on editor content", () => {
  const document = [
    `<h2>Getting started</h2>`,
    `<p>Read <strong>this</strong> and <em>that</em>, see <a href="https://example.com/docs" rel="noopener noreferrer nofollow">the docs</a>, `,
    `<a href="/courses/react">our course</a> or <a href="mailto:training@example.in" title="Mail us">mail us</a>.</p>`,
    `<ul><li><p>one</p></li><li><p>two</p></li></ul><ol><li><p>first</p></li></ol>`,
    `<blockquote><p>A quote</p></blockquote>`,
    `<pre><code class="language-ts">const x: number = 1 &lt; 2 ? 1 : 0;\nconsole.log(x &amp;&amp; "y");</code></pre>`,
    `<img src="/media/0123456789abcdef0123-960.webp" alt="A cat on a keyboard" width="960" height="640" />`,
    `<h3>More</h3><h4>Even more</h4><p>line<br />break</p><hr />`,
    `<img src="/images/blog/one-page-resume-for-freshers.svg" alt="" />`,
  ].join("");

  it("keeps everything the editor produces, unchanged", () => {
    expect(sanitizePostHtml(document)).toBe(document);
  });

  it("is idempotent", () => {
    const once = sanitizePostHtml(document + xssPayloads.join(""));
    expect(sanitizePostHtml(once)).toBe(once);
  });

  it("writes void elements in one form only", () => {
    expect(
      sanitizePostHtml(`<p>a<br>b</p><hr><img src="/media/0123456789abcdef0123-480.avif" alt="x">`),
    ).toBe(`<p>a<br />b</p><hr /><img src="/media/0123456789abcdef0123-480.avif" alt="x" />`);
  });

  it("marks external links and only them", () => {
    expect(sanitizePostHtml(`<a target="_blank" href="https://example.com">x</a>`)).toBe(
      `<a href="https://example.com" rel="noopener noreferrer nofollow">x</a>`,
    );
    expect(sanitizePostHtml(`<a href="/blog" rel="noopener noreferrer nofollow">x</a>`)).toBe(
      `<a href="/blog">x</a>`,
    );
    expect(sanitizePostHtml(`<a href="mailto:a@example.com" rel="me">x</a>`)).toBe(
      `<a href="mailto:a@example.com">x</a>`,
    );
  });

  it("drops tags outside the list but keeps their text", () => {
    expect(sanitizePostHtml(`<h1>Title</h1><div><u>under</u> <s>struck</s></div>`)).toBe(
      "Titleunder struck",
    );
  });

  it("refuses image sizes that are not plain numbers", () => {
    expect(
      sanitizePostHtml(
        `<img src="/media/0123456789abcdef0123-960.webp" alt="" width="960" height="540x">`,
      ),
    ).toBe(`<img src="/media/0123456789abcdef0123-960.webp" alt="" width="960" />`);
  });

  it("allows highlight spans inside code only", () => {
    const inside = `<pre><code class="language-ts"><span class="hljs-keyword">const</span> x</code></pre>`;
    expect(sanitizePostHtml(inside)).toBe(inside);
    expect(sanitizePostHtml(`<p><span class="hljs-keyword">a</span><br>b</p>`)).toBe(
      "<p>a<br />b</p>",
    );
    expect(sanitizePostHtml(`<code><span class="other">a</span></code>`)).toBe("<code>a</code>");
  });
});
