import sharp from "sharp";
import type { BlogPostInput, PostDetail } from "#shared/schemas/blog-post";

/** A signed-in staff member's side of the portal's JSON API, as the editor uses it. */
export interface Staff {
  url: string;
  cookie: string;
}

async function call<T>(staff: Staff, method: string, path: string, body?: unknown): Promise<T> {
  const isImage = body instanceof Buffer;
  const response = await fetch(`${staff.url}${path}`, {
    method,
    headers: {
      cookie: staff.cookie,
      origin: staff.url,
      "content-type": isImage ? "image/png" : "application/json",
    },
    body: isImage ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A photograph-sized picture, uploaded as an editor does: noise, so it compresses like a
 * photo rather than like a flat colour.
 */
async function upload(staff: Staff, width: number, height: number) {
  const png = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#336699",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const { media } = await call<{ media: { src: string; width: number; height: number } }>(
    staff,
    "POST",
    "/api/admin/media",
    png,
  );
  return media;
}

function draft(
  title: string,
  cover: { src: string; width: number; height: number },
  body: string,
): BlogPostInput {
  return {
    title,
    excerpt:
      "How a college hackathon went: the teams, what they built and what the judges looked for.",
    category: "Hackathon Management",
    author: "Asha Rao",
    coverSrc: cover.src,
    coverAlt: "Students presenting their project to the judges",
    coverWidth: cover.width,
    coverHeight: cover.height,
    bodyHtml: body,
  };
}

/**
 * A post written in the editor and published: an uploaded cover, a heading, paragraphs, an
 * uploaded picture in the body and a code block. Its address is what the article rows and
 * Lighthouse measure for a post staff wrote (the seeded ones have no uploaded pictures).
 */
export async function publishWrittenPost(staff: Staff, title: string) {
  const cover = await upload(staff, 1600, 900);
  const inBody = await upload(staff, 1200, 800);
  const paragraph =
    "<p>Forty teams from twelve colleges spent two days building for their own campuses. The judges looked for a working demo, a clear problem and code the team could explain line by line.</p>";
  const body = [
    "<h2>The winners</h2>",
    paragraph,
    `<img src="${inBody.src}" alt="The winning team with their mentor" width="${inBody.width}" height="${inBody.height}" />`,
    paragraph,
    '<pre><code class="language-ts">const score: number = demo + problem + explanation;</code></pre>',
    paragraph,
  ].join("");
  const { post } = await call<{ post: PostDetail }>(
    staff,
    "POST",
    "/api/admin/posts",
    draft(title, cover, body),
  );
  const { post: live } = await call<{ post: PostDetail }>(
    staff,
    "POST",
    `/api/admin/posts/${post.id}/publish`,
    { version: post.version },
  );
  return { slug: live.slug, cover: cover.src };
}

export interface PublishingReport {
  publishes: number;
  /** The longest a publish took to show on /blog, from the API's answer. */
  slowestVisibleMs: number;
}

/**
 * Staff at work while visitors read: one post published, then unpublished, every
 * `everyMs`; after each publish, /blog is read until it lists the post. Runs until stopped.
 */
export function keepPublishing(staff: Staff, everyMs = 1000) {
  const state = { stopped: false };
  let publishes = 0;
  let slowestVisibleMs = 0;
  const title = `Published during the benchmark ${Date.now()}`;
  const running = (async () => {
    const cover = { src: "/images/share-card.jpg", width: 1200, height: 630 };
    let { post } = await call<{ post: PostDetail }>(
      staff,
      "POST",
      "/api/admin/posts",
      draft(title, cover, "<p>A short note.</p>"),
    );
    while (!state.stopped) {
      ({ post } = await call<{ post: PostDetail }>(
        staff,
        "POST",
        `/api/admin/posts/${post.id}/publish`,
        {
          version: post.version,
        },
      ));
      const published = Date.now();
      publishes += 1;
      while (!(await (await fetch(`${staff.url}/blog`)).text()).includes(title)) {
        if (Date.now() - published > 30_000)
          throw new Error("a published post did not show on /blog in 30 s");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      slowestVisibleMs = Math.max(slowestVisibleMs, Date.now() - published);
      await new Promise((resolve) => setTimeout(resolve, everyMs / 2));
      ({ post } = await call<{ post: PostDetail }>(
        staff,
        "POST",
        `/api/admin/posts/${post.id}/unpublish`,
        {
          version: post.version,
        },
      ));
      await new Promise((resolve) => setTimeout(resolve, everyMs / 2));
    }
  })();
  return {
    async stop(): Promise<PublishingReport> {
      state.stopped = true;
      await running;
      return { publishes, slowestVisibleMs };
    },
  };
}
