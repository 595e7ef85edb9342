// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation, useParams } from "react-router";
import { describe, expect, it } from "vitest";
import { certificateFormMessages } from "#shared/schemas/certificate";
import { spiedFetch } from "#tests/support/portal-render";
import { descriptionOf, jsonResponse } from "#tests/support/screen";
import type { BookingChoice } from "./workshop-form";
import { WorkshopForm } from "./WorkshopForm";

const fetches = spiedFetch();

const bookings: BookingChoice[] = [
  {
    id: "b-1",
    organisation: "Government Engineering College Pune",
    receivedAt: "2026-11-02T05:30:00.000Z",
  },
  {
    id: "b-2",
    organisation: "Vasavi College of Engineering",
    receivedAt: "2026-10-20T05:30:00.000Z",
  },
];

const csv = [
  "name,email,college",
  "Priya Sharma,priya@example.com,",
  "Ravi Kumar,ravi@example,",
  ",anil@example.com,",
  "Meena Iyer,priya@example.com,",
].join("\n");

const workshopId = "3f0c8a1e-6b2d-4e7f-9a1b-2c3d4e5f6a7b";

function renderForm() {
  const Stub = createRoutesStub([
    {
      path: "/new",
      Component: () => (
        <WorkshopForm bookings={bookings} designs={[{ id: "d-1", name: "Campus drive" }]} />
      ),
    },
    {
      path: "/admin/certificates/workshops/:workshopId",
      Component: () => (
        <p>
          Workshop {useParams().workshopId}:{" "}
          {String((useLocation().state as { notice?: string }).notice)}
        </p>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/new"]} />);
}

/** The workshop's fields, and a list read from a file. */
async function fillIn(user: ReturnType<typeof userEvent.setup>, list = csv) {
  await user.type(
    screen.getByRole("textbox", { name: "Programme title" }),
    "Web development bootcamp",
  );
  await user.type(screen.getByRole("textbox", { name: "College" }), "Vasavi College");
  await user.type(
    screen.getByRole("textbox", { name: "Dates or hours" }),
    "12–14 Jan 2027 · 18 hours",
  );
  await choose(user, list);
}

const choose = (user: ReturnType<typeof userEvent.setup>, list: string) =>
  user.upload(
    screen.getByLabelText("Participants (CSV)"),
    new File([list], "participants.csv", { type: "text/csv" }),
  );

const issueButton = () => screen.getByRole("button", { name: /^Issue/ });
const keysSent = () =>
  fetches.spy.mock.calls.map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));
const bodySent = (call: number) =>
  JSON.parse(fetches.spy.mock.calls[call]?.[1]?.body as string) as Record<string, unknown>;

describe("WorkshopForm", () => {
  it("shows each problem at its row, the bad cells marked, and keeps Issue closed", async () => {
    fetches.spy.mockResolvedValueOnce(
      jsonResponse(200, {
        kind: "checked",
        participants: 1,
        problems: [
          { row: 3, field: "email", message: "Please enter a valid email address" },
          { row: 4, field: "name", message: "Name is required" },
          { row: 5, field: "email", message: "This email is already on row 2" },
        ],
      }),
    );
    renderForm();
    const user = userEvent.setup();
    await fillIn(user);
    expect(issueButton()).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("button", { name: "Check the list" }));

    await screen.findByText("1 participant, 3 problems");
    expect(bodySent(0)).toMatchObject({ checkOnly: true, participantsCsv: csv, designId: "" });
    const table = screen.getByRole("table", { name: /Rows with problems/ });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "3",
      "4",
      "5",
    ]);
    const [ravi, nameless, meena] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(ravi.textContent).toContain("Email: Please enter a valid email address");
    expect(within(ravi).getByText("ravi@example").closest("td")?.dataset.problem).toBe("true");
    expect(within(ravi).getByText("Ravi Kumar").closest("td")?.dataset.problem).toBeUndefined();
    expect(nameless.textContent).toContain("Name: Name is required");
    expect(within(nameless).getByText("(empty)").closest("td")?.dataset.problem).toBe("true");
    expect(meena.textContent).toContain("Email: This email is already on row 2");
    expect(issueButton()).toHaveProperty("disabled", true);
  });

  it("opens Issue only once the check of this list passes, and closes it for another list", async () => {
    fetches.spy.mockResolvedValueOnce(
      jsonResponse(200, { kind: "checked", participants: 4, problems: [] }),
    );
    renderForm();
    const user = userEvent.setup();
    await fillIn(user);
    expect(issueButton()).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("button", { name: "Check the list" }));
    await screen.findByText("4 participants, no problems: ready to issue.");
    expect(issueButton()).toHaveProperty("disabled", false);
    expect(issueButton().textContent).toBe("Issue 4 certificates");

    await choose(user, "name,email\nAsha,asha@example.com\n");
    await screen.findByText("participants.csv is read: check it before issuing.");
    expect(issueButton()).toHaveProperty("disabled", true);
  });

  it("sends the same Idempotency-Key with a second press of Issue, then opens the workshop", async () => {
    fetches.spy
      .mockResolvedValueOnce(jsonResponse(200, { kind: "checked", participants: 4, problems: [] }))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(jsonResponse(201, { kind: "issued", workshopId, issued: 4 }));
    renderForm();
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Check the list" }));
    await screen.findByText("4 participants, no problems: ready to issue.");
    await user.click(issueButton());
    await screen.findByText(/The server could not be reached/);
    await user.click(issueButton());

    await screen.findByText(
      `Workshop ${workshopId}: 4 certificates issued: each participant was emailed theirs.`,
    );
    const [checkKey, firstKey, secondKey] = keysSent();
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(secondKey).toBe(firstKey);
    expect(checkKey).toBe(firstKey);
    expect(bodySent(1)).toEqual({ ...bodySent(0), checkOnly: false });
    expect(bodySent(2)).toEqual(bodySent(1));
  });

  it("shows an issue's refusal of rows the same way, and Issue closes again", async () => {
    fetches.spy
      .mockResolvedValueOnce(jsonResponse(200, { kind: "checked", participants: 4, problems: [] }))
      .mockResolvedValueOnce(
        jsonResponse(400, {
          error: "Fix the rows marked below: nothing was issued",
          problems: [{ row: 2, field: "email", message: "This email is already on row 5" }],
        }),
      );
    renderForm();
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Check the list" }));
    await screen.findByText("4 participants, no problems: ready to issue.");
    await user.click(issueButton());
    await screen.findByText("Fix the rows marked below: nothing was issued");
    const table = screen.getByRole("table", { name: /Rows with problems/ });
    expect(within(table).getByRole("rowheader", { name: "2" })).toBeTruthy();
    expect(table.textContent).toContain("Email: This email is already on row 5");
    expect(issueButton()).toHaveProperty("disabled", true);
  });

  it("checks the form's own fields first, each message at its field", async () => {
    renderForm();
    await userEvent.setup().click(screen.getByRole("button", { name: "Check the list" }));
    expect(fetches.spy).not.toHaveBeenCalled();
    const title = screen.getByRole("textbox", { name: "Programme title" });
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(title)).toContain(certificateFormMessages.titleRequired);
    expect(descriptionOf(screen.getByLabelText("Participants (CSV)"))).toContain(
      certificateFormMessages.participantsRequired,
    );
  });

  it("fills the college in from a chosen booking, and sends the booking", async () => {
    fetches.spy.mockResolvedValueOnce(
      jsonResponse(200, { kind: "checked", participants: 4, problems: [] }),
    );
    renderForm();
    const user = userEvent.setup();
    const college = screen.getByRole("textbox", { name: "College" });
    const booking = screen.getByRole("combobox", { name: "Booking (optional)" });
    await user.selectOptions(booking, "b-1");
    expect(college).toHaveProperty("value", "Government Engineering College Pune");
    await user.selectOptions(booking, "b-2");
    expect(college).toHaveProperty("value", "Vasavi College of Engineering");
    await user.type(screen.getByRole("textbox", { name: "Programme title" }), "Bootcamp");
    await user.type(screen.getByRole("textbox", { name: "Dates or hours" }), "18 hours");
    await choose(user, csv);
    await user.click(screen.getByRole("button", { name: "Check the list" }));
    await screen.findByText("4 participants, no problems: ready to issue.");
    expect(bodySent(0)).toMatchObject({
      bookingId: "b-2",
      college: "Vasavi College of Engineering",
    });
  });

  it("offers the template with the columns and one example row", () => {
    renderForm();
    const link = screen.getByRole("link", { name: "Download a template" });
    const href = link.getAttribute("href") ?? "";
    expect(decodeURIComponent(href.slice(href.indexOf(",") + 1)).split("\r\n")[0]).toBe(
      "name,email,college",
    );
    expect(link.getAttribute("download")).toBe("participants-template.csv");
  });
});
