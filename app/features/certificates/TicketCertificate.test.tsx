// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderOnPage } from "../../../tests/support/portal-render";
import { links } from "./fixtures";
import { TicketCertificate } from "./TicketCertificate";

afterEach(cleanup);

describe("the certificate on a ticket", () => {
  it("links to the certificate's page, its PDF and LinkedIn", () => {
    renderOnPage(<TicketCertificate certificate={{ programme: "Smart attendance", links }} />);
    expect(screen.getByRole("heading", { level: 2, name: "Your certificate" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "View" }).getAttribute("href")).toBe(links.page);
    expect(screen.getByRole("link", { name: "PDF" }).getAttribute("href")).toBe(links.pdf);
    expect(screen.getByRole("link", { name: /^Add to LinkedIn/ }).getAttribute("href")).toBe(
      links.linkedIn,
    );
  });
});
