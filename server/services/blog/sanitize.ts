import sanitizeHtml from "sanitize-html";
import { isPicturePath } from "#shared/domain/picture-paths";

/**
 * The one boundary between what staff type into the editor and what visitors' browsers run.
 * Everything the editor can produce is listed here; anything else is dropped, keeping its text
 * (except script/style/textarea/option/noscript, whose content is dropped too).
 */

const EXTERNAL_REL = "noopener noreferrer nofollow";

const DIMENSION = /^\d{1,5}$/;

const ABSOLUTE_HREF = /^(?:https?:\/\/|mailto:)/i;
// A browser reads "/\host" and "//host" as another site, so a site-relative path must not
// continue with either slash.
const SITE_RELATIVE_HREF = /^\/(?![/\\])/;
const CONTROL_CHARS = /[\u0000-\u001F\u007F]/; // eslint-disable-line no-control-regex
const TAB_OR_NEWLINE = /[\t\n\r]/g;

const CODE_LANGUAGE_CLASS = /^language-[a-z0-9+#-]{1,32}$/;
const HIGHLIGHT_CLASS = /^hljs-[a-z_-]{1,32}$/;

/**
 * Reduces a URL the way the browser's URL parser does before it looks at the scheme (tabs and
 * newlines removed anywhere, C0 controls and spaces trimmed), so the checks below judge the
 * URL the browser will actually follow. Any other control character refuses the URL outright.
 */
function browserUrl(raw: string): string | undefined {
  const url = raw.replace(TAB_OR_NEWLINE, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, ""); // eslint-disable-line no-control-regex
  return CONTROL_CHARS.test(url) ? undefined : url;
}

function linkAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const href = browserUrl(attribs.href ?? "");
  const absolute = href !== undefined && ABSOLUTE_HREF.test(href);
  const allowed = absolute || (href !== undefined && SITE_RELATIVE_HREF.test(href));
  const external = absolute && /^https?:/i.test(href);
  const out: sanitizeHtml.Attributes = {};
  // Keep the editor's attribute order so its own output passes through byte for byte.
  for (const name of Object.keys(attribs)) {
    if (name === "href" && allowed) out.href = href;
    else if (name === "title") out.title = attribs.title ?? "";
    else if (name === "rel" && external) out.rel = EXTERNAL_REL;
  }
  if (external) out.rel = EXTERNAL_REL;
  return out;
}

function imageAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const out: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === "src" && isPicturePath(value)) out.src = value;
    else if (name === "alt") out.alt = value;
    else if ((name === "width" || name === "height") && DIMENSION.test(value)) out[name] = value;
  }
  return out;
}

function options(): sanitizeHtml.IOptions {
  // Highlighting spans belong inside code only; one count per call keeps calls independent.
  let codeDepth = 0;
  return {
    allowedTags: [
      "p",
      "h2",
      "h3",
      "h4",
      "strong",
      "em",
      "a",
      "ul",
      "ol",
      "li",
      "blockquote",
      "pre",
      "code",
      "span",
      "img",
      "br",
      "hr",
    ],
    disallowedTagsMode: "discard",
    allowedAttributes: {
      a: ["href", "title", "rel"],
      code: ["class"],
      span: ["class"],
      img: ["src", "alt", "width", "height"],
    },
    allowedClasses: { code: [CODE_LANGUAGE_CLASS], span: [HIGHLIGHT_CLASS] },
    // The transforms below already decided; sanitize-html's own scheme check is a second gate.
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: [] },
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowProtocolRelative: false,
    parseStyleAttributes: false,
    onOpenTag: (name) => {
      if (name === "code") codeDepth += 1;
    },
    onCloseTag: (name) => {
      if (name === "code") codeDepth = Math.max(0, codeDepth - 1);
    },
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
      img: (tagName, attribs) => ({ tagName, attribs: imageAttributes(attribs) }),
      // Emptied rather than renamed: sanitize-html leaks a renamed tag's name onto the closing
      // tag of the next element at that depth when the new name is not allowed.
      span: (tagName, attribs) => ({ tagName, attribs: codeDepth > 0 ? attribs : {} }),
    },
    exclusiveFilter: (frame) => {
      // An image we refused the source of would be a broken box; a link without a target is
      // just its text; a span without a highlight class carries nothing.
      if (frame.tag === "img") return !frame.attribs.src;
      if (frame.tag === "a" && !frame.attribs.href) return "excludeTag";
      if (frame.tag === "span" && !frame.attribs.class) return "excludeTag";
      return false;
    },
  };
}

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options());
}
