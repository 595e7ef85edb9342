import { beforeAll, describe, expect, it } from "vitest";
import { pipelineProjects } from "#shared/content/projects";
import { defaultProjectSeats } from "#shared/domain/projects";
import type { DashboardFigures } from "#shared/schemas/dashboard";
import {
  booking,
  campaign,
  contact,
  dataRequest,
  email,
  fee,
  ist,
  project,
  registration,
  subscriber,
} from "../support/dashboard-rows";
import { serverWithAdmin } from "../support/server-with-admin";

/**
 * The dashboard's figures (issue 38) against rows counted by hand, at a fixed moment:
 * Wednesday 18 November 2026, 12:00 in India. Every moment below is written in India's time;
 * the weeks of the trends start on Mondays from 31 August to 16 November.
 */

const portal = serverWithAdmin({ email: "figures-admin@kodeveda.test", signIn: false });
const db = () => portal.server.database.db;
const now = new Date(ist("2026-11-18 12:00"));

let figures: DashboardFigures;
const paused = campaign("November workshops", "paused");

beforeAll(async () => {
  await db()
    .insertInto("registrations")
    .values([
      // Paid today (IST), by three methods; the first at the day's first moment.
      registration("paid", "upi", ist("2026-11-18 10:00"), {
        paid: ist("2026-11-18 10:00"),
        seat: true,
      }),
      registration("paid", "stripe", ist("2026-11-18 09:00"), { paid: ist("2026-11-18 09:00") }),
      registration("paid", "razorpay", ist("2026-11-18 00:00"), { paid: ist("2026-11-18 00:00") }),
      // Paid yesterday's last minute: this month, not today.
      registration("paid", "razorpay", ist("2026-11-17 23:59"), { paid: ist("2026-11-17 23:59") }),
      registration("paid", "razorpay", ist("2026-11-05 10:00"), { paid: ist("2026-11-05 10:00") }),
      // Paid and refunded in the same month: ₹500 received and ₹500 refunded.
      registration("refunded", "upi", ist("2026-11-10 10:00"), {
        paid: ist("2026-11-10 10:00"),
        refunded: ist("2026-11-12 10:00"),
      }),
      // Paid last month, refunded this month: only the refund is this month's.
      registration("refunded", "stripe", ist("2026-10-20 10:00"), {
        paid: ist("2026-10-20 10:00"),
        refunded: ist("2026-11-03 10:00"),
      }),
      // Paid at the month's first moment, refunded today.
      registration("refunded", "upi", ist("2026-11-01 00:00"), {
        paid: ist("2026-11-01 00:00"),
        refunded: ist("2026-11-18 11:00"),
      }),
      // Paid after its project filled: a refund staff owe; it was still paid this month.
      registration("needs_refund", "stripe", ist("2026-11-15 12:00"), {
        paid: ist("2026-11-15 12:00"),
      }),
      // Paid at last month's last minute.
      registration("paid", "upi", ist("2026-10-31 23:59"), { paid: ist("2026-10-31 23:59") }),
      registration("awaiting_verification", "upi", ist("2026-11-16 00:00"), { seat: true }),
      registration("pending_payment", "upi", ist("2026-11-15 23:59")),
      registration("expired", "upi", ist("2026-08-30 23:59")),
      registration("expired", "upi", ist("2026-08-31 00:00")),
    ])
    .execute();

  await db()
    .insertInto("bookings")
    .values([
      // Friday 15:00, answered 30 hours later: answered, not on time, not late any more.
      booking(ist("2026-11-13 15:00"), ist("2026-11-14 21:00")),
      booking(ist("2026-11-16 10:00"), ist("2026-11-16 12:00")),
      // Due Tuesday 09:00, unanswered: late.
      booking(ist("2026-11-16 09:00")),
      // Due tomorrow: not late yet.
      booking(ist("2026-11-18 08:00")),
      // Last month's, unanswered: late, but not this month's promise.
      booking(ist("2026-10-20 10:00")),
      booking(ist("2026-10-28 10:00"), ist("2026-11-02 10:00")),
      // Answered at the very moment it fell due: on time.
      booking(ist("2026-11-03 10:00"), ist("2026-11-04 10:00")),
      // Sunday's last minute and Monday's first: two weeks of the trends.
      booking(ist("2026-11-15 23:59"), ist("2026-11-16 09:00")),
      booking(ist("2026-11-16 00:00"), ist("2026-11-16 09:00")),
    ])
    .execute();

  await db()
    .insertInto("contact_messages")
    .values([
      // Friday 15:00, answered with the booking 30 hours later: due Monday 15:00, on time.
      contact(ist("2026-11-13 15:00"), ist("2026-11-14 21:00")),
      // Thursday 09:00, due Friday 09:00: late.
      contact(ist("2026-11-12 09:00")),
      // Saturday 10:00, due Tuesday 00:00: late.
      contact(ist("2026-11-14 10:00")),
      // Tuesday 13:00, due today 13:00: not late yet.
      contact(ist("2026-11-17 13:00")),
      // Monday 09:00, due Tuesday 09:00, answered Tuesday 10:00: answered late.
      contact(ist("2026-11-16 09:00"), ist("2026-11-17 10:00")),
    ])
    .execute();

  await db()
    .insertInto("newsletter_subscribers")
    .values([
      subscriber(ist("2026-11-15 23:00"), ist("2026-11-15 23:59")),
      subscriber(ist("2026-11-15 23:00"), ist("2026-11-16 00:00")),
      subscriber(ist("2026-11-01 10:00"), null),
      subscriber(ist("2026-09-01 09:00"), ist("2026-09-01 10:00")),
      subscriber(ist("2026-08-30 23:00"), ist("2026-08-30 23:59")),
    ])
    .execute();

  await db()
    .insertInto("data_requests")
    .values([
      dataRequest("open", ist("2026-11-17 10:00")),
      dataRequest("open", ist("2026-11-19 10:00")),
      dataRequest("completed", ist("2026-11-10 10:00")),
    ])
    .execute();

  await db()
    .insertInto("email_outbox")
    .values([
      email({ failed_at: ist("2026-11-17 11:00"), last_error: "550 no such user" }),
      email({ last_error: "421 try again later" }),
      email({ sent_at: ist("2026-11-17 11:00"), last_error: "421 try again later" }),
    ])
    .execute();

  await db()
    .insertInto("newsletter_campaigns")
    .values([paused, campaign("October news", "sent"), campaign("Draft", "draft")])
    .execute();

  // An archived project and a completed one have no bars.
  const [, archived, completed] = pipelineProjects;
  await db()
    .updateTable("projects")
    .set({ archived_at: ist("2026-11-01 10:00") })
    .where("id", "=", archived!.id)
    .execute();
  await db()
    .updateTable("projects")
    .set({ status: "Completed" })
    .where("id", "=", completed!.id)
    .execute();

  figures = await portal.server.services.dashboard.figures(now);
});

describe("the dashboard's figures", () => {
  it("are read at the moment given", () => {
    expect(figures.at).toBe(now.toISOString());
  });

  it("tell what needs staff now, promises running late included", () => {
    expect(figures.attention).toEqual({
      upiToVerify: 1,
      refundsNeeded: 1,
      overdueDataRequests: 1,
      outboxFailures: 2,
      pausedCampaigns: [{ id: paused.id, subject: "November workshops" }],
      lateBookings: 2,
      lateContacts: 2,
    });
  });

  it("count today's payments and refunds by the day in India", () => {
    expect(figures.today).toEqual({
      paidRegistrations: 3,
      receivedPaise: 3 * fee,
      refundedPaise: fee,
      byMethod: [
        { method: "stripe", paid: 1, receivedPaise: fee, refunded: 0, refundedPaise: 0 },
        { method: "upi", paid: 1, receivedPaise: fee, refunded: 1, refundedPaise: fee },
        { method: "razorpay", paid: 1, receivedPaise: fee, refunded: 0, refundedPaise: 0 },
      ],
    });
  });

  it("count the month's payments whatever happened to them since, and its refunds whenever paid", () => {
    const { bookings, contacts, ...takings } = figures.month;
    expect(takings).toEqual({
      label: "November 2026",
      paidRegistrations: 8,
      receivedPaise: 8 * fee,
      refundedPaise: 3 * fee,
      byMethod: [
        { method: "stripe", paid: 2, receivedPaise: 2 * fee, refunded: 1, refundedPaise: fee },
        { method: "upi", paid: 3, receivedPaise: 3 * fee, refunded: 2, refundedPaise: 2 * fee },
        { method: "razorpay", paid: 3, receivedPaise: 3 * fee, refunded: 0, refundedPaise: 0 },
      ],
    });
    // Received this month: the Friday booking answered after 30 hours is answered, not on time.
    expect(bookings).toEqual({ answered: 5, onTime: 4 });
    // The message received that Friday and answered at the same time kept its business day.
    expect(contacts).toEqual({ answered: 2, onTime: 1 });
  });

  it("show the open projects' seats in the pipeline's order", () => {
    const [, archived, completed] = pipelineProjects;
    const open = pipelineProjects.filter((p) => p !== archived && p !== completed);
    expect(figures.seats).toEqual(
      open.map((p) => ({
        id: p.id,
        title: p.title,
        seats: defaultProjectSeats,
        taken: p.id === project ? 1 : 0,
        held: p.id === project ? 1 : 0,
      })),
    );
  });

  it("count twelve weeks from Monday to Sunday in India, the last one in progress", () => {
    expect(figures.trends).toEqual({
      weeks: [
        "2026-08-31",
        "2026-09-07",
        "2026-09-14",
        "2026-09-21",
        "2026-09-28",
        "2026-10-05",
        "2026-10-12",
        "2026-10-19",
        "2026-10-26",
        "2026-11-02",
        "2026-11-09",
        "2026-11-16",
      ],
      registrations: [1, 0, 0, 0, 0, 0, 0, 1, 2, 1, 3, 5],
      bookings: [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 4],
      contacts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 2],
      subscribers: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1],
    });
  });
});
