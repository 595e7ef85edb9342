import type { BlogPostInput } from "../../app/schemas/blog-post";

let titles = 0;

/**
 * A post as the editor sends it, with a title no other test uses: a heading, a list, an
 * external link and a code block, and one of the seeded covers. Overrides may be invalid on
 * purpose: the API's refusals are tested with them.
 */
export function postDraft(
  overrides: Partial<Record<keyof BlogPostInput, unknown>> = {},
): BlogPostInput {
  titles += 1;
  return {
    title: `Hackathon Results, March ${titles} ${Date.now()}`,
    excerpt: "Who won, what they built, and what the judges looked for.",
    category: "Hackathon Management",
    author: "Asha Rao",
    coverSrc: "/images/blog/hackathon.webp",
    coverAlt: "Students presenting their project to the judges",
    coverWidth: 1200,
    coverHeight: 800,
    bodyHtml:
      '<h2>The winners</h2><ul><li><p>Team Vega</p></li></ul><p>See <a href="https://example.org/rules">the rules</a>.</p><pre><code class="language-ts">const score: number = 42;</code></pre>',
    ...overrides,
  } as BlogPostInput;
}
