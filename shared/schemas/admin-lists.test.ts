import { describe, expect, it } from "vitest";
import {
  adminListActionSchema,
  adminListFilterSchema,
  adminListMessages,
  statusSentence,
} from "./admin-lists";

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe("admin list filter", () => {
  const bookings = adminListFilterSchema("bookings");

  it("takes a search, a status of the list and a page", () => {
    expect(bookings.parse({ q: "  Vasavi ", status: "contacted", page: "3" })).toEqual({
      q: "Vasavi",
      status: "contacted",
      page: 3,
      late: false,
    });
    expect(bookings.parse({ status: "" })).toEqual({ status: "", page: 1, late: false });
  });

  it.each([
    ["1", true],
    ["0", false],
    ["true", false],
    [["1", "1"], false],
    [undefined, false],
  ])("reads late=%j as %s: only 1 asks for the late replies", (late, expected) => {
    expect(bookings.parse({ late }).late).toBe(expected);
  });

  it.each(["1e400", "0", "-3", "2.5", "abc", "Infinity", "", " 2", "9999999999", null, undefined])(
    "reads page %j as page 1",
    (value) => {
      expect(bookings.parse({ page: value }).page).toBe(1);
    },
  );

  it.each(["constructor", "__proto__", "toString", "paid", "x".repeat(5000)])(
    "refuses the status %s with the list's statuses in a sentence",
    (status) => {
      const result = bookings.safeParse({ status });
      expect(messageOf(result)).toBe(
        "Choose a status from the list: New, Contacted, Scheduled or Closed.",
      );
    },
  );

  it.each([
    ["x".repeat(201), adminListMessages.searchTooLong],
    ["a\u0000b", adminListMessages.searchNotPlain],
    ["a\nb", adminListMessages.searchNotPlain],
    [["a", "b"], adminListMessages.searchNotText],
  ])("refuses the search %j", (q, message) => {
    expect(messageOf(bookings.safeParse({ q }))).toBe(message);
  });
});

describe("admin list row actions", () => {
  it("takes a status change on bookings and contacts only", () => {
    expect(
      adminListActionSchema("contacts").parse({ intent: "status", id: "row-1", status: "replied" }),
    ).toEqual({ intent: "status", list: "contacts", id: "row-1", status: "replied" });
    // The list is the page's, whatever the form says.
    expect(
      adminListActionSchema("bookings").parse({
        intent: "status",
        list: "contacts",
        id: "row-1",
        status: "closed",
      }),
    ).toMatchObject({ list: "bookings", status: "closed" });
    expect(
      messageOf(
        adminListActionSchema("contacts").safeParse({ intent: "status", id: "1", status: "new " }),
      ),
    ).toBe(statusSentence("contacts"));
    for (const kind of ["subscribers", "registrations"] as const) {
      expect(
        messageOf(
          adminListActionSchema(kind).safeParse({ intent: "status", id: "1", status: "new" }),
        ),
      ).toBe(adminListMessages.actionUnavailable);
    }
  });

  it("takes Mark answered on bookings and contacts only, for the list posted to", () => {
    expect(
      adminListActionSchema("bookings").parse({ intent: "answered", list: "contacts", id: "b-1" }),
    ).toEqual({ intent: "answered", list: "bookings", id: "b-1" });
    expect(
      messageOf(adminListActionSchema("contacts").safeParse({ intent: "answered", id: "" })),
    ).toBe(adminListMessages.rowGone);
    for (const kind of ["subscribers", "registrations"] as const) {
      expect(
        messageOf(adminListActionSchema(kind).safeParse({ intent: "answered", id: "1" })),
      ).toBe(adminListMessages.actionUnavailable);
    }
  });

  it.each([{}, { intent: "constructor" }, { intent: "__proto__" }, { intent: ["status"] }])(
    "refuses %j as an action no list has",
    (input) => {
      expect(messageOf(adminListActionSchema("bookings").safeParse(input))).toBe(
        adminListMessages.actionUnavailable,
      );
    },
  );

  it("takes Confirm and Reject of a registration reference, with an optional reason", () => {
    const registrations = adminListActionSchema("registrations");
    expect(registrations.parse({ intent: "confirm", reference: "KV7K4M9QXZ" })).toEqual({
      intent: "confirm",
      reference: "KV7K4M9QXZ",
    });
    expect(
      registrations.parse({ intent: "reject", reference: "KV7K4M9QXZ", reason: " Not found " }),
    ).toEqual({ intent: "reject", reference: "KV7K4M9QXZ", reason: "Not found" });
    for (const reference of ["constructor", "", "kv7k4m9qxz", "KV7K4M9QXZ0", "x".repeat(5000)]) {
      expect(messageOf(registrations.safeParse({ intent: "confirm", reference }))).toBe(
        adminListMessages.referenceInvalid,
      );
    }
    expect(
      messageOf(
        registrations.safeParse({
          intent: "reject",
          reference: "KV7K4M9QXZ",
          reason: "x".repeat(501),
        }),
      ),
    ).toBe(adminListMessages.reasonTooLong);
  });
});
