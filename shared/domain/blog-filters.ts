import { articleCategories, type ArticleCategory } from "../content/types";

export interface BlogFilters {
  category: ArticleCategory | undefined;
  search: string;
}

/** Longer searches are typing accidents or abuse; no title is this long. */
export const maxSearchLength = 100;

/** The blog's filters as they travel in the address: ?category=…&q=… */
export function readBlogFilters(url: URL): BlogFilters {
  const category = url.searchParams.get("category");
  return {
    category: articleCategories.find((known) => known === category),
    search: (url.searchParams.get("q") ?? "").trim().slice(0, maxSearchLength),
  };
}

export function blogFilterHref({ category, search }: Partial<BlogFilters>): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (search) params.set("q", search);
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}
