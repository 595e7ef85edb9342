import type { Generated } from "kysely";
import type { BlogPostStatus } from "#shared/domain/blog";

/** The blog: posts, their old addresses, and the pictures staff upload for them. */

export interface BlogPostsTable {
  slug: string;
  article_id: number;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date shown on the post, e.g. 2026-11-12: the day it was (first) published. */
  published_on: string;
  category: string;
  image_src: string;
  image_alt: string;
  image_width: number;
  image_height: number;
  read_time: string;
  status: BlogPostStatus;
  /** UTC ISO time a scheduled post goes live. */
  publish_at: string | null;
  /** Sanitised when stored (server/services/blog), highlighted when rendered. */
  body_html: string;
  /** One more on every save: an edit made over an older version is refused. */
  version: Generated<number>;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A slug a post had before: 301 to the post's slug now, or 410 once it is gone. */
export interface BlogSlugHistoryTable {
  slug: string;
  article_id: number | null;
  retired_at: string;
}

/** An uploaded image; its re-encoded files are media_variants. */
export interface MediaTable {
  id: string;
  original_name: string;
  width: number;
  height: number;
  uploaded_by: string;
  created_at: string;
}

export interface MediaVariantsTable {
  media_id: string;
  format: "webp" | "avif";
  width: number;
  height: number;
  bytes: Buffer;
}
