// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sessionMessages } from "#shared/schemas/project-session";
import { AddSessionsForm } from "./AddSessionsForm";
import { renderOnPage, spiedFetch } from "#tests/support/portal-render";
import { descriptionOf, jsonResponse } from "#tests/support/screen";

const fetches = spiedFetch();

function renderForm() {
  return renderOnPage(<AddSessionsForm projectId="campus-portal" />);
}

/** Title, day and times, as staff fill them in. */
async function fillSession(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "Title" }), "Kick-off");
  fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-12-05" } });
  fireEvent.change(screen.getByLabelText("Start time"), { target: { value: "10:00" } });
  fireEvent.change(screen.getByLabelText("End time"), { target: { value: "12:00" } });
}

describe("AddSessionsForm", () => {
  it("shows the venue's fields at a venue and the meeting link online", async () => {
    renderForm();
    const user = userEvent.setup();
    expect(screen.getByRole("radio", { name: "At a venue" })).toHaveProperty("checked", true);
    expect(screen.getByRole("textbox", { name: "Venue name" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Address" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Map link" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Meeting link" })).toBeNull();

    await user.click(screen.getByRole("radio", { name: "Online" }));
    expect(screen.getByRole("textbox", { name: "Meeting link" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Venue name" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Map link" })).toBeNull();
  });

  it("sends the schema's body with the weeks, then says how many were added", async () => {
    fetches.spy.mockResolvedValueOnce(
      jsonResponse(201, { sessions: Array.from({ length: 6 }, (_, n) => ({ id: String(n) })) }),
    );
    renderForm();
    const user = userEvent.setup();
    await fillSession(user);
    await user.click(screen.getByRole("radio", { name: "Online" }));
    await user.type(
      screen.getByRole("textbox", { name: "Meeting link" }),
      "https://meet.example/kv",
    );
    const weeks = screen.getByRole("spinbutton", { name: "Repeat every week for" });
    expect((weeks as HTMLInputElement).value).toBe("1");
    expect(descriptionOf(weeks)).toBe(
      "e.g. 6: the same day and time for 6 weeks; each can then be moved on its own",
    );
    await user.clear(weeks);
    await user.type(weeks, "6");
    await user.click(screen.getByRole("button", { name: "Add sessions" }));

    await screen.findByText("6 sessions added. Paid students were sent an invitation.");
    const [url, init] = fetches.spy.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/projects/campus-portal/sessions");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(init?.body as string)).toEqual({
      title: "Kick-off",
      date: "2026-12-05",
      startTime: "10:00",
      endTime: "12:00",
      place: "online",
      onlineUrl: "https://meet.example/kv",
      weeks: 6,
    });
    // Ready for the next: the title starts over, the place stays.
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveProperty("value", "");
    expect(screen.getByRole("radio", { name: "Online" })).toHaveProperty("checked", true);
  });

  it("says one session was added, and sends a venue's fields", async () => {
    fetches.spy.mockResolvedValueOnce(jsonResponse(201, { sessions: [{ id: "1" }] }));
    renderForm();
    const user = userEvent.setup();
    await fillSession(user);
    await user.type(screen.getByRole("textbox", { name: "Venue name" }), "Hall B");
    await user.type(screen.getByRole("textbox", { name: "Address" }), "MG Road, Pune");
    await user.click(screen.getByRole("button", { name: "Add sessions" }));
    await screen.findByText("1 session added. Paid students were sent an invitation.");
    const [, init] = fetches.spy.mock.calls[0] ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({
      title: "Kick-off",
      date: "2026-12-05",
      startTime: "10:00",
      endTime: "12:00",
      place: "venue",
      venueName: "Hall B",
      venueAddress: "MG Road, Pune",
      mapUrl: "",
      weeks: 1,
    });
  });

  it("refuses what the schema refuses without a call, each message at its field", async () => {
    renderForm();
    const user = userEvent.setup();
    fireEvent.change(screen.getByLabelText("Start time"), { target: { value: "12:00" } });
    fireEvent.change(screen.getByLabelText("End time"), { target: { value: "11:00" } });
    await user.click(screen.getByRole("button", { name: "Add sessions" }));
    expect(fetches.spy).not.toHaveBeenCalled();
    const title = screen.getByRole("textbox", { name: "Title" });
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(title)).toBe(sessionMessages.titleRequired);
    expect(descriptionOf(screen.getByLabelText("End time"))).toBe(sessionMessages.endBeforeStart);
    expect(descriptionOf(screen.getByRole("textbox", { name: "Venue name" }))).toBe(
      sessionMessages.venueRequired,
    );
  });

  it("shows the server's refusal at its field", async () => {
    fetches.spy.mockResolvedValueOnce(
      jsonResponse(400, {
        errors: [{ path: "date", msg: "The session must start in the future" }],
      }),
    );
    renderForm();
    const user = userEvent.setup();
    await fillSession(user);
    await user.type(screen.getByRole("textbox", { name: "Venue name" }), "Hall B");
    await user.type(screen.getByRole("textbox", { name: "Address" }), "MG Road, Pune");
    await user.click(screen.getByRole("button", { name: "Add sessions" }));
    await screen.findByText("The session must start in the future");
    const date = screen.getByLabelText("Date");
    expect(date.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(date)).toBe("The session must start in the future");
    expect(
      screen.getByText("Some fields need correcting: see the messages below them."),
    ).toBeTruthy();
  });
});
