/**
 * The address segment for a title, as the specification defines it: lowercased, with
 * non-alphanumeric characters turned into hyphens ("AI/ML" → "ai-ml"). Runs of them make
 * one hyphen, and none is left at either end.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
