import { escapeHtmlText } from "./escape";

/**
 * The pre-editor articles stored their body as paragraphs, with "## " marking a heading (the
 * article page rendered them that way). This gives the same structure as editor HTML, already
 * in the sanitiser's form, so the first save of a seeded post changes nothing by itself.
 */
export function paragraphsToHtml(paragraphs: readonly string[]): string {
  return paragraphs
    .map((paragraph) =>
      paragraph.startsWith("## ")
        ? `<h2>${escapeHtmlText(paragraph.slice(3))}</h2>`
        : `<p>${escapeHtmlText(paragraph)}</p>`,
    )
    .join("");
}
