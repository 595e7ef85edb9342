import { articleCategories, type ArticleCategory } from "#shared/content/types";
import { blogTimeZone } from "#shared/domain/blog";
import { slugify } from "#shared/lib/slug";
import { blogPostSchema, type BlogPostInput, type PostDetail } from "#shared/schemas/blog-post";
import { fieldErrors } from "#shared/schemas/fields";

/** What the form holds while the trainer types. `slug` is "" until they change it by hand. */
export interface PostFormValues {
  title: string;
  slug: string;
  /** True once the slug was typed by hand: then the title no longer changes it. */
  slugEdited: boolean;
  excerpt: string;
  category: ArticleCategory | "";
  author: string;
  coverSrc: string;
  coverAlt: string;
  coverWidth: number;
  coverHeight: number;
  bodyHtml: string;
}

export const emptyForm = (author = ""): PostFormValues => ({
  title: "",
  slug: "",
  slugEdited: false,
  excerpt: "",
  category: "",
  author,
  coverSrc: "",
  coverAlt: "",
  coverWidth: 0,
  coverHeight: 0,
  bodyHtml: "",
});

export function formOf(post: PostDetail): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    // A saved post keeps its address until someone changes it on purpose.
    slugEdited: true,
    excerpt: post.excerpt,
    category: post.category,
    author: post.author,
    coverSrc: post.coverSrc,
    coverAlt: post.coverAlt,
    coverWidth: post.coverWidth,
    coverHeight: post.coverHeight,
    bodyHtml: post.bodyHtml,
  };
}

/** The slug shown in the form: the one typed, or the one the title gives. */
export function shownSlug(values: Pick<PostFormValues, "title" | "slug" | "slugEdited">): string {
  return values.slugEdited ? values.slug : slugify(values.title);
}

/** The form after the title changed: the slug follows it until edited by hand. */
export function withTitle(values: PostFormValues, title: string): PostFormValues {
  return { ...values, title, slug: values.slugEdited ? values.slug : slugify(title) };
}

/**
 * The form after the slug was typed. An emptied slug stays empty while the trainer retypes
 * it; saved empty, the server makes it from the title.
 */
export function withSlug(values: PostFormValues, slug: string): PostFormValues {
  return { ...values, slug, slugEdited: true };
}

/** An empty editor is "<p></p>": that is no body yet. */
export function isEmptyBody(html: string): boolean {
  return html.replace(/<p><\/p>|<br\s*\/?>|\s/g, "") === "";
}

/** The JSON body for POST/PUT /api/admin/posts (without `version`). */
export function inputOf(values: PostFormValues): Record<string, unknown> {
  return {
    title: values.title,
    slug: shownSlug(values),
    excerpt: values.excerpt,
    category: values.category,
    author: values.author,
    coverSrc: values.coverSrc,
    coverAlt: values.coverAlt,
    coverWidth: values.coverWidth,
    coverHeight: values.coverHeight,
    bodyHtml: isEmptyBody(values.bodyHtml) ? "" : values.bodyHtml,
  };
}

export type FieldMessages = Partial<Record<keyof BlogPostInput | "publishAt", string>>;

/** The same check the server makes, field by field: empty when the post can be saved. */
export function validate(values: PostFormValues): FieldMessages {
  const result = blogPostSchema.safeParse(inputOf(values));
  if (result.success) return {};
  return messagesOf(fieldErrors(result.error));
}

/** A 400's field errors (`errors: [{path,msg}]` or `fields: {name: msg}`) by field. */
export function messagesOf(errors: unknown): FieldMessages {
  const messages: Record<string, string> = {};
  if (Array.isArray(errors)) {
    for (const error of errors as Array<{ path?: unknown; msg?: unknown }>) {
      if (typeof error.path !== "string" || typeof error.msg !== "string") continue;
      const field =
        error.path.startsWith("cover") && error.path !== "coverAlt" ? "coverSrc" : error.path;
      messages[field] ??= error.msg;
    }
  } else if (errors && typeof errors === "object") {
    for (const [field, msg] of Object.entries(errors)) {
      if (typeof msg === "string") messages[field] ??= msg;
    }
  }
  return messages;
}

/** Whether the form differs from what was last saved (the slug as shown counts). */
export function isDirty(saved: PostFormValues, current: PostFormValues): boolean {
  const keys: Array<keyof PostFormValues> = [
    "title",
    "excerpt",
    "category",
    "author",
    "coverSrc",
    "coverAlt",
    "coverWidth",
    "coverHeight",
  ];
  if (keys.some((key) => saved[key] !== current[key])) return true;
  if (shownSlug(saved) !== shownSlug(current)) return true;
  const body = (html: string) => (isEmptyBody(html) ? "" : html);
  return body(saved.bodyHtml) !== body(current.bodyHtml);
}

export const categories = articleCategories;

/** IST is UTC+05:30 all year (India has no daylight saving time). */
const istOffsetMinutes = 330;

/**
 * A `datetime-local` value ("2026-12-01T09:30") read as a time in India, as UTC ISO.
 * Undefined when it is not a valid time.
 */
export function istToUtcIso(local: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) return undefined;
  const utc = Date.UTC(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    Number(match[4]),
    Number(match[5]),
    Number(match[6] ?? 0),
  );
  const date = new Date(utc - istOffsetMinutes * 60_000);
  // Rejects 2026-02-30 and 25:00, which Date.UTC would roll over.
  if (
    utcIsoToIstInput(date.toISOString()) !==
    `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}`
  )
    return undefined;
  return date.toISOString();
}

/** A UTC ISO time as a `datetime-local` value in India ("2026-12-01T09:30"). */
export function utcIsoToIstInput(iso: string): string {
  const date = new Date(new Date(iso).getTime() + istOffsetMinutes * 60_000);
  return date.toISOString().slice(0, 16);
}

/** "1 Dec 2026, 9:30 am IST" for a UTC ISO time. */
export function formatIst(iso: string): string {
  return `${new Intl.DateTimeFormat("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: blogTimeZone,
  }).format(new Date(iso))} IST`;
}

/** "14:05" in India, for "Saved at 14:05". */
export function istClock(at: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone: blogTimeZone,
  }).format(at);
}

/** Links the editor accepts: http(s), mailto, or a path on this site ("/courses", not "//x"). */
export const safeLink = /^(https?:\/\/|mailto:|\/(?!\/))/i;

export function isSafeLink(url: string): boolean {
  return safeLink.test(url.trim());
}
