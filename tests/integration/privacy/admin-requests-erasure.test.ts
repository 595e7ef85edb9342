import { describe, expect, it } from "vitest";
import { adminLogin, postJson } from "../../support/admin-session";
import { uniqueStudentEmail } from "../../support/accounts";
import { serverWithAdmin } from "../../support/server-with-admin";
import type { DataRequestRow } from "#shared/schemas/data-requests";

/** Staff carrying out an erasure someone asked for by phone, through the erasure service. */
const adminEmail = "office@kodeveda.test";
const adminPassword = "first admin password";
const portal = serverWithAdmin({
  email: adminEmail,
  password: adminPassword,
  mail: true,
  signIn: false,
  env: { FORM_RATE_LIMIT: "1000" },
});
const server = () => portal.server;

describe("staff completing an erasure request", () => {
  it("erases the person's booking, shows them as erased and records the completion", async () => {
    const { cookie } = await adminLogin(server(), adminEmail, adminPassword);
    const email = uniqueStudentEmail("erase");
    const booked = await postJson(server(), "/api/bookings", {
      organizationName: "Sri Venkateswara College",
      email,
      contactNumber: "+91 40 2345 6789",
      address: "Tirupati, Andhra Pradesh",
      message: "We would like a two-day workshop on web development.",
    });
    expect(booked.status).toBe(201);

    const recorded = await postJson(
      server(),
      "/api/admin/requests",
      { kind: "erasure", channel: "phone", email, name: "Lakshmi Devi" },
      cookie,
    );
    expect(recorded.status).toBe(201);
    const { request } = (await recorded.json()) as { request: DataRequestRow };

    const done = await postJson(
      server(),
      `/api/admin/requests/${request.reference}/complete`,
      {},
      cookie,
    );
    expect(done.status).toBe(200);

    const { db } = server().database;
    const bookings = await db
      .selectFrom("bookings")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(bookings).toHaveLength(0);
    const row = await db
      .selectFrom("data_requests")
      .select(["status", "email"])
      .where("reference", "=", request.reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "completed", email: null });

    const list = await fetch(`${server().url}/api/admin/requests?q=${request.reference}`, {
      headers: { cookie },
    });
    const { rows } = (await list.json()) as { rows: DataRequestRow[] };
    expect(rows[0]).toMatchObject({ status: "completed", email: null });
    const page = await (
      await fetch(`${server().url}/admin/requests/${request.reference}`, { headers: { cookie } })
    ).text();
    expect(page).toContain("the person’s data was erased");
    expect(page).not.toContain(email);

    const audit = await db
      .selectFrom("audit_log")
      .select("action")
      .where("subject", "=", request.reference)
      .execute();
    expect(audit.map((entry) => entry.action)).toContain("privacy.request_completed");
  });
});
