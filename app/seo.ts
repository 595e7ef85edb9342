import type { MetaDescriptor } from "react-router";
import { site } from "#shared/content/site";
import type { Image } from "#shared/content/types";
import { siteOriginPlaceholder } from "#shared/site-origin";

/** The picture shown when a page is shared without one of its own. */
export const defaultShareImage: Image = {
  src: "/images/share-card.jpg",
  alt: `${site.name}: ${site.tagline}`,
  width: 1200,
  height: 630,
};

export interface Breadcrumb {
  name: string;
  path: string;
}

export interface PageSeo {
  /** The page's own title; " | <site>" is added unless `fullTitle` is set. */
  title: string;
  fullTitle?: boolean;
  description: string;
  /** The page's address, from the root: "/about". */
  path: string;
  image?: Image;
  type?: "website" | "article";
  noindex?: boolean;
  /** Parents of this page, from the home page down, without the page itself. */
  breadcrumbs?: Breadcrumb[];
  /** Extra schema.org objects (Course, Article) for this page. */
  structuredData?: object[];
}

interface MetaMatchLike {
  id: string;
  loaderData?: unknown;
}

/** SITE_URL's origin, handed down by the root loader (the placeholder when prerendering). */
export function siteOriginOf(matches: readonly (MetaMatchLike | undefined)[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { siteOrigin?: string } | undefined;
  return root?.siteOrigin ?? siteOriginPlaceholder;
}

export function organizationJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    "@id": `${origin}/#organization`,
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    sameAs: site.social.map((link) => link.href),
  };
}

function breadcrumbJsonLd(origin: string, trail: Breadcrumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/**
 * Everything a page tells search engines and social networks: title, description,
 * canonical address, Open Graph and Twitter cards, and structured data (the organisation
 * on every page, breadcrumbs where the page has parents, and the page's own objects).
 */
export function pageMeta(
  matches: readonly (MetaMatchLike | undefined)[],
  page: PageSeo,
): MetaDescriptor[] {
  const origin = siteOriginOf(matches);
  const url = `${origin}${page.path}`;
  const title = page.fullTitle ? page.title : `${page.title} | ${site.name}`;
  const image = page.image ?? defaultShareImage;
  const imageUrl = `${origin}${image.src}`;
  const structuredData: object[] = [organizationJsonLd(origin), ...(page.structuredData ?? [])];
  if (page.breadcrumbs?.length) {
    structuredData.push(
      breadcrumbJsonLd(origin, [...page.breadcrumbs, { name: page.title, path: page.path }]),
    );
  }
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_IN" },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
    ...structuredData.map((data) => ({ "script:ld+json": data })),
  ];
}
