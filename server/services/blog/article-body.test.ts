import { describe, expect, it } from "vitest";
import { articleImageSizes } from "#shared/domain/article-images";
import { renderArticleBody } from "./article-body";
import { sanitizePostHtml } from "./sanitize";

const id = "0123456789abcdef0123";
const uploaded = `<img src="/media/${id}-960.webp" alt="Team Vega &amp; the judges" width="2000" height="1000" />`;

describe("renderArticleBody", () => {
  it("offers an uploaded picture at every stored width, AVIF first, lazily", () => {
    const html = renderArticleBody(`<h2>Winners</h2>${uploaded}<p>After</p>`);
    const widths = [480, 720, 960, 1440];
    const avif = widths.map((w) => `/media/${id}-${w}.avif ${w}w`).join(", ");
    const webp = widths.map((w) => `/media/${id}-${w}.webp ${w}w`).join(", ");
    expect(html).toBe(
      `<h2>Winners</h2><picture><source type="image/avif" srcset="${avif}" sizes="${articleImageSizes}" /><img src="/media/${id}-960.webp" alt="Team Vega &amp; the judges" width="2000" height="1000" loading="lazy" decoding="async" srcset="${webp}" sizes="${articleImageSizes}" /></picture><p>After</p>`,
    );
  });

  it("never offers a width larger than the picture itself", () => {
    const small = `<img src="/media/${id}-700.webp" alt="a" width="700" height="350" />`;
    const html = renderArticleBody(small);
    expect(html).toContain(`srcset="/media/${id}-480.webp 480w, /media/${id}-700.webp 700w"`);
    expect(html).not.toContain("960");
  });

  it("lazy-loads a seeded picture without inventing widths for it", () => {
    const html = renderArticleBody(
      `<img src="/images/blog/a.webp" alt="a" width="1200" height="800" />`,
    );
    expect(html).toBe(
      `<img src="/images/blog/a.webp" alt="a" width="1200" height="800" loading="lazy" decoding="async" />`,
    );
  });

  it("leaves a body without pictures as it was stored, and highlights its code", () => {
    const prose = `<p>a &lt; b</p>`;
    expect(renderArticleBody(prose)).toBe(prose);
    expect(renderArticleBody(`<pre><code class="language-ts">const x = 1;</code></pre>`)).toContain(
      `<span class="hljs-keyword">const</span>`,
    );
  });

  it("adds nothing the sanitiser would not have accepted from the picture's own address", () => {
    const hostile = sanitizePostHtml(
      `<img src="/media/${id}-960.webp&quot; onerror=&quot;alert(1)" alt="x" width="9" height="9">`,
    );
    expect(renderArticleBody(hostile)).not.toMatch(/onerror|srcset/);
  });
});
