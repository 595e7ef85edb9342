import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import c from "highlight.js/lib/languages/c";
import cpp from "highlight.js/lib/languages/cpp";
import css from "highlight.js/lib/languages/css";
import java from "highlight.js/lib/languages/java";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import python from "highlight.js/lib/languages/python";
import sql from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";
import { DomUtils, ElementType, parseDocument } from "htmlparser2";
import { escapeHtmlAttribute, escapeHtmlText } from "./escape";
import { isElement, serializeHtml, type HtmlElement, type HtmlNode } from "./serialize";

/**
 * Colours code blocks on the server so visitors get no highlighting script. Only the core and
 * the languages the editor offers are loaded: the full bundle is ~190 languages of startup
 * cost, and auto-detection guesses wrong on short snippets.
 */
const languages = { bash, c, cpp, css, java, javascript, json, python, sql, typescript, xml, yaml };
for (const [name, language] of Object.entries(languages)) hljs.registerLanguage(name, language);

const LANGUAGE_CLASS = /^language-([a-z0-9+#-]+)$/;
const HIGHLIGHT_CLASS = /^hljs-[a-z_-]+$/;

function languageOf(code: HtmlElement): string | undefined {
  for (const token of (code.attribs.class ?? "").split(/\s+/)) {
    const name = LANGUAGE_CLASS.exec(token)?.[1];
    if (name && hljs.getLanguage(name)) return name;
  }
  return undefined;
}

/**
 * highlight.js also emits modifier classes ("class_", "function_") and sublanguage wrappers
 * ("language-css"); the sanitiser keeps only hljs-* on spans, so they are dropped here too and
 * a span left with no class is unwrapped. That keeps sanitise(highlight(x)) === highlight(x).
 */
function renderHighlighted(nodes: readonly HtmlNode[]): string {
  let out = "";
  for (const node of nodes) {
    if (node.type === ElementType.Text) out += escapeHtmlText(node.data);
    else if (isElement(node)) {
      const inner = renderHighlighted(node.children);
      const classes = (node.attribs.class ?? "")
        .split(/\s+/)
        .filter((name) => HIGHLIGHT_CLASS.test(name));
      out +=
        node.name === "span" && classes.length > 0
          ? `<span class="${escapeHtmlAttribute(classes.join(" "))}">${inner}</span>`
          : inner;
    }
  }
  return out;
}

/**
 * Expects sanitised HTML (the output is not a security boundary by itself; sanitise the
 * result again when in doubt, which keeps the highlighting). Each <pre><code class="language-x">
 * gets hljs-* spans when x is a registered language, and plain escaped text otherwise.
 */
export function highlightCode(sanitisedHtml: string): string {
  const document = parseDocument(sanitisedHtml);
  const blocks = DomUtils.findAll(
    (element) =>
      element.name === "code" &&
      element.parent?.type === ElementType.Tag &&
      element.parent.name === "pre",
    document,
  );
  if (blocks.length === 0) return sanitisedHtml;
  const replacedInner = new Map<HtmlElement, string>();
  for (const code of blocks) {
    const source = DomUtils.textContent(code);
    const language = languageOf(code);
    replacedInner.set(
      code,
      language
        ? renderHighlighted(
            parseDocument(hljs.highlight(source, { language, ignoreIllegals: true }).value)
              .children,
          )
        : escapeHtmlText(source),
    );
  }
  return serializeHtml(document.children, { inner: (element) => replacedInner.get(element) });
}
