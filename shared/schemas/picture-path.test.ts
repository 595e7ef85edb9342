import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { isPicturePath } from "../domain/picture-paths";
import { blogPostSchema } from "./blog-post";
import { completedProjectSchema } from "./project";

const uploaded = "/media/0123456789abcdef0123-960.webp";

/** Addresses that name something other than a picture of ours on this origin. */
const hostile = [
  "/media/../api/admin/export/registrations.csv",
  "/images/../api/your-data/download",
  "/media/0123456789abcdef0123-960.webp/../../api/admin/logout",
  "/images/blog/../../api/admin/export/registrations.csv",
  "/images/./blog/a.svg",
  "/images/blog/.hidden.svg",
  "/media/%2e%2e/api/admin/export/registrations.csv",
  "/images/%2E%2E/api/your-data/download",
  "/images/%2e%2e%2fapi%2fyour-data%2fdownload.svg",
  "/media/..%2Fapi%2Fadmin%2Fexport%2Fregistrations.csv",
  "/images//evil.example/a.svg",
  "//evil.example/images/a.svg",
  "/images/\\evil.example/a.svg",
  "/media\\..\\api\\your-data\\download",
  "/images/blog/a.svg?download=1",
  "/images/blog/a.svg#x",
  "/media/0123456789abcdef0123-960.webp?x=/api/your-data/download",
  "/media/0123456789ABCDEF0123-960.webp",
  "/media/0123456789abcdef012-960.webp",
  "/media/0123456789abcdef0123-0960.webp",
  "/media/0123456789abcdef0123-960.jpg",
  "/media/0123456789abcdef0123",
  "/images/blog/a.svg ",
  "/images/blog/a\n.svg",
  "/images/blog/a.html",
  "/images/blog/a",
  "/api/your-data/download",
  "https://evil.example/a.svg",
  "javascript:alert(1)",
  "",
];

const post = {
  title: "Hackathon results",
  excerpt: "Who won.",
  category: "Hackathon Management",
  author: "Asha Rao",
  coverSrc: uploaded,
  coverAlt: "Students presenting",
  coverWidth: 960,
  coverHeight: 540,
  bodyHtml: "<p>Body</p>",
};

const gallery = {
  title: "Campus Events Hub",
  goal: "One place for every event.",
  techStack: ["React"],
  outcome: "Used by 3 colleges.",
  testimonialQuote: "It works.",
  testimonialAuthor: "Priya",
  testimonialRole: "Student",
  images: [{ src: uploaded, alt: "The home screen", width: 960, height: 540 }],
};

const issuesAt = (result: { error?: z.core.$ZodError }, at: string) =>
  (result.error?.issues ?? []).filter((issue) => issue.path.join(".") === at);

describe("picture addresses", () => {
  it("accepts what the media store serves and every image built from public/images", () => {
    const builtRoot = path.resolve(import.meta.dirname, "../../public");
    const built = fs
      .readdirSync(path.join(builtRoot, "images"), { recursive: true, encoding: "utf8" })
      .filter((file) => fs.statSync(path.join(builtRoot, "images", file)).isFile())
      .map((file) => `/images/${file.split(path.sep).join("/")}`);
    expect(built.length).toBeGreaterThan(10);
    for (const src of [
      ...built,
      uploaded,
      "/media/0123456789abcdef0123-1440.avif",
      "/media/0123456789abcdef0123-300.webp",
    ]) {
      expect(isPicturePath(src), src).toBe(true);
    }
  });

  it.each(hostile)("refuses %j as a post's cover, at the field", (coverSrc) => {
    const result = z.safeParse(blogPostSchema, { ...post, coverSrc });
    expect(result.success).toBe(false);
    const [issue, ...more] = issuesAt(result, "coverSrc");
    expect(more).toEqual([]);
    expect(issue?.message).toBe(
      coverSrc === ""
        ? "Add a cover image"
        : "Upload the cover image again: only a picture uploaded here or one of the site's own images can be used",
    );
  });

  it.each(hostile)("refuses %j as a completed project's picture, at the field", (src) => {
    const result = z.safeParse(completedProjectSchema, {
      ...gallery,
      images: [{ ...gallery.images[0], src }],
    });
    expect(result.success).toBe(false);
    expect(issuesAt(result, "images.0.src").map((issue) => issue.message)).toEqual([
      src === ""
        ? "Upload the picture"
        : "Upload the picture again: only a picture uploaded here or one of the site's own images can be used",
    ]);
  });

  it("takes a post and a completed project whose pictures are ours", () => {
    expect(z.safeParse(blogPostSchema, post).success).toBe(true);
    expect(
      z.safeParse(blogPostSchema, {
        ...post,
        coverSrc: "/images/blog/how-to-run-a-college-hackathon.svg",
      }).success,
    ).toBe(true);
    expect(z.safeParse(completedProjectSchema, gallery).success).toBe(true);
  });
});
