/**
 * Pages that read no request data, rendered to HTML at build time and served from
 * memory. Pages that depend on the request (the blog's search, the admin portal) are
 * rendered per request instead.
 */
export const prerenderedPaths = [
  "/",
  "/about",
  "/services",
  "/services/web-development",
  "/services/ai-ml",
  "/projects",
  "/contact",
  "/book-slot",
  "/privacy",
  "/terms",
];
