import { ElementType, type parseDocument } from "htmlparser2";
import { escapeHtmlAttribute, escapeHtmlText } from "./escape";

export type HtmlNode = ReturnType<typeof parseDocument>["children"][number];
export type HtmlElement = Extract<HtmlNode, { attribs: Record<string, string> }>;

const VOID_ELEMENTS = new Set(["br", "hr", "img", "source"]);

export function isElement(node: HtmlNode): node is HtmlElement {
  return (
    node.type === ElementType.Tag ||
    node.type === ElementType.Script ||
    node.type === ElementType.Style
  );
}

export const startTag = (name: string, attribs: Record<string, string>, closeVoid = false) =>
  `<${name}${Object.entries(attribs)
    .map(([attribute, value]) => ` ${attribute}="${escapeHtmlAttribute(value)}"`)
    .join("")}${closeVoid ? " />" : ">"}`;

export interface Rewrites {
  /** The HTML to put inside an element instead of its children. */
  inner?: (element: HtmlElement) => string | undefined;
  /** The HTML to put instead of the whole element. */
  outer?: (element: HtmlElement) => string | undefined;
}

/**
 * Serialises a parsed tree in sanitize-html's own style (attribute escaping, "<br />"), so
 * sanitised HTML that passes through unchanged comes back byte for byte.
 */
export function serializeHtml(nodes: readonly HtmlNode[], rewrites: Rewrites = {}): string {
  let out = "";
  for (const node of nodes) {
    if (node.type === ElementType.Text) out += escapeHtmlText(node.data);
    else if (isElement(node)) {
      const replaced = rewrites.outer?.(node);
      if (replaced !== undefined) {
        out += replaced;
        continue;
      }
      if (VOID_ELEMENTS.has(node.name)) {
        out += startTag(node.name, node.attribs, true);
        continue;
      }
      const inner = rewrites.inner?.(node) ?? serializeHtml(node.children, rewrites);
      out += `${startTag(node.name, node.attribs)}${inner}</${node.name}>`;
    }
    // Comments, doctypes and CDATA cannot survive the sanitiser; nothing to write.
  }
  return out;
}
