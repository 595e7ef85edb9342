import { z } from "zod/mini";
import { articleCategories } from "../content/types";
import { blogPostStatuses, type BlogPostStatus } from "../domain/blog";
import { slugify } from "../lib/slug";
import { picturePath } from "./picture-path";

/** The slug rule of the specification (shared/lib/slug.ts): what slugify gives back unchanged. */
const slugRule = "Use lowercase letters, digits and single hyphens, e.g. hackathon-results-march";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

/** Sanitised on the server whatever the editor sends; the limit keeps a paste of a book out. */
export const maxBodyHtmlLength = 200_000;

/** What the editor saves, for the form and for `/api/admin/posts`. */
export const blogPostSchema = z.strictObject({
  title: text("Title", 200),
  slug: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(120, "The slug must be at most 120 characters"),
      z.refine((slug) => slug === "" || slugify(slug) === slug, slugRule),
    ),
  ),
  excerpt: text("Excerpt", 400),
  category: z.enum(articleCategories, { error: "Choose a category" }),
  author: text("Author", 100),
  coverSrc: picturePath("Add a cover image", "Upload the cover image again"),
  coverAlt: text("The cover image's description", 200),
  coverWidth: z.int().check(z.positive()),
  coverHeight: z.int().check(z.positive()),
  bodyHtml: z
    .string({ error: "Write the post" })
    .check(
      z.minLength(1, "Write the post"),
      z.maxLength(maxBodyHtmlLength, "The post is too long to save in one piece"),
    ),
});
export type BlogPostInput = z.infer<typeof blogPostSchema>;

/** A post as the API answers it and the editor shows it. */
export interface PostDetail extends Required<Omit<BlogPostInput, "slug">> {
  id: number;
  slug: string;
  status: BlogPostStatus;
  publishAt: string | null;
  publishedOn: string;
  readTime: string;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

/** A post as the admin list shows it. */
export type PostSummary = Pick<
  PostDetail,
  | "id"
  | "slug"
  | "title"
  | "category"
  | "author"
  | "status"
  | "publishAt"
  | "publishedOn"
  | "updatedAt"
  | "updatedBy"
>;

export const blogPostVersionSchema = z.strictObject({ version: z.int().check(z.positive()) });

export const blogPostScheduleSchema = z.strictObject({
  version: z.int().check(z.positive()),
  publishAt: z.iso.datetime({ offset: true, error: "Choose a date and time" }),
});

export const blogPostUpdateSchema = z.extend(blogPostSchema, {
  version: z.int().check(z.positive()),
});

export const blogPostListSchema = z.strictObject({
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  status: z.optional(z.enum(blogPostStatuses)),
  page: z.optional(z.coerce.number().check(z.int(), z.positive())),
});
