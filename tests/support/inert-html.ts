import { DomUtils, parseDocument } from "htmlparser2";
import { expect } from "vitest";

const allowedAttributes: Record<string, readonly string[]> = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  em: [],
  a: ["href", "title", "rel"],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  pre: [],
  code: ["class"],
  span: ["class"],
  img: ["src", "alt", "width", "height"],
  br: [],
  hr: [],
};

/** Checks the output the way a browser would meet it: every element and attribute allow-listed. */
export function expectInertHtml(output: string) {
  expect(output).not.toMatch(
    /<\s*\/?\s*(script|iframe|svg|math|style|object|embed|form|meta|base|link|body|table|details|noscript|textarea)\b/i,
  );
  expect(output).not.toMatch(/\son\w+\s*=/i);
  expect(output).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(output).not.toMatch(/style\s*=|srcdoc|expression\(/i);
  for (const element of DomUtils.findAll(() => true, parseDocument(output))) {
    const allowed = allowedAttributes[element.name];
    expect(allowed, `element <${element.name}>`).toBeDefined();
    for (const name of Object.keys(element.attribs)) expect(allowed).toContain(name);
    const href = element.attribs.href;
    if (href !== undefined) expect(href).toMatch(/^(https?:\/\/|mailto:|\/(?![/\\]))/);
    const src = element.attribs.src;
    if (src !== undefined) expect(src).toMatch(/^\/(media|images)\//);
    if (element.attribs.class !== undefined) {
      expect(element.attribs.class).toMatch(
        /^(language-[a-z0-9+#-]+|hljs-[a-z_-]+( hljs-[a-z_-]+)*)$/,
      );
    }
  }
}
