import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Razorpay as a third way to pay (docs/decisions/0019): a registration keeps its Razorpay
 * order (one per registration, reused on every retry) and the payment that paid it, and
 * when the checkout's signed success handler reached us. Both ids are unique: an order or a
 * payment pays for one registration only. The values are written literally: a migration is
 * history.
 */

const earlierMethods = ["stripe", "upi"];
const methods = [...earlierMethods, "razorpay"];

const list = (values: readonly string[]) => `'${values.join("', '")}')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await widenPaymentMethods(db, earlierMethods, methods);
  for (const column of ["razorpay_order_id", "razorpay_payment_id", "checkout_verified_at"]) {
    await db.schema.alterTable("registrations").addColumn(column, "text").execute();
  }
  for (const column of ["razorpay_order_id", "razorpay_payment_id"]) {
    await db.schema
      .createIndex(`registrations_${column}`)
      .on("registrations")
      .column(column)
      .unique()
      .execute();
  }
}

/**
 * PostgreSQL names the column's check and can swap it; SQLite cannot alter a check, so the
 * table is rebuilt from its own CREATE statement with the other list, rows and indexes kept.
 */
async function widenPaymentMethods(
  db: Kysely<unknown>,
  from: readonly string[],
  to: readonly string[],
): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table registrations drop constraint registrations_payment_method_check`.execute(
      db,
    );
    await sql`alter table registrations add constraint registrations_payment_method_check check (${sql.ref("payment_method")} in (${sql.join(to.map((value) => sql.lit(value)))}))`.execute(
      db,
    );
    return;
  }
  const { rows: tables } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'registrations'`.execute(db);
  const { rows: indexes } = await sql<{ sql: string }>`
    select sql from sqlite_master
    where type = 'index' and tbl_name = 'registrations' and sql is not null`.execute(db);
  const create = tables[0]?.sql;
  const earlier = `"payment_method" in (${list(from)}`;
  if (!create?.includes(earlier)) throw new Error("registrations: unexpected payment method check");
  await sql`alter table registrations rename to registrations_before_0013`.execute(db);
  await sql.raw(create.replace(earlier, `"payment_method" in (${list(to)}`)).execute(db);
  await sql`insert into registrations select * from registrations_before_0013`.execute(db);
  await sql`drop table registrations_before_0013`.execute(db);
  for (const index of indexes) await sql.raw(index.sql).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["razorpay_payment_id", "razorpay_order_id"]) {
    await db.schema.dropIndex(`registrations_${column}`).execute();
  }
  for (const column of ["checkout_verified_at", "razorpay_payment_id", "razorpay_order_id"]) {
    await db.schema.alterTable("registrations").dropColumn(column).execute();
  }
  await widenPaymentMethods(db, methods, earlierMethods);
}
