import { parseDocument } from "htmlparser2";
import { articleImageSizes } from "#shared/domain/article-images";
import { responsiveSources } from "../../media/responsive";
import { highlightCode } from "./highlight";
import { serializeHtml, startTag } from "./serialize";

/**
 * Pictures in a post's body: each below the cover, so lazy; an uploaded one offered at every
 * width it was stored at, in AVIF first, sized to the article's column.
 */
function imageHtml(attribs: Record<string, string>): string {
  const img = { ...attribs, loading: "lazy", decoding: "async" };
  const sources = attribs.src ? responsiveSources(attribs.src, Number(attribs.width)) : undefined;
  if (!sources) return startTag("img", img, true);
  const sizes = articleImageSizes;
  return `<picture>${startTag(
    "source",
    { type: "image/avif", srcset: sources.avifSrcset, sizes },
    true,
  )}${startTag("img", { ...img, srcset: sources.srcset, sizes }, true)}</picture>`;
}

function responsiveImages(html: string): string {
  if (!html.includes("<img")) return html;
  return serializeHtml(parseDocument(html).children, {
    outer: (element) => (element.name === "img" ? imageHtml(element.attribs) : undefined),
  });
}

/**
 * A post's body as visitors (and staff previewing it) get it, from the sanitised HTML that
 * is stored: code highlighted, pictures responsive. What is added here is built from values
 * the sanitiser already accepted, never from anything staff typed unchecked.
 */
export function renderArticleBody(sanitisedHtml: string): string {
  return responsiveImages(highlightCode(sanitisedHtml));
}
