import { prerenderedPaths } from "../prerendered-paths";
import { escapeXml } from "../lib/xml";
import type { Route } from "./+types/sitemap";

/** Every public page and article, for search engines. */
export async function loader({ context }: Route.LoaderArgs) {
  const articles = await context.services.blog.list();
  const entries = [
    ...[...prerenderedPaths, "/blog", "/projects", "/privacy"].map((path) => ({
      path,
      lastmod: undefined,
    })),
    ...articles.map((article) => ({ path: `/blog/${article.slug}`, lastmod: article.date })),
  ];
  const urls = entries
    .map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeXml(context.siteOrigin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    },
  );
}
