// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { TicketSession, TicketView } from "#shared/domain/sessions";
import { drawQrCode } from "../../components/QrCode";
import { Ticket } from "./Ticket";

const session = (overrides: Partial<TicketSession>): TicketSession => ({
  id: "s1",
  title: "Kick-off",
  startsAt: "2027-01-09T04:30:00.000Z",
  endsAt: "2027-01-09T07:30:00.000Z",
  place: "venue",
  venueName: "CBIT Seminar Hall",
  venueAddress: "Gandipet, Hyderabad",
  mapUrl: "https://maps.example/cbit",
  onlineUrl: null,
  status: "scheduled",
  googleCalendarUrl: "https://calendar.google.com/calendar/render?text=Kick-off",
  attended: false,
  ...overrides,
});

const sessions = [
  session({ attended: true }),
  session({
    id: "s2",
    title: "Code review",
    startsAt: "2027-01-16T04:30:00.000Z",
    endsAt: "2027-01-16T06:30:00.000Z",
    place: "online",
    venueName: null,
    venueAddress: null,
    mapUrl: null,
    onlineUrl: "https://meet.example/kv-code-review",
    googleCalendarUrl: "https://calendar.google.com/calendar/render?text=Code+review",
  }),
  session({
    id: "s3",
    title: "Field visit",
    startsAt: "2027-01-23T04:30:00.000Z",
    endsAt: "2027-01-23T10:30:00.000Z",
    status: "cancelled",
    googleCalendarUrl: "https://calendar.google.com/x",
  }),
];

const checkInCode = "KVT1-AbCdEfGhIjKlMnOpQrStUv";
const valid: TicketView = {
  valid: true,
  name: "Ananya Reddy",
  projectTitle: "Smart attendance with face recognition",
  reference: "KV7Q2M9X",
  checkInCode,
  sessions,
  calendarPath: "/tickets/abc/calendar.ics",
};

afterEach(cleanup);

describe("a valid ticket", () => {
  it("shows who and what it is for, and the QR code with its code printed under it", () => {
    render(<Ticket ticket={valid} qr={drawQrCode(checkInCode)} />);
    expect(screen.getByRole("heading", { level: 1, name: "Your ticket" })).toBeTruthy();
    expect(screen.getByText("Ananya Reddy")).toBeTruthy();
    expect(screen.getByText("Smart attendance with face recognition")).toBeTruthy();
    expect(screen.getByText("KV7Q2M9X")).toBeTruthy();
    const qr = screen.getByRole("img", { name: "Ticket QR code for check-in" });
    expect(qr.querySelector("path")?.getAttribute("d")).toBe(drawQrCode(checkInCode).path);
    expect(screen.getByText(checkInCode).tagName).toBe("CODE");
  });

  it("lists every session in India time with a Google Calendar link for each still to happen", () => {
    render(<Ticket ticket={valid} qr={drawQrCode(checkInCode)} />);
    const list = screen.getByRole("region", { name: "Sessions" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByText("Sat 9 Jan 2027, 10:00 am – 1:00 pm IST")).toBeTruthy();
    expect(screen.getByText("Sat 16 Jan 2027, 10:00 am – 12:00 pm IST")).toBeTruthy();
    const google = screen.getAllByRole("link", { name: /^Add to Google Calendar/ });
    expect(google.map((link) => link.getAttribute("href"))).toEqual(
      sessions.slice(0, 2).map((scheduled) => scheduled.googleCalendarUrl),
    );
    expect(
      screen.getByRole("link", { name: /^Map ?of CBIT Seminar Hall$/ }).getAttribute("href"),
    ).toBe("https://maps.example/cbit");
    expect(screen.getByText("Attended")).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Download all sessions (.ics)" }).getAttribute("href"),
    ).toBe("/tickets/abc/calendar.ics");
  });

  it("gives an online session's meeting link, as a link and written out", () => {
    render(<Ticket ticket={valid} qr={drawQrCode(checkInCode)} />);
    const join = screen.getByRole("link", { name: /^Join the session ?: Code review$/ });
    expect(join.getAttribute("href")).toBe("https://meet.example/kv-code-review");
    expect(join.getAttribute("rel")).toBe("noreferrer");
    expect(screen.getByText("https://meet.example/kv-code-review")).toBeTruthy();
  });

  it("strikes a cancelled session through and says so", () => {
    render(<Ticket ticket={valid} qr={drawQrCode(checkInCode)} />);
    const cancelled = screen.getByRole("heading", { level: 3, name: "Field visit" });
    expect(cancelled.querySelector("s")?.textContent).toBe("Field visit");
    const item = cancelled.closest("li");
    if (!item) throw new Error("the session is not a list item");
    expect(within(item).getByText("Cancelled")).toBeTruthy();
    expect(within(item).queryByRole("link")).toBeNull();
  });

  it("says so when no session is scheduled yet", () => {
    render(<Ticket ticket={{ ...valid, sessions: [] }} qr={drawQrCode(checkInCode)} />);
    expect(screen.getByText(/No sessions are scheduled yet/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Add to Google Calendar/ })).toBeNull();
  });
});

describe("a ticket that is no longer valid", () => {
  it("says so with its reference and where to write, and shows nothing else", () => {
    const { container } = render(
      <Ticket ticket={{ ...valid, valid: false, checkInCode: null, sessions: [] }} qr={null} />,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "This ticket is no longer valid" }),
    ).toBeTruthy();
    expect(screen.getByText("KV7Q2M9X")).toBeTruthy();
    expect(container.textContent).toContain("Write to us at hello@kodeveda.in.");
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "mailto:hello@kodeveda.in",
    ]);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Sessions" })).toBeNull();
    expect(container.textContent).not.toContain("Ananya Reddy");
    expect(container.textContent).not.toContain(checkInCode);
  });

  it("shows no session or link even if it were handed some", () => {
    const { container } = render(
      <Ticket ticket={{ ...valid, valid: false }} qr={drawQrCode(checkInCode)} />,
    );
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.textContent).not.toContain("meet.example");
    expect(screen.queryByRole("link", { name: /Google Calendar|Download/ })).toBeNull();
  });
});
