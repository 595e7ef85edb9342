// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useParams } from "react-router";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { builtInLayout } from "#shared/domain/certificates";
import { certificateFormMessages } from "#shared/schemas/certificate";
import { renderOnPage, spiedFetch } from "#tests/support/portal-render";
import { descriptionOf, jsonResponse } from "#tests/support/screen";
import { DesignForm } from "./DesignForm";
import type { DesignFormView } from "./design-form";

const fetches = spiedFetch();

const saved: DesignFormView = {
  id: "0d6f7f7e-2a4b-4c39-9d7e-5b2f1c3a4e5f",
  name: "Campus drive 2026",
  layout: builtInLayout,
  textColour: "#1f2937",
  signatoryName: "Asha Rao",
  signatoryTitle: "Director, Kodeveda",
  backgroundType: null,
  signatureType: null,
  version: 3,
};

const cell = (name: string) => screen.getByRole<HTMLInputElement>("spinbutton", { name });

describe("DesignForm's placement table", () => {
  it("starts a new design from the built-in places, with the schema's limits on each box", () => {
    renderOnPage(<DesignForm design={null} />);
    const across = cell("Holder's name: across (mm)");
    expect(across.value).toBe("148.5");
    expect(across.min).toBe("0");
    expect(across.max).toBe("297");
    expect(cell("Holder's name: down (mm)").max).toBe("210");
    expect(cell("QR code (verification link): side (mm)").value).toBe("30");
    expect(cell("Programme title: size (pt)").min).toBe("6");
    expect(cell("Programme title: max width (mm)").min).toBe("10");
    expect(
      screen.getByRole<HTMLSelectElement>("combobox", { name: "Certificate ID: alignment" }).value,
    ).toBe("left");
  });

  it("shows the schema's message at the cell that is out of range, and sends nothing", async () => {
    renderOnPage(<DesignForm design={saved} />);
    const user = userEvent.setup();
    const across = cell("Holder's name: across (mm)");
    await user.clear(across);
    await user.type(across, "400");
    const size = cell("Signatory (signature, name and title): size (pt)");
    await user.clear(size);
    await user.click(screen.getByRole("button", { name: "Save design" }));

    expect(fetches.spy).not.toHaveBeenCalled();
    expect(across.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(across)).toBe("Across must be between 0 and 297 mm");
    expect(descriptionOf(size)).toBe("Size must be a number");
    // The cells beside them are fine.
    expect(cell("Holder's name: down (mm)").getAttribute("aria-invalid")).toBeNull();
    expect(
      screen.getByText("Some fields need correcting: see the messages beside them."),
    ).toBeTruthy();
  });

  it("puts the server's refusal of a cell at that cell", async () => {
    fetches.spy.mockResolvedValueOnce(
      jsonResponse(400, {
        errors: [{ path: "layout.qr.x", msg: "Across must be between 0 and 297 mm" }],
      }),
    );
    renderOnPage(<DesignForm design={saved} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Save design" }));
    const across = cell("QR code (verification link): across (mm)");
    await screen.findByText("Across must be between 0 and 297 mm");
    expect(descriptionOf(across)).toBe("Across must be between 0 and 297 mm");
  });

  it("moves a field on the preview with the arrow keys, and the table follows", () => {
    renderOnPage(<DesignForm design={saved} />);
    const field = screen.getByRole("button", {
      name: /^Holder's name: 148.5 mm across, 98 mm down/,
    });
    fireEvent.keyDown(field, { key: "ArrowRight" });
    fireEvent.keyDown(field, { key: "ArrowDown", shiftKey: true });
    expect(cell("Holder's name: across (mm)").value).toBe("149.5");
    expect(cell("Holder's name: down (mm)").value).toBe("108");
  });
});

describe("DesignForm's saving", () => {
  it("sends the version it was opened at, and the next save sends the one the server answered", async () => {
    fetches.spy
      .mockResolvedValueOnce(jsonResponse(200, { id: saved.id, version: 4 }))
      .mockResolvedValueOnce(jsonResponse(409, { error: certificateFormMessages.stale }));
    renderOnPage(<DesignForm design={saved} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Save design" }));
    await screen.findByText("Design saved.");
    await user.click(screen.getByRole("button", { name: "Save design" }));
    await screen.findByText(certificateFormMessages.stale);
    const bodies = fetches.spy.mock.calls.map(
      ([, init]) => JSON.parse(init?.body as string) as { version: number },
    );
    expect(fetches.spy.mock.calls[0]?.[0]).toBe(`/api/admin/certificate-designs/${saved.id}`);
    expect(bodies.map((body) => body.version)).toEqual([3, 4]);
  });

  it("shows the server's refusal of a background at the upload field", async () => {
    const refusal = "The background must be A4 landscape: this PDF's page is portrait";
    fetches.spy.mockResolvedValueOnce(
      jsonResponse(400, { errors: [{ path: "background", msg: refusal }] }),
    );
    renderOnPage(<DesignForm design={saved} />);
    const input = screen.getByLabelText(/^Background \(PNG, JPEG/);
    const pdf = new File(["%PDF-1.7"], "portrait.pdf", { type: "application/pdf" });
    await userEvent.setup().upload(input, pdf);
    await screen.findAllByText(refusal);
    const [url, init] = fetches.spy.mock.calls[0] ?? [];
    expect(url).toBe(`/api/admin/certificate-designs/${saved.id}/background?version=3`);
    expect(init?.method).toBe("PUT");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/pdf");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(input)).toContain(refusal);
  });

  it("saves a new design first, then uploads the background chosen meanwhile, and carries on under its address", async () => {
    const created = "7c1e9a52-3b8d-4f60-a1c2-9e8d7f6a5b4c";
    fetches.spy
      .mockResolvedValueOnce(jsonResponse(201, { id: created, version: 1 }))
      .mockResolvedValueOnce(jsonResponse(200, { version: 2 }));
    const Stub = createRoutesStub([
      { path: "/admin/certificates/designs/new", Component: () => <DesignForm design={null} /> },
      {
        path: "/admin/certificates/designs/:designId",
        Component: () => <p>Opened {useParams().designId}</p>,
      },
    ]);
    render(<Stub initialEntries={["/admin/certificates/designs/new"]} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Design name" }), "Campus drive");
    await user.type(screen.getByRole("textbox", { name: "Signatory's name" }), "Asha Rao");
    await user.type(screen.getByRole("textbox", { name: "Signatory's title" }), "Director");
    const png = new File([new Uint8Array([137, 80, 78, 71])], "bg.png", { type: "image/png" });
    await user.upload(screen.getByLabelText(/^Background \(PNG, JPEG/), png);
    expect(fetches.spy).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Save design" }));

    await screen.findByText(`Opened ${created}`);
    const [first, second] = fetches.spy.mock.calls;
    expect(first?.[0]).toBe("/api/admin/certificate-designs");
    expect(first?.[1]?.method).toBe("POST");
    expect(JSON.parse(first?.[1]?.body as string)).toMatchObject({
      name: "Campus drive",
      version: 0,
    });
    expect(second?.[0]).toBe(`/api/admin/certificate-designs/${created}/background?version=1`);
    expect(second?.[1]?.body).toBe(png);
  });
});
