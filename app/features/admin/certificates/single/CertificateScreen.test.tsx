// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { certificateFormMessages } from "#shared/schemas/certificate";
import type { StaffCertificateView } from "./certificates-api";
import { CertificateScreen } from "./CertificateScreen";
import { spiedFetch } from "#tests/support/portal-render";
import { descriptionOf, jsonResponse } from "#tests/support/screen";

const fetches = spiedFetch();

const certificate: StaffCertificateView = {
  id: "KV-7Q2M-9XKD",
  state: "valid",
  holderName: "Asha Rao",
  holderEmail: "asha@example.test",
  programme: "Campus portal",
  period: "5 Dec 2026 – 30 Jan 2027 · 24 hours",
  issuedOn: "31 January 2027",
  revokeReason: null,
  replacedBy: null,
};

/** The new certificate's page a reissue opens, with the sentence it was opened with. */
function NewCertificatePage() {
  const state = useLocation().state as { notice?: string } | null;
  return <p>Opened: {state?.notice}</p>;
}

function renderScreen(
  shown: StaffCertificateView = certificate,
  reissuedFrom: string | null = null,
) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <CertificateScreen certificate={shown} reissuedFrom={reissuedFrom} notice={null} />
      ),
    },
    { path: "/admin/certificates/:certificateId", Component: NewCertificatePage },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

const bodyOf = (call: number) =>
  JSON.parse(fetches.spy.mock.calls[call]?.[1]?.body as string) as unknown;

describe("CertificateScreen", () => {
  it("shows the certificate, its public page and PDF", async () => {
    renderScreen(certificate, "KV-AB12-CD34");
    expect(await screen.findByText("Valid")).toBeTruthy();
    expect(screen.getByText("asha@example.test")).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Public verification page" }).getAttribute("href"),
    ).toBe("/certificates/KV-7Q2M-9XKD");
    expect(
      screen.getByRole("link", { name: "The certificate as a PDF" }).getAttribute("href"),
    ).toBe("/certificates/KV-7Q2M-9XKD/certificate.pdf");
    expect(screen.getByRole("link", { name: "KV-AB12-CD34" }).getAttribute("href")).toBe(
      "/admin/certificates/KV-AB12-CD34",
    );
  });

  it("says what became of a replaced certificate, and offers no changes", async () => {
    renderScreen({ ...certificate, state: "replaced", replacedBy: "KV-AB12-CD34" });
    expect(await screen.findByText("Replaced")).toBeTruthy();
    const replacement = screen.getByRole("link", { name: "KV-AB12-CD34" });
    expect(replacement.parentElement?.textContent).toBe("by KV-AB12-CD34");
    expect(screen.getByText("Only a valid certificate can be revoked or reissued.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Revoke certificate" })).toBeNull();
  });

  it("gives the reason a certificate was revoked", async () => {
    renderScreen({ ...certificate, state: "revoked", revokeReason: "Issued in error" });
    expect(await screen.findByText("Revoked")).toBeTruthy();
    expect(screen.getByText("Reason: Issued in error")).toBeTruthy();
  });

  describe("Revoke", () => {
    it("asks for a reason at its field before anything is sent", async () => {
      renderScreen();
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Revoke certificate" }));
      const reason = screen.getByRole("textbox", { name: "Reason" });
      expect(reason.getAttribute("aria-invalid")).toBe("true");
      expect(descriptionOf(reason)).toContain(certificateFormMessages.reasonRequired);
      expect(screen.queryByRole("alertdialog")).toBeNull();
      expect(fetches.spy).not.toHaveBeenCalled();
    });

    it("revokes with the reason once confirmed", async () => {
      fetches.spy.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
      renderScreen();
      const user = userEvent.setup();
      await user.type(
        await screen.findByRole("textbox", { name: "Reason" }),
        "Issued to the wrong student",
      );
      await user.click(screen.getByRole("button", { name: "Revoke certificate" }));
      const dialog = screen.getByRole("alertdialog", { name: "Revoke KV-7Q2M-9XKD?" });
      expect(fetches.spy).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole("button", { name: "Revoke certificate" }));
      await screen.findByText(
        "KV-7Q2M-9XKD was revoked. Its verification page now says so, and why.",
      );
      expect(fetches.spy.mock.calls[0]?.[0]).toBe("/api/admin/certificates/KV-7Q2M-9XKD/revoke");
      expect(fetches.spy.mock.calls[0]?.[1]?.method).toBe("POST");
      expect(bodyOf(0)).toEqual({ reason: "Issued to the wrong student" });
    });

    it("sends nothing when the confirmation is declined", async () => {
      renderScreen();
      const user = userEvent.setup();
      await user.type(await screen.findByRole("textbox", { name: "Reason" }), "Duplicate");
      await user.click(screen.getByRole("button", { name: "Revoke certificate" }));
      await user.click(screen.getByRole("button", { name: "Keep it" }));
      expect(screen.queryByRole("alertdialog")).toBeNull();
      expect(fetches.spy).not.toHaveBeenCalled();
    });

    it("shows the server's refusal", async () => {
      const refusal =
        "Only a valid certificate can be revoked or reissued: this one is not (any more).";
      fetches.spy.mockResolvedValueOnce(jsonResponse(409, { error: refusal }));
      renderScreen();
      const user = userEvent.setup();
      await user.type(await screen.findByRole("textbox", { name: "Reason" }), "Duplicate");
      await user.click(screen.getByRole("button", { name: "Revoke certificate" }));
      await user.click(
        within(screen.getByRole("alertdialog")).getByRole("button", {
          name: "Revoke certificate",
        }),
      );
      const message = await screen.findByText(refusal);
      expect(message.closest("[role=status]")).toBeTruthy();
    });
  });

  describe("Reissue", () => {
    it("shows the server's refusal of the name at its field", async () => {
      const refusal = "The corrected name is the same as the printed one";
      fetches.spy.mockResolvedValueOnce(
        jsonResponse(400, { errors: [{ path: "name", msg: refusal }] }),
      );
      renderScreen();
      const user = userEvent.setup();
      const name = await screen.findByRole("textbox", { name: "Corrected name" });
      expect((name as HTMLInputElement).value).toBe("Asha Rao");
      await user.click(screen.getByRole("button", { name: "Reissue certificate" }));
      await screen.findByText(refusal);
      expect(name.getAttribute("aria-invalid")).toBe("true");
      expect(descriptionOf(name)).toContain(refusal);
      expect(bodyOf(0)).toEqual({ name: "Asha Rao" });
    });

    it("asks for a name before sending", async () => {
      renderScreen();
      const user = userEvent.setup();
      const name = await screen.findByRole("textbox", { name: "Corrected name" });
      await user.clear(name);
      await user.click(screen.getByRole("button", { name: "Reissue certificate" }));
      expect(descriptionOf(name)).toContain(certificateFormMessages.nameRequired);
      expect(fetches.spy).not.toHaveBeenCalled();
    });

    it("opens the new certificate's page, saying it was emailed", async () => {
      fetches.spy.mockResolvedValueOnce(jsonResponse(201, { id: "KV-AB12-CD34" }));
      renderScreen();
      const user = userEvent.setup();
      const name = await screen.findByRole("textbox", { name: "Corrected name" });
      await user.clear(name);
      await user.type(name, "Asha Rao Kulkarni");
      await user.click(screen.getByRole("button", { name: "Reissue certificate" }));
      await screen.findByText(
        "Opened: Reissued as KV-AB12-CD34. The corrected certificate was emailed to asha@example.test.",
      );
      expect(fetches.spy.mock.calls[0]?.[0]).toBe("/api/admin/certificates/KV-7Q2M-9XKD/reissue");
      expect(bodyOf(0)).toEqual({ name: "Asha Rao Kulkarni" });
    });
  });
});
