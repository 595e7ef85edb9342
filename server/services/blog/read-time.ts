import { DomUtils, ElementType, parseDocument } from "htmlparser2";

const WORDS_PER_MINUTE = 200;

/**
 * Counts the words a reader sees. Text nodes are joined with spaces because block elements
 * ("<p>end</p><p>start</p>") separate words without any whitespace in the markup.
 */
function visibleWords(html: string): number {
  const texts = DomUtils.filter(
    (node) => node.type === ElementType.Text,
    parseDocument(html).children,
  );
  const text = texts.map((node) => DomUtils.textContent(node)).join(" ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** "N min read", rounded up so a 201-word post is not sold as a one-minute read. */
export function readTime(html: string): string {
  const minutes = Math.max(1, Math.ceil(visibleWords(html) / WORDS_PER_MINUTE));
  return `${minutes} min read`;
}
