import { site } from "#shared/content/site";
import { escapeXml } from "../lib/xml";
import type { Route } from "./+types/rss";

/** The blog as an RSS 2.0 feed, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.siteOrigin;
  const articles = await context.services.blog.list();
  const items = articles
    .map((article) => {
      const link = `${origin}/blog/${article.slug}`;
      return [
        "    <item>",
        `      <title>${escapeXml(article.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <description>${escapeXml(article.excerpt)}</description>`,
        `      <category>${escapeXml(article.category)}</category>`,
        `      <dc:creator>${escapeXml(article.author)}</dc:creator>`,
        `      <pubDate>${new Date(`${article.date}T09:00:00+05:30`).toUTCString()}</pubDate>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${site.name} Blog`)}</title>
    <link>${escapeXml(`${origin}/blog`)}</link>
    <atom:link href="${escapeXml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(site.description)}</description>
    <language>en-in</language>
${items}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
