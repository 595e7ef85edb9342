import { parseDocument } from "htmlparser2";
import {
  serializeHtml,
  startTag,
  type HtmlElement,
  type Rewrites,
} from "../services/blog/serialize";
import { renderEmail, type RenderedEmail } from "./render";

/**
 * Where each copy's own unsubscribe link goes in a campaign rendered once for everyone: a
 * string that survives HTML and plain-text rendering unchanged.
 */
export const unsubscribePlaceholder = "https://unsubscribe.invalid/kodeveda-placeholder";

/**
 * The editor's HTML, fit for a mail program: every link and picture points at the site by
 * its full address (a mail program has no page to resolve "/blog/…" against), and pictures
 * shrink to the width of a phone's screen.
 */
export function emailBodyHtml(sanitisedHtml: string, siteUrl: string): string {
  const absolute = (value: string) => (value.startsWith("/") ? `${siteUrl}${value}` : value);
  const rewrites: Rewrites = {
    outer: (element: HtmlElement) => {
      if (element.name === "img") {
        return startTag(
          "img",
          {
            ...element.attribs,
            src: absolute(element.attribs.src ?? ""),
            style: "max-width:100%;height:auto;display:block",
          },
          true,
        );
      }
      if (element.name === "a" && element.attribs.href) {
        return `${startTag("a", { ...element.attribs, href: absolute(element.attribs.href) })}${serializeHtml(element.children, rewrites)}</a>`;
      }
      return undefined;
    },
  };
  return serializeHtml(parseDocument(sanitisedHtml).children, rewrites);
}

export interface CampaignContent {
  subject: string;
  previewText: string;
  /** Sanitised when it was saved. */
  bodyHtml: string;
}

/** The campaign as a subscriber's mail program shows it, with the link to unsubscribe given. */
export function renderCampaign(
  content: CampaignContent,
  siteUrl: string,
  unsubscribeUrl: string,
): Promise<RenderedEmail> {
  return renderEmail("newsletter-campaign", {
    subject: content.subject,
    previewText: content.previewText,
    bodyHtml: emailBodyHtml(content.bodyHtml, siteUrl),
    siteUrl,
    unsubscribeUrl,
  });
}

/** One subscriber's copy of a campaign rendered once with the placeholder. */
export const personalised = (rendered: RenderedEmail, unsubscribeUrl: string): RenderedEmail => ({
  html: rendered.html.replaceAll(unsubscribePlaceholder, unsubscribeUrl.replaceAll("&", "&amp;")),
  text: rendered.text.replaceAll(unsubscribePlaceholder, unsubscribeUrl),
});
