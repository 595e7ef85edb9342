// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { StaffSession } from "#shared/domain/sessions";
import { SessionsTable } from "./SessionsTable";
import { renderOnPage, spiedFetch } from "#tests/support/portal-render";
import { jsonResponse } from "#tests/support/screen";

const fetches = spiedFetch();

/** Sat 5 Dec 2026, 10:00 am – 12:00 pm in India. */
const session: StaffSession = {
  id: "0b6f5a4e-2c1d-4e8f-9a7b-3c2d1e0f9a8b",
  title: "Kick-off",
  startsAt: "2026-12-05T04:30:00.000Z",
  endsAt: "2026-12-05T06:30:00.000Z",
  place: "venue",
  venueName: "Hall B",
  venueAddress: "MG Road, Pune",
  mapUrl: "https://maps.example/hall-b",
  onlineUrl: null,
  status: "scheduled",
  sequence: 2,
  seriesId: null,
  attendance: 0,
};
const when = "Sat 5 Dec 2026, 10:00 am – 12:00 pm";

function renderTable(sessions: StaffSession[]) {
  return renderOnPage(<SessionsTable projectId="campus-portal" sessions={sessions} />);
}

describe("SessionsTable", () => {
  it("shows each session's time in India, its place, status and door list", async () => {
    renderTable([session, { ...session, id: "c2", title: "Demo day", status: "cancelled" }]);
    expect(await screen.findAllByText(when)).toHaveLength(2);
    expect(screen.getByText("Scheduled")).toBeTruthy();
    expect(screen.getByText("Cancelled")).toBeTruthy();
    const [map] = screen.getAllByRole("link", { name: "Map of Hall B" });
    expect(map?.getAttribute("href")).toBe("https://maps.example/hall-b");
    expect(
      screen.getByRole("link", { name: `Door list Kick-off, ${when}` }).getAttribute("href"),
    ).toBe(`/admin/projects/campus-portal/sessions/${session.id}`);
    // A cancelled session can no longer be moved or cancelled.
    expect(screen.getAllByRole("button", { name: /^Cancel session/ })).toHaveLength(1);
  });

  it("asks before cancelling, then cancels with the sequence shown", async () => {
    fetches.spy.mockResolvedValueOnce(
      jsonResponse(200, { session: { ...session, status: "cancelled", sequence: 3 } }),
    );
    renderTable([session]);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: `Cancel session Kick-off, ${when}` }),
    );
    const dialog = screen.getByRole("alertdialog", { name: `Cancel Kick-off on ${when}?` });
    expect(
      within(dialog).getByText("Every paid student is emailed and their calendar removes it."),
    ).toBeTruthy();
    expect(fetches.spy).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(fetches.spy).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: `Cancel session Kick-off, ${when}` }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Cancel session" }),
    );
    await screen.findByText(`Kick-off on ${when} was cancelled. Paid students were emailed.`);
    const [url, init] = fetches.spy.mock.calls[0] ?? [];
    expect(url).toBe(`/api/admin/projects/campus-portal/sessions/${session.id}/cancel`);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(init?.body as string)).toEqual({ sequence: 2 });
  });

  it("moves a session from its fields on India's clock, with the sequence shown", async () => {
    fetches.spy.mockResolvedValueOnce(
      jsonResponse(409, {
        error: "The session changed since you opened this page: reload it and try again",
      }),
    );
    renderTable([session]);
    const user = userEvent.setup();
    await user.click(await screen.findByText("Move or change"));
    expect(screen.getByLabelText("Date")).toHaveProperty("value", "2026-12-05");
    expect(screen.getByLabelText("Start time")).toHaveProperty("value", "10:00");
    expect(screen.getByLabelText("End time")).toHaveProperty("value", "12:00");
    expect(screen.getByRole("textbox", { name: "Venue name" })).toHaveProperty("value", "Hall B");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText(
      "The session changed since you opened this page: reload it and try again",
    );
    const [url, init] = fetches.spy.mock.calls[0] ?? [];
    expect(url).toBe(`/api/admin/projects/campus-portal/sessions/${session.id}`);
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(init?.body as string)).toEqual({
      title: "Kick-off",
      date: "2026-12-05",
      startTime: "10:00",
      endTime: "12:00",
      place: "venue",
      venueName: "Hall B",
      venueAddress: "MG Road, Pune",
      mapUrl: "https://maps.example/hall-b",
      sequence: 2,
    });
    await waitFor(() => expect(fetches.spy).toHaveBeenCalledTimes(1));
  });
});
