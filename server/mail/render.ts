import { plainTextSelectors, render } from "@react-email/render";
import { compile } from "html-to-text";
import { createElement, type FunctionComponent } from "react";
import { emailTemplates, isEmailTemplate } from "./templates";

/**
 * React Email's own plain-text rules, compiled once: compiling them is most of the cost of
 * a conversion. Unwrapped, so a person's message reaches staff as they wrote it.
 */
const toPlainText = compile({ wordwrap: false, selectors: plainTextSelectors });

export interface RenderedEmail {
  html: string;
  text: string;
}

/** The HTML and plain-text bodies of a queued message, from its template and props. */
export async function renderEmail(template: string, props: unknown): Promise<RenderedEmail> {
  if (!isEmailTemplate(template)) throw new Error(`unknown email template "${template}"`);
  const component = emailTemplates[template] as FunctionComponent<object>;
  const html = await render(createElement(component, props as object));
  return { html, text: toPlainText(html) };
}
