import { describe, expect, it } from "vitest";
import { isPermanentRefusal } from "./campaign-copies";
import { emailBodyHtml, personalised, renderCampaign, unsubscribePlaceholder } from "./campaign";

const siteUrl = "https://kodeveda.example";

describe("a campaign's body in an email", () => {
  it("points every link and picture at the site by its full address", () => {
    const html = emailBodyHtml(
      '<p><a href="/blog/hackathons">Read</a> <a href="https://github.com/x">GitHub</a></p>' +
        '<p><a href="/blog/a"><img src="/media/0123456789abcdef0123-480.webp" alt="A cover" width="480" height="270" /></a></p>',
      siteUrl,
    );
    expect(html).toContain('href="https://kodeveda.example/blog/hackathons"');
    expect(html).toContain('href="https://github.com/x"');
    expect(html).toContain('href="https://kodeveda.example/blog/a"');
    expect(html).toContain('src="https://kodeveda.example/media/0123456789abcdef0123-480.webp"');
    expect(html).toContain('alt="A cover"');
  });

  it("is rendered once and given each subscriber's own unsubscribe link", async () => {
    const rendered = await renderCampaign(
      { subject: "November", previewText: "New workshops", bodyHtml: "<p>Hello &amp; welcome</p>" },
      siteUrl,
      unsubscribePlaceholder,
    );
    const link = `${siteUrl}/api/newsletter/unsubscribe?token=abc&campaign=def`;
    const copy = personalised(rendered, link);
    expect(copy.html).toContain(`href="${link.replace("&", "&amp;")}"`);
    expect(copy.text).toContain(link);
    expect(copy.html).not.toContain(unsubscribePlaceholder);
    expect(copy.html).toContain("Hello &amp; welcome");
    expect(copy.html).toContain("New workshops");
    // No tracking: nothing in the email loads from anywhere but what staff put in it.
    expect(copy.html).not.toMatch(/<img[^>]+(pixel|track|open)/i);
  });
});

describe("a permanent refusal", () => {
  const refusal = (response: string, responseCode = Number(response.slice(0, 3))) => ({
    code: "EENVELOPE",
    command: "RCPT TO",
    responseCode,
    response,
  });

  it.each([
    "550 5.1.1 <x@example.com>: Recipient address rejected: User unknown",
    "553 5.1.3 Bad recipient address syntax",
    "550 5.2.1 The email account that you tried to reach is disabled",
    "550 No such user here",
  ])("is an address the mail server does not know: %s", (response) => {
    expect(isPermanentRefusal(refusal(response))).toBe(true);
  });

  it.each([
    "554 5.7.1 <x@example.com>: Relay access denied",
    "450 4.2.0 Mailbox busy",
    "421 4.7.0 Try again later",
  ])("is not a policy refusal or a temporary one: %s", (response) => {
    expect(isPermanentRefusal(refusal(response))).toBe(false);
  });

  it("is only about the recipient, not the sender or the message", () => {
    expect(isPermanentRefusal({ ...refusal("550 5.1.1 unknown"), command: "MAIL FROM" })).toBe(
      false,
    );
    expect(isPermanentRefusal(new Error("connection refused"))).toBe(false);
    expect(isPermanentRefusal(undefined)).toBe(false);
  });
});
