import type { Dialect } from "./connect";

/**
 * What a column holds, whichever database stores it. The same data comes back from the two
 * drivers in different clothes: better-auth's booleans are 0/1 on SQLite and true/false on
 * PostgreSQL, its dates ISO text on SQLite and timestamptz (a Date) on PostgreSQL, a bigint
 * a string from pg and a bigint from better-sqlite3 read exactly. Checksums compare rows in
 * this one form, so a copy moved from one database to the other can be checked row for row.
 */
export type ColumnKind = "number" | "boolean" | "timestamp" | "json" | "blob" | "text";

/** The kind of a column from its declared type (SQLite) or information_schema data_type. */
export function columnKind(dialect: Dialect, declaredType: string): ColumnKind {
  const type = declaredType.toLowerCase();
  if (type === "boolean" || type === "bool") return "boolean";
  if (type === "json" || type === "jsonb") return "json";
  if (/timestamp|^date$|datetime/.test(type)) return "timestamp";
  if (dialect === "postgres") {
    if (/^(smallint|integer|bigint|real|double precision|numeric)/.test(type)) return "number";
    return type === "bytea" ? "blob" : "text";
  }
  // SQLite's own affinity rules (https://www.sqlite.org/datatype3.html#determination_of_column_affinity).
  if (type.includes("int")) return "number";
  if (/char|clob|text/.test(type)) return "text";
  if (type === "" || type.includes("blob")) return "blob";
  return "number";
}

const isIntegerText = (value: string) => /^-?\d+$/.test(value);
/** pg returns bigint and numeric columns as text, to keep their precision. */
const isNumberText = (value: string) => /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(value);

/** A number as digits when whole (exact for bigints), else JavaScript's shortest form. */
function encodeNumber(value: number | bigint | string): string {
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "string") {
    return isIntegerText(value) ? BigInt(value).toString() : encodeNumber(Number(value));
  }
  return Number.isSafeInteger(value) ? BigInt(value).toString() : String(value);
}

/** JSON with its object keys sorted, so key order does not change a checksum. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

function timestamp(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number" || typeof value === "bigint") {
    return new Date(Number(value)).toISOString();
  }
  if (typeof value === "string") {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? value : parsed.toISOString();
  }
  return value;
}

function boolean(value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value === "t" || value === "true") return 1;
  if (value === "f" || value === "false") return 0;
  return value;
}

function json(value: unknown): unknown {
  if (typeof value !== "string") return stableJson(value);
  try {
    return stableJson(JSON.parse(value));
  } catch {
    return value;
  }
}

/**
 * One value in the form both databases agree on: null, digits for a number, a JSON string
 * for text, timestamps and JSON (in UTC ISO form, sorted keys), x'…' for bytes. A value the
 * column's kind does not expect is encoded as what it is, so a difference shows rather than
 * being smoothed over.
 */
export function canonicalValue(kind: ColumnKind, value: unknown): string {
  const normalised =
    kind === "boolean"
      ? boolean(value)
      : kind === "timestamp"
        ? timestamp(value)
        : kind === "json"
          ? json(value)
          : value;
  if (normalised === null || normalised === undefined) return "null";
  if (typeof normalised === "number" || typeof normalised === "bigint") {
    return encodeNumber(normalised);
  }
  if (typeof normalised === "string") {
    return kind === "number" && isNumberText(normalised)
      ? encodeNumber(normalised)
      : JSON.stringify(normalised);
  }
  if (normalised instanceof Uint8Array) return `x'${Buffer.from(normalised).toString("hex")}'`;
  if (typeof normalised === "boolean") return normalised ? "1" : "0";
  return stableJson(normalised);
}

export interface ColumnShape {
  name: string;
  kind: ColumnKind;
}

/** A row as one line: its values in the order of the columns given. */
export function canonicalRow(columns: readonly ColumnShape[], row: Record<string, unknown>) {
  return `[${columns.map((column) => canonicalValue(column.kind, row[column.name])).join(",")}]`;
}
