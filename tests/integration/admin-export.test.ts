import http from "node:http";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { adminLists, type AdminListKind } from "#shared/domain/admin-lists";
import { exportPageSize, toCsv } from "#server/services/admin-lists";
import { scaleLists, seedList } from "../support/admin-rows";
import { serverWithAdmin } from "../support/server-with-admin";
import { testDialect } from "../support/test-database";

/**
 * A list's CSV export is streamed from the database a page at a time (issue 24): the file is
 * the one the portal always gave, the server waits for a slow client, and a client that goes
 * away stops the reading.
 */

const portal = serverWithAdmin({ email: "export-admin@kodeveda.test" });

/** The file as the portal built it before streaming: BOM, header, rows newest first. */
async function fileAsBefore(kind: AdminListKind): Promise<string> {
  const { db } = portal.server.database;
  const columns = adminLists[kind].columns;
  const { rows } = await sql<Record<string, string | number | null>>`
    select * from ${sql.table(scaleLists[kind].table)} order by created_at desc, id desc`.execute(
    db,
  );
  return `\uFEFF${toCsv([
    columns.map(([, label]) => label),
    ...rows.map((row) => columns.map(([column]) => row[column] ?? null)),
  ])}`;
}

/** Pieces of the export the server has read from the database, and whether it stopped. */
function watchExport() {
  const lists = portal.server.services.adminLists;
  const original = lists.csv.bind(lists);
  const seen = { pieces: 0, ended: false };
  lists.csv = async function* (...args) {
    try {
      for await (const piece of original(...args)) {
        seen.pieces += 1;
        yield piece;
      }
    } finally {
      seen.ended = true;
    }
  };
  return { seen, restore: () => (lists.csv = original) };
}

/** A download over a plain socket that the test pauses, resumes or cuts. */
function download(path: string) {
  const url = new URL(path, portal.server.url);
  let received = 0;
  const chunks: Buffer[] = [];
  let response: http.IncomingMessage | undefined;
  const request = http.get(url, {
    headers: { cookie: portal.cookie, "accept-encoding": "identity" },
  });
  const firstBytes = new Promise<void>((resolve, reject) => {
    request.on("error", reject);
    request.on("response", (answer) => {
      response = answer;
      answer.on("data", (chunk: Buffer) => {
        received += chunk.length;
        chunks.push(chunk);
        resolve();
      });
    });
  });
  const done = new Promise<string>((resolve, reject) => {
    request.on("response", (answer) => {
      answer.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      answer.on("error", reject);
    });
  });
  return {
    firstBytes,
    done,
    received: () => received,
    pause: () => response?.pause(),
    resume: () => response?.resume(),
    /** The client goes away: the download ends unfinished, as the test means it to. */
    cut: () => {
      done.catch(() => undefined);
      request.destroy();
    },
  };
}

const until = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("streaming a list's CSV export", () => {
  it("gives the file the portal always gave: BOM, quoting, formulas made text, across pages and same-moment rows", async () => {
    const { testDatabase, database } = portal.server;
    await seedList(testDatabase, "bookings", 2 * exportPageSize + 345);
    await seedList(testDatabase, "registrations", 30);
    const { db } = database;
    // Rows received in the same millisecond, on both sides of a page's end.
    const { rows: around } = await sql<{ id: string }>`
      select id from bookings order by created_at desc, id desc
      limit 6 offset ${exportPageSize - 3}`.execute(db);
    await db
      .updateTable("bookings")
      .set({ created_at: "2027-01-01T00:00:00.000Z" })
      .where(
        "id",
        "in",
        around.map((row) => row.id),
      )
      .execute();
    await db
      .updateTable("bookings")
      .set({
        organization_name: '=HYPERLINK("http://evil.example") Rao, "R" & Sons',
        address: "Line one\nLine two",
        message: "తెలంగాణ ₹500 workshop",
      })
      .where("email", "like", "tpo1@%")
      .execute();
    await db
      .updateTable("registrations")
      .set({ guardian_name: "+91 guardian", guardian_email: null })
      .where("reference", "=", "KVB-000002")
      .execute();

    for (const kind of ["bookings", "registrations"] as const) {
      const response = await portal.request(`/api/admin/export/${kind}.csv`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
        await response.arrayBuffer(),
      );
      expect(text).toBe(await fileAsBefore(kind));
    }
  });

  it("waits for a slow client and sends the rest when it reads again, serving others meanwhile", async () => {
    const rows = 40 * exportPageSize;
    const { testDatabase } = portal.server;
    const { rows: present } = await sql<{ n: number | string }>`
      select count(*) as n from contact_messages`.execute(portal.server.database.db);
    await seedList(testDatabase, "contacts", rows - Number(present[0]?.n ?? 0));
    const { seen, restore } = watchExport();
    try {
      const client = download("/api/admin/export/contacts.csv");
      await client.firstBytes;
      client.pause();
      // Whatever the sockets hold, the server stops reading once they are full.
      let settled = -1;
      while (seen.pieces !== settled) {
        settled = seen.pieces;
        await pause(300);
      }
      expect(seen.pieces).toBeLessThan(rows / exportPageSize);
      expect(seen.ended).toBe(false);

      const dashboard = await portal.request("/api/admin/dashboard");
      expect(dashboard.status).toBe(200);
      expect(await dashboard.json()).toMatchObject({ contacts: rows });

      client.resume();
      const text = await client.done;
      expect(seen.ended).toBe(true);
      // The header and every row, each ending in CRLF (a message holds no line break here).
      expect(text.split("\r\n")).toHaveLength(rows + 2);
      expect(text).toBe(await fileAsBefore("contacts"));
    } finally {
      restore();
    }
  });

  it("stops reading when the client goes away halfway, and the server carries on", async () => {
    const { seen, restore } = watchExport();
    try {
      const client = download("/api/admin/export/contacts.csv");
      await client.firstBytes;
      client.cut();
      await until(() => seen.ended);
      expect(seen.pieces).toBeLessThan(40);
    } finally {
      restore();
    }
    if (testDialect() === "postgres") {
      // No query of the export is left running in the database.
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where state = 'active' and query ilike '%contact_messages%'
          and pid <> pg_backend_pid()`.execute(portal.server.database.db);
      expect(rows[0]?.n).toBe(0);
    }
    const again = await portal.request("/api/admin/export/contacts.csv?q=Priya%20Sharma%2010");
    expect(again.status).toBe(200);
    expect((await again.text()).split("\r\n").length).toBeGreaterThan(2);
    expect((await portal.request("/api/admin/dashboard")).status).toBe(200);
  });
});
