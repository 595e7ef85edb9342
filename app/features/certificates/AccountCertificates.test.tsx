// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub, useActionData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AccountCertificates } from "./AccountCertificates";
import type { HeldCertificate } from "./certificate-view";
import type { VisibilityAnswer } from "./VisibilityForm";
import { held } from "./fixtures";

afterEach(cleanup);

const revokedOne: HeldCertificate = {
  ...held,
  id: "KV-9P2D-4HNC",
  programme: "Digital Student Bus Pass",
  state: "revoked",
  revokedNote: "Revoked on 3 March 2027: Issued to the wrong batch",
};

/** The section on /account, whose action records what was posted and answers as the page's. */
function renderAccount(certificates: HeldCertificate[]) {
  const posted: Array<Record<string, string>> = [];
  const Stub = createRoutesStub([
    {
      path: "/account",
      Component: function Account() {
        const answer = useActionData<{ visibility: VisibilityAnswer }>();
        return <AccountCertificates certificates={certificates} answered={answer?.visibility} />;
      },
      action: async ({ request }) => {
        const form = Object.fromEntries(await request.formData()) as Record<string, string>;
        posted.push(form);
        return {
          visibility: {
            id: form.certificate ?? "",
            ok: true,
            message: "Saved: search engines may show this certificate's page.",
          },
        };
      },
    },
  ]);
  render(<Stub initialEntries={["/account"]} />);
  return posted;
}

describe("the holder's certificates on /account", () => {
  it("lists each with its state and, while valid, its page, PDF and LinkedIn", () => {
    renderAccount([held, revokedOne]);
    expect(screen.getByRole("heading", { level: 2, name: "Your certificates" })).toBeTruthy();
    const [first, second] = screen.getAllByRole("listitem");
    if (!first || !second) throw new Error("both certificates are listed");
    const valid = within(first);
    expect(valid.getByRole("heading", { level: 3 }).textContent).toBe(held.programme);
    expect(valid.getByText("Valid")).toBeTruthy();
    expect(valid.getByRole("link", { name: /^View/ }).getAttribute("href")).toBe(held.links.page);
    expect(valid.getByRole("link", { name: /^PDF/ }).getAttribute("href")).toBe(held.links.pdf);
    expect(valid.getByRole("link", { name: /^Add to LinkedIn/ }).getAttribute("rel")).toBe(
      "noopener",
    );

    const gone = within(second);
    expect(gone.getByText("Revoked on 3 March 2027: Issued to the wrong batch")).toBeTruthy();
    expect(gone.getByRole("link", { name: /^View/ })).toBeTruthy();
    expect(gone.queryByRole("link", { name: /PDF|LinkedIn/ })).toBeNull();
    expect(gone.queryByRole("checkbox")).toBeNull();
  });

  it("saves whether search engines show a certificate's page, and says so", async () => {
    const posted = renderAccount([held]);
    const box = screen.getByRole<HTMLInputElement>("checkbox", {
      name: /^Let search engines show this certificate's page/,
    });
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole("button", { name: /^Save/ }));
    expect(
      await screen.findByText("Saved: search engines may show this certificate's page."),
    ).toBeTruthy();
    expect(posted).toEqual([{ certificate: held.id, indexable: "on" }]);
  });

  it("shows nothing for a visitor without certificates", () => {
    renderAccount([]);
    expect(screen.queryByRole("heading", { name: "Your certificates" })).toBeNull();
  });
});
