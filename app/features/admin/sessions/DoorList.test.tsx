// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { StaffSession } from "#shared/domain/sessions";
import { DoorList } from "./DoorList";
import type { DoorStudent } from "./sessions-api";
import { renderOnPage, spiedFetch } from "#tests/support/portal-render";
import { descriptionOf, jsonResponse } from "#tests/support/screen";

const fetches = spiedFetch();

const session: StaffSession = {
  id: "0b6f5a4e-2c1d-4e8f-9a7b-3c2d1e0f9a8b",
  title: "Kick-off",
  startsAt: "2026-12-05T04:30:00.000Z",
  endsAt: "2026-12-05T06:30:00.000Z",
  place: "venue",
  venueName: "Hall B",
  venueAddress: "MG Road, Pune",
  mapUrl: null,
  onlineUrl: null,
  status: "scheduled",
  sequence: 0,
  seriesId: null,
  attendance: 1,
};
const students: DoorStudent[] = [
  { registrationId: "r1", name: "Asha Rao", reference: "KV-1234", attended: false },
  { registrationId: "r2", name: "Ravi Kumar", reference: "KV-5678", attended: true },
];
const checkInUrl = `/api/admin/projects/campus-portal/sessions/${session.id}/check-in`;

function renderDoor(shown: StaffSession = session) {
  return renderOnPage(<DoorList projectId="campus-portal" session={shown} students={students} />);
}

describe("DoorList", () => {
  it("checks a student in by the code a scanner types, and says who", async () => {
    fetches.spy.mockResolvedValueOnce(
      jsonResponse(200, { name: "Asha Rao", reference: "KV-1234", already: false }),
    );
    renderDoor();
    const user = userEvent.setup();
    const code = await screen.findByRole("textbox", { name: "Ticket code" });
    expect(document.activeElement).toBe(code);
    expect(screen.getByText("1 of 2 checked in")).toBeTruthy();
    await user.type(code, "KVT1-abcdefgh12345678{Enter}");
    const answer = await screen.findByText("Checked in: Asha Rao (KV-1234)");
    expect(answer.closest("[role=status]")).toBeTruthy();
    const [url, init] = fetches.spy.mock.calls[0] ?? [];
    expect(url).toBe(checkInUrl);
    expect(JSON.parse(init?.body as string)).toEqual({ code: "KVT1-abcdefgh12345678" });
    // Ready for the next ticket.
    expect((code as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(code);
  });

  it("says when the student was already in", async () => {
    fetches.spy.mockResolvedValueOnce(
      jsonResponse(200, { name: "Ravi Kumar", reference: "KV-5678", already: true }),
    );
    renderDoor();
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Ticket code" }), "KVT1-x{Enter}");
    await screen.findByText("Already checked in: Ravi Kumar (KV-5678)");
  });

  it("shows the server's refusal of a code at the field, the code kept", async () => {
    const refusal = "No ticket has this code: check it, or find the student in the list";
    fetches.spy.mockResolvedValueOnce(
      jsonResponse(400, { errors: [{ path: "code", msg: refusal }] }),
    );
    renderDoor();
    const user = userEvent.setup();
    const code = await screen.findByRole("textbox", { name: "Ticket code" });
    await user.type(code, "KVT1-wrong");
    await user.click(screen.getByRole("button", { name: "Check in" }));
    const answer = await screen.findByText(refusal);
    expect(answer.closest("[role=status]")).toBeTruthy();
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(code)).toBe(refusal);
    expect((code as HTMLInputElement).value).toBe("KVT1-wrong");
  });

  it("checks a student in from the list", async () => {
    fetches.spy.mockResolvedValueOnce(
      jsonResponse(200, { name: "Asha Rao", reference: "KV-1234", already: false }),
    );
    renderDoor();
    const user = userEvent.setup();
    expect(await screen.findByText("Checked in")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Check in Asha Rao" }));
    await screen.findByText("Checked in: Asha Rao (KV-1234)");
    const [url, init] = fetches.spy.mock.calls[0] ?? [];
    expect(url).toBe(checkInUrl);
    expect(JSON.parse(init?.body as string)).toEqual({ registrationId: "r1" });
  });

  it("asks for a code before sending an empty one", async () => {
    renderDoor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Check in" }));
    expect(fetches.spy).not.toHaveBeenCalled();
    expect(screen.getByText("Scan the ticket's QR code or type the code under it")).toBeTruthy();
  });

  it("offers the camera only where the browser reads QR codes", async () => {
    renderDoor();
    await screen.findByRole("textbox", { name: "Ticket code" });
    expect(screen.queryByRole("button", { name: "Scan with the camera" })).toBeNull();
    cleanup();
    vi.stubGlobal("BarcodeDetector", vi.fn());
    try {
      renderDoor();
      expect(await screen.findByRole("button", { name: "Scan with the camera" })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("checks no one in at a cancelled session", async () => {
    renderDoor({ ...session, status: "cancelled" });
    expect(
      await screen.findByText("This session was cancelled: nobody can be checked in."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Check in" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Check in Asha Rao" })).toHaveProperty(
      "disabled",
      true,
    );
  });
});
