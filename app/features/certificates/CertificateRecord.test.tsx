// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { certificateMessages } from "#shared/domain/certificates";
import { renderOnPage } from "../../../tests/support/portal-render";
import { CertificateRecord } from "./CertificateRecord";
import { certificateTexts } from "./certificate-texts";
import { replaced, revoked, valid, withdrawn } from "./fixtures";

afterEach(cleanup);

const heading = () => screen.getByRole("heading", { level: 1 });
const hrefs = () => screen.getAllByRole("link").map((link) => link.getAttribute("href"));

describe("a certificate's page", () => {
  it("says a valid one is valid in words, with what it states", () => {
    renderOnPage(<CertificateRecord certificate={valid} />);
    expect(heading().textContent).toBe("Valid certificate");
    // Not colour alone: the icon is decoration, the words are the verdict.
    expect(
      heading().parentElement?.parentElement?.querySelector("svg")?.getAttribute("aria-hidden"),
    ).toBe("true");
    for (const text of [
      "Ananya Reddy",
      "Smart attendance with face recognition",
      "5 Dec 2026 – 30 Jan 2027 · 24 hours",
      "31 January 2027",
      "Ravi Kumar, Founder, Kodeveda",
      "KV-7K3M-Q9TX",
      certificateTexts.record,
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });

  it("offers the PDF and LinkedIn's form, the latter in a new tab, to the holder", () => {
    renderOnPage(<CertificateRecord certificate={valid} />);
    expect(screen.getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe(
      valid.state === "valid" ? valid.links.pdf : "",
    );
    const linkedIn = screen.getByRole("link", { name: /^Add to your LinkedIn profile/ });
    expect(linkedIn.getAttribute("href")).toMatch(/^https:\/\/www\.linkedin\.com\/profile\/add\?/);
    expect(linkedIn.getAttribute("target")).toBe("_blank");
    expect(linkedIn.getAttribute("rel")).toBe("noopener");
    expect(linkedIn.textContent).toContain("opens LinkedIn in a new tab");
  });

  it("says a revoked one was revoked, when and why, and names whom and what for", () => {
    renderOnPage(<CertificateRecord certificate={revoked} />);
    expect(heading().textContent).toBe(certificateMessages.revoked);
    expect(screen.getByText("Revoked on 3 March 2027.")).toBeTruthy();
    expect(screen.getByText("Reason: Issued to the wrong batch")).toBeTruthy();
    expect(screen.getByText("Ananya Reddy")).toBeTruthy();
    expect(screen.getByText("Smart attendance with face recognition")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /PDF|LinkedIn/ })).toBeNull();
  });

  it("sends the reader of a replaced one to the corrected one", () => {
    renderOnPage(<CertificateRecord certificate={replaced} />);
    expect(heading().textContent).toBe(certificateMessages.replaced);
    expect(screen.getByRole("link", { name: "KV-9P2D-4HNC" }).getAttribute("href")).toBe(
      "/certificates/KV-9P2D-4HNC",
    );
  });

  it("says only that a withdrawn one was withdrawn", () => {
    const { container } = renderOnPage(<CertificateRecord certificate={withdrawn} />);
    expect(heading().textContent).toBe(certificateMessages.withdrawn);
    expect(container.textContent).not.toContain("Ananya");
    expect(container.textContent).not.toContain("Smart attendance");
    expect(hrefs()).toEqual(["/certificates"]);
  });
});
