import { describe, expect, it } from "vitest";
import { highlightCode } from "./highlight";
import { sanitizePostHtml } from "./sanitize";

const tsBlock = `<pre><code class="language-ts">const ok: boolean = 1 &lt; 2 &amp;&amp; "a" !== 'b'; // done</code></pre>`;

describe("highlightCode", () => {
  it("adds hljs spans to a TypeScript block", () => {
    expect(highlightCode(tsBlock)).toBe(
      `<pre><code class="language-ts"><span class="hljs-keyword">const</span> <span class="hljs-attr">ok</span>: <span class="hljs-built_in">boolean</span> = <span class="hljs-number">1</span> &lt; <span class="hljs-number">2</span> &amp;&amp; <span class="hljs-string">"a"</span> !== <span class="hljs-string">'b'</span>; <span class="hljs-comment">// done</span></code></pre>`,
    );
  });

  it("keeps markup inside code as escaped text", () => {
    const output = highlightCode(
      `<pre><code class="language-html">&lt;/code&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</code></pre>`,
    );
    expect(output).not.toMatch(/<script|<img|<\/code><script/);
    expect(output).toContain("&lt;");
    expect(output).toContain(`<span class="hljs-name">script</span>`);
  });

  it("leaves an unknown or missing language as plain escaped text", () => {
    const unknown = `<pre><code class="language-cobol">a &lt; b &amp; c</code></pre>`;
    expect(highlightCode(unknown)).toBe(unknown);
    expect(
      highlightCode(`<pre><code>x <span class="hljs-keyword">if</span> &lt;</code></pre>`),
    ).toBe(`<pre><code>x if &lt;</code></pre>`);
  });

  it("touches neither inline code nor the rest of the document", () => {
    const prose = `<h2>T</h2><p>Use <code class="language-ts">const</code> and <a href="/x" title="a &quot;b&quot;">x</a><br /></p><img src="/media/0123456789abcdef0123-960.webp" alt="a &lt; b" />`;
    expect(highlightCode(prose + tsBlock).startsWith(prose)).toBe(true);
  });

  it("understands the grammar's aliases and every registered language", () => {
    const markup = `&lt;p class="x"&gt;hi&lt;/p&gt;`;
    const languages = ["typescript", "ts", "javascript", "js", "python", "py", "java", "c", "cpp"];
    languages.push("bash", "sh", "json", "css", "sql", "yaml", "yml", "html", "xml");
    for (const language of languages) {
      const source = language === "html" || language === "xml" ? markup : `x = "1"`;
      const output = highlightCode(
        `<pre><code class="language-${language}">${source}</code></pre>`,
      );
      expect(output, language).toContain(`<span class="hljs-`);
    }
  });

  it("emits only single-purpose hljs classes, so the sanitiser keeps every span", () => {
    const html = sanitizePostHtml(
      `${tsBlock}<pre><code class="language-ts">class A extends B { run(): void {} }</code></pre><pre><code class="language-html">&lt;style&gt;a { color: red }&lt;/style&gt;</code></pre><p>after<br>text</p>`,
    );
    const highlighted = highlightCode(html);
    expect(highlighted).not.toMatch(/class="(?!language-|hljs-)|class="hljs-[^"]* (?!hljs-)/);
    expect(sanitizePostHtml(highlighted)).toBe(highlighted);
    expect(highlightCode(highlighted)).toBe(highlighted);
  });

  it("returns input without code blocks untouched", () => {
    expect(highlightCode("<p>a &amp; b</p>")).toBe("<p>a &amp; b</p>");
  });
});
