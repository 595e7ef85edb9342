import { specialisations } from "#shared/content/services";
import { slugify } from "#shared/lib/slug";

/**
 * Pages that read no request data, rendered to HTML at build time and served from
 * memory. Pages that depend on the request or the database (the blog with its search,
 * articles, /projects with its seats, /privacy with the configured retention periods, the
 * admin portal) are rendered per request instead.
 */
export const prerenderedPaths = [
  "/",
  "/about",
  "/services",
  ...specialisations.map((specialisation) => `/services/${slugify(specialisation.title)}`),
  "/contact",
  "/book-slot",
  "/terms",
];
