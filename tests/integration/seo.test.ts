import { describe, expect, it } from "vitest";
import { articles } from "#shared/content/articles";
import { siteOriginPlaceholder } from "#shared/site-origin";
import { portalRoute, siteRoutes } from "../support/routes";
import { serverForFile } from "../support/file-server";

const origin = "https://www.kodeveda.example";
const site = serverForFile({ SITE_URL: origin });

const html = (path: string) => fetch(site.server.url + path).then((r) => r.text());

function jsonLd(page: string): Array<Record<string, unknown>> {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );
}

const attribute = (page: string, pattern: RegExp) => pattern.exec(page)?.[1];

describe("what search engines and social networks see", () => {
  it.each([...siteRoutes, portalRoute].map((route) => route.path))(
    "%s has a canonical address, share cards and the organisation, all on SITE_URL",
    async (path) => {
      const page = await html(path);
      expect(page).not.toContain(siteOriginPlaceholder);
      expect(page).toContain('<html lang="en-IN">');
      expect(attribute(page, /<link rel="canonical" href="([^"]+)"/)).toBe(`${origin}${path}`);
      expect(attribute(page, /<meta property="og:url" content="([^"]+)"/)).toBe(`${origin}${path}`);
      // An article is shared with its cover; every other page with the site's card.
      const cover = articles.find((article) => `/blog/${article.slug}` === path)?.image;
      expect(attribute(page, /<meta property="og:image" content="([^"]+)"/)).toBe(
        `${origin}${cover?.src ?? "/images/share-card.jpg"}`,
      );
      expect(page).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
      expect(attribute(page, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(
        50,
      );
      const organisation = jsonLd(page).find((data) => data["@type"] === "EducationalOrganization");
      expect(organisation?.url).toBe(`${origin}/`);
    },
  );

  it("gives every page its own title and description", async () => {
    const routes = [...siteRoutes, portalRoute];
    const pages = await Promise.all(routes.map((route) => html(route.path)));
    const titles = pages.map((page) => attribute(page, /<title>([^<]+)<\/title>/));
    const descriptions = pages.map((page) =>
      attribute(page, /<meta name="description" content="([^"]+)"/),
    );
    expect(new Set(titles).size).toBe(routes.length);
    expect(new Set(descriptions).size).toBe(routes.length);
  });

  it("describes service pages as courses, with breadcrumbs", async () => {
    const data = jsonLd(await html("/services/web-development"));
    const course = data.find((item) => item["@type"] === "Course");
    expect(course?.name).toBe("Web Development (6-week course)");
    expect(course?.provider).toMatchObject({ name: "Kodeveda" });
    const breadcrumbs = data.find((item) => item["@type"] === "BreadcrumbList");
    expect(breadcrumbs?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: "Services", item: `${origin}/services` },
      {
        "@type": "ListItem",
        position: 3,
        name: "Web Development",
        item: `${origin}/services/web-development`,
      },
    ]);
  });

  it("describes article pages as articles", async () => {
    const article = articles[0]!;
    const data = jsonLd(await html(`/blog/${article.slug}`));
    expect(data.find((item) => item["@type"] === "Article")).toMatchObject({
      headline: article.title,
      datePublished: article.date,
      author: { "@type": "Person", name: article.author },
      image: `${origin}${article.image.src}`,
    });
    expect(data.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
  });

  it("keeps the admin portal and filtered blog views out of the index", async () => {
    expect(await html("/admin")).toContain('<meta name="robots" content="noindex"/>');
    expect(await html("/blog?category=Resume+Building")).toContain(
      '<meta name="robots" content="noindex"/>',
    );
    expect(await html("/blog")).not.toContain('content="noindex"');
  });

  it("lists every page and article in /sitemap.xml", async () => {
    const response = await fetch(`${site.server.url}/sitemap.xml`);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const route of siteRoutes) {
      expect(locations).toContain(`${origin}${route.path}`);
    }
    for (const article of articles) expect(locations).toContain(`${origin}/blog/${article.slug}`);
    expect(locations).not.toContain(`${origin}/admin`);
  });

  it("serves /robots.txt that keeps crawlers out of /admin and points at the sitemap", async () => {
    const text = await fetch(`${site.server.url}/robots.txt`).then((r) => r.text());
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it("serves the articles as an RSS feed, newest first", async () => {
    const response = await fetch(`${site.server.url}/rss.xml`);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    const links = [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map(
      (match) => match[1],
    );
    const newestFirst = [...articles].sort((a, b) => b.date.localeCompare(a.date));
    expect(links).toEqual(newestFirst.map((article) => `${origin}/blog/${article.slug}`));
  });
});
