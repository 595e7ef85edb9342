/**
 * A blog post's life in the admin portal: written as a draft, published now or scheduled for
 * a time, unpublished. Visitors see only published posts.
 */
export const blogPostStatuses = ["draft", "scheduled", "published", "unpublished"] as const;
export type BlogPostStatus = (typeof blogPostStatuses)[number];

export const blogPostStatusLabels: Record<BlogPostStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  unpublished: "Unpublished",
};

/** Staff in India read and type times in IST; the database keeps UTC. */
export const blogTimeZone = "Asia/Kolkata";

export const blogMessages = {
  editConflict:
    "This post was changed by someone else since you opened it. Copy your changes, reload the post, and apply them again.",
  slugTaken: "Another post already uses this address. Choose a different slug.",
  notFound: "That post does not exist (any more).",
  scheduleInPast: "Choose a time in the future to schedule the post.",
} as const;

/** The page cache and loaders key on these: a post's address and the lists that show it. */
export const blogPaths = { list: "/blog", rss: "/rss.xml", sitemap: "/sitemap.xml" } as const;
