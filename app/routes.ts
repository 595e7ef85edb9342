import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service.tsx"),
  route("projects", "routes/projects.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/article.tsx"),
  route("contact", "routes/contact.tsx"),
  route("book-slot", "routes/book-slot.tsx"),
  route("admin", "routes/admin.tsx"),
  route("admin/:list", "routes/admin-list.tsx"),
  route("account", "routes/account.tsx"),
  route("account/confirm", "routes/account-confirm.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("sitemap.xml", "routes/sitemap.tsx"),
  route("robots.txt", "routes/robots.tsx"),
  route("rss.xml", "routes/rss.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
