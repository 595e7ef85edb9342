import { site } from "#shared/content/site";
import { newsletterMessages } from "#shared/domain/newsletter";
import type { CampaignInput } from "#shared/schemas/campaign";
import { escapeHtmlAttribute, escapeHtmlText } from "../blog/escape";
import type { AppDatabase } from "../../db/connect";
import { ServiceRefusal } from "../errors";

const monthInIndia = new Intl.DateTimeFormat("en-IN", {
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** A draft made of the latest published posts: each one's title, cover, excerpt and link. */
export async function latestPostsDraft(
  db: AppDatabase["db"],
  count: number,
): Promise<CampaignInput> {
  const posts = await db
    .selectFrom("blog_posts")
    .select(["slug", "title", "excerpt", "image_src", "image_alt", "image_width", "image_height"])
    .where("status", "=", "published")
    .orderBy("published_on", "desc")
    .orderBy("created_at", "desc")
    .limit(count)
    .execute();
  if (posts.length === 0) throw new ServiceRefusal("invalid", newsletterMessages.noPosts);
  const bodyHtml = [
    `<p>Here is what is new on the ${escapeHtmlText(site.name)} blog.</p>`,
    ...posts.map(
      (post) =>
        `<h2><a href="/blog/${escapeHtmlAttribute(post.slug)}">${escapeHtmlText(post.title)}</a></h2>` +
        `<p><img src="${escapeHtmlAttribute(post.image_src)}" alt="${escapeHtmlAttribute(post.image_alt)}" width="${post.image_width}" height="${post.image_height}" /></p>` +
        `<p>${escapeHtmlText(post.excerpt)}</p>` +
        `<p><a href="/blog/${escapeHtmlAttribute(post.slug)}">Read the article</a></p>`,
    ),
  ].join("");
  return {
    subject: `${site.name} newsletter — ${monthInIndia.format(new Date())}`,
    previewText: posts
      .map((post) => post.title)
      .join(" · ")
      .slice(0, 200),
    bodyHtml,
  };
}
