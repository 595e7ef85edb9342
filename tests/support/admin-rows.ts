import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { AdminListKind } from "#shared/domain/admin-lists";
import { bookingReplyDue, contactReplyDue } from "#shared/domain/promises";
import { paymentMethods } from "#shared/domain/registrations";
import { connectDatabase, type AppDatabase } from "#server/db/connect";
import { createLogger } from "#server/logger";
import type { TestDatabase } from "./test-database";

/**
 * Rows of the admin lists written straight into a database, many at a time: the bench's
 * 100,000 per list (issue 24) and the tests of paging, search and export at size. They fill
 * the dashboard's weeks as a busy site would (issue 38): paid in several ways, some refunded,
 * most bookings and messages answered (some late), subscribers confirming as they come.
 */

const batch = 500;
const colleges = [
  "Vasavi College",
  "Osmania University College",
  "CBIT Engineering College",
  "Chaitanya Bharathi College",
  "MVSR Engineering College",
  "Sreenidhi College",
  "Gokaraju Rangaraju College",
  "JNTU College",
];
const people = ["Priya Sharma", "Arjun Reddy", "Meera Iyer", "Rahul Verma", "Ananya Rao"];
const hourMs = 3_600_000;
/** When the rows were written: nothing in them happened later. */
const seededAt = Date.now();
/** A moment `hours` after `at`, or nothing when that is still to come. */
const later = (at: string, hours: number) => {
  const moment = new Date(at).getTime() + hours * hourMs;
  return moment <= seededAt ? new Date(moment).toISOString() : null;
};
/** One row in 20 not answered yet; the rest answered within `spread` hours, some late. */
const answered = (i: number, at: string, spread: number) =>
  i % 20 === 0 ? null : later(at, (i * 7) % spread);

const messages = [
  "A two-day React workshop for 60 third-year students in January.",
  "Could you run a hackathon for our coding club next semester?",
  "We would like career guidance and resume building sessions for final-year students.",
  "Please share the fee for a LinkedIn optimisation session for 120 students.",
];

/** Per list: the search that finds one row, a status to filter on, and the rows' shape. */
export const scaleLists: Record<
  AdminListKind,
  { hit: string; status: string; table: string; row: (i: number, at: string) => object }
> = {
  bookings: {
    hit: "College 99999",
    status: "contacted",
    table: "bookings",
    row: (i, at) => ({
      id: randomUUID(),
      organization_name: `${colleges[i % colleges.length]} ${i}`,
      email: `tpo${i}@college${i % 997}.example`,
      contact_number: `+91 40 ${String(2_000_000 + i).padStart(8, "0")}`,
      address: `${i % 400} Ibrahimbagh, Hyderabad, Telangana 500031`,
      message: messages[i % messages.length],
      status: (["new", "contacted", "scheduled", "closed"] as const)[i % 4],
      idempotency_key: null,
      reply_due_at: bookingReplyDue(new Date(at)).toISOString(),
      answered_at: answered(i, at, 30),
      consent_notice: "bench",
      consent_at: at,
      created_at: at,
      updated_at: at,
    }),
  },
  contacts: {
    hit: "Sharma 99995",
    status: "replied",
    table: "contact_messages",
    row: (i, at) => ({
      id: randomUUID(),
      name: `${people[i % people.length]} ${i}`,
      email: `student${i}@mail.example`,
      phone: `+91 98${String(10_000_000 + i).padStart(8, "0")}`,
      message: messages[i % messages.length],
      status: i % 3 === 0 ? "replied" : "new",
      reply_due_at: contactReplyDue(new Date(at)).toISOString(),
      answered_at: answered(i, at, 72),
      consent_notice: "bench",
      consent_at: at,
      created_at: at,
      updated_at: at,
    }),
  },
  subscribers: {
    hit: "reader-99999@",
    status: "unsubscribed",
    table: "newsletter_subscribers",
    row: (i, at) => ({
      id: randomUUID(),
      email: `reader-${i}@bench.example`,
      status: i % 10 === 0 ? "unsubscribed" : "subscribed",
      unsubscribe_token: randomBytes(18).toString("base64url"),
      source: (["footer", "blog", "home"] as const)[i % 3],
      unsubscribed_at: i % 10 === 0 ? at : null,
      confirm_token_hash: null,
      confirm_sent_at: at,
      confirm_expires_at: null,
      confirmed_at: later(at, (i % 50) / 60) ?? at,
      confirmed_ip: "127.0.0.1",
      bounced_at: null,
      consent_notice: "bench",
      consent_at: at,
      created_at: at,
      updated_at: at,
    }),
  },
  registrations: {
    hit: "KVB-099999",
    status: "paid",
    table: "registrations",
    row: (i, at) => {
      const paid = i % 2 === 0;
      // One paid registration in 50 is refunded three days on, once those days have passed.
      const refundedAt = paid && i % 50 === 0 ? later(at, 72) : null;
      const waiting = i % 98 === 1 ? "awaiting_verification" : i % 98 === 3 ? "needs_refund" : "";
      return {
        id: randomUUID(),
        reference: `KVB-${String(i).padStart(6, "0")}`,
        project_id: `bench-project-${i % 20}`,
        name: `${people[i % people.length]} ${i}`,
        email: `student${i}@mail.example`,
        phone: `+91 97${String(10_000_000 + i).padStart(8, "0")}`,
        college: `${colleges[i % colleges.length]}`,
        section: "A",
        year: "3",
        payment_method: paymentMethods[i % paymentMethods.length],
        amount_paise: 50_000,
        currency: "inr",
        status: paid ? (refundedAt ? "refunded" : "paid") : waiting || "pending_payment",
        upi_utr: paid || waiting ? String(400_000_000_000 + i) : null,
        paid_at: paid || waiting === "needs_refund" ? at : null,
        refunded_at: refundedAt,
        seat_held: 0,
        consent_notice: "bench",
        consent_at: at,
        created_at: at,
        updated_at: refundedAt ?? at,
      };
    },
  },
};

function connect(database: TestDatabase): AppDatabase {
  return connectDatabase(database.target, {
    logger: createLogger("silent"),
    ...(database.schema ? { schema: database.schema } : {}),
  });
}

/**
 * Row n of a list was received n × 100 s before the newest, which came a minute before the
 * seeding: 100,000 rows are the last 16 weeks (the dashboard's trends and more), 500,000 a
 * year and a half.
 */
const newestRowAt = seededAt - 60_000;
export const rowSpacingMs = 100_000;

/**
 * Rows `from` to `from + count - 1` of a list written straight into the database, a minute
 * apart. Then PostgreSQL is vacuumed and analysed, as autovacuum would have done in the years
 * it took to collect them.
 */
export async function seedList(
  database: TestDatabase,
  kind: AdminListKind,
  count: number,
  from = 0,
): Promise<void> {
  const { table, row } = scaleLists[kind];
  const connection = connect(database);
  try {
    for (let i = 0; i < count; i += batch * 20) {
      await connection.db.transaction().execute(async (trx) => {
        for (let j = i; j < Math.min(count, i + batch * 20); j += batch) {
          const rows = Array.from({ length: Math.min(batch, count - j) }, (_, k) => {
            const n = from + j + k;
            return row(n, new Date(newestRowAt - n * rowSpacingMs).toISOString());
          });
          // The bench's rows are typed by scaleLists; the table is one of the lists' own.
          await trx
            .insertInto(table as "bookings")
            .values(rows as never)
            .execute();
        }
      });
    }
    if (connection.dialect === "postgres") {
      await sql.raw(`vacuum analyze ${table}`).execute(connection.db);
    }
  } finally {
    await connection.close();
  }
}
