import type { BlogPostInput, PostDetail } from "#shared/schemas/blog-post";

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

/** A draft as the API answers it, for the editor's unit tests. */
export const savedPost: PostDetail = {
  id: 16,
  slug: "hackathon-results",
  title: "Hackathon Results",
  excerpt: "Who won.",
  category: "Hackathon Management",
  author: "Asha",
  coverSrc: "/media/0123456789abcdef0123-960.webp",
  coverAlt: "Students",
  coverWidth: 960,
  coverHeight: 540,
  bodyHtml: "<p>Body</p>",
  status: "draft",
  publishAt: null,
  publishedOn: "2026-11-24",
  readTime: "1 min read",
  version: 3,
  updatedAt: "2026-11-24T06:00:00.000Z",
  updatedBy: "asha@example.in",
};
