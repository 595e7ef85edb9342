import { describe, expect, it } from "vitest";
import { canonicalRow, canonicalValue, columnKind, stableJson } from "./canonical-rows";

describe("columnKind", () => {
  it("reads each dialect's declared types as the same kinds", () => {
    expect(columnKind("sqlite", "INTEGER")).toBe("number");
    expect(columnKind("sqlite", "bigint")).toBe("number");
    expect(columnKind("sqlite", "double precision")).toBe("number");
    expect(columnKind("sqlite", "TEXT")).toBe("text");
    expect(columnKind("sqlite", "varchar(255)")).toBe("text");
    expect(columnKind("sqlite", "date")).toBe("timestamp");
    expect(columnKind("sqlite", "blob")).toBe("blob");
    expect(columnKind("postgres", "integer")).toBe("number");
    expect(columnKind("postgres", "bigint")).toBe("number");
    expect(columnKind("postgres", "double precision")).toBe("number");
    expect(columnKind("postgres", "character varying")).toBe("text");
    expect(columnKind("postgres", "timestamp with time zone")).toBe("timestamp");
    expect(columnKind("postgres", "boolean")).toBe("boolean");
    expect(columnKind("postgres", "bytea")).toBe("blob");
    expect(columnKind("postgres", "jsonb")).toBe("json");
  });
});

describe("canonicalValue", () => {
  it("gives a PostgreSQL boolean and SQLite's 0/1 in an integer column one form", () => {
    expect(canonicalValue("boolean", true)).toBe(canonicalValue("number", 1n));
    expect(canonicalValue("boolean", false)).toBe(canonicalValue("number", 0));
    expect(canonicalValue("boolean", true)).toBe("1");
  });

  it("writes integers as digits, exactly, however the driver returned them", () => {
    expect(canonicalValue("number", 42)).toBe("42");
    expect(canonicalValue("number", 42n)).toBe("42");
    // pg returns bigint columns as text; better-sqlite3 read safely returns bigints.
    expect(canonicalValue("number", "9007199254740993")).toBe("9007199254740993");
    expect(canonicalValue("number", 9007199254740993n)).toBe("9007199254740993");
    expect(canonicalValue("number", 1.5)).toBe("1.5");
    expect(canonicalValue("number", "1.50")).toBe("1.5");
  });

  it("gives ISO text and a timestamptz the same UTC form", () => {
    const iso = "2025-03-01T10:20:30.456Z";
    expect(canonicalValue("timestamp", iso)).toBe(JSON.stringify(iso));
    expect(canonicalValue("timestamp", new Date(iso))).toBe(JSON.stringify(iso));
    expect(canonicalValue("timestamp", "2025-03-01T15:50:30.456+05:30")).toBe(JSON.stringify(iso));
    expect(canonicalValue("timestamp", Date.parse(iso))).toBe(JSON.stringify(iso));
  });

  it("reads JSON with its keys in one order, whether stored as text or parsed", () => {
    expect(canonicalValue("json", '{"b":1,"a":[true,null]}')).toBe(
      canonicalValue("json", { a: [true, null], b: 1 }),
    );
    expect(stableJson({ b: { d: 1, c: 2 }, a: "x" })).toBe('{"a":"x","b":{"c":2,"d":1}}');
  });

  it("keeps null, text and bytes apart from one another", () => {
    expect(canonicalValue("text", null)).toBe("null");
    expect(canonicalValue("text", "null")).toBe('"null"');
    expect(canonicalValue("text", "1")).not.toBe(canonicalValue("number", 1));
    const bytes = Buffer.from([0, 255, 16]);
    expect(canonicalValue("blob", bytes)).toBe("x'00ff10'");
    expect(canonicalValue("blob", new Uint8Array(bytes))).toBe("x'00ff10'");
    expect(canonicalValue("blob", bytes)).not.toBe(canonicalValue("text", "x'00ff10'"));
  });
});

describe("canonicalRow", () => {
  it("is one line for the same row from either database", () => {
    const columns = [
      { name: "id", kind: "text" as const },
      { name: "emailVerified", kind: "boolean" as const },
      { name: "createdAt", kind: "timestamp" as const },
      { name: "count", kind: "number" as const },
    ];
    const fromSqlite = {
      id: "u1",
      emailVerified: 1n,
      createdAt: "2025-01-02T03:04:05.000Z",
      count: 3n,
    };
    const fromPostgres = {
      id: "u1",
      emailVerified: true,
      createdAt: new Date("2025-01-02T03:04:05.000Z"),
      count: 3,
    };
    expect(canonicalRow(columns, fromSqlite)).toBe(canonicalRow(columns, fromPostgres));
    expect(canonicalRow(columns, fromSqlite)).toBe('["u1",1,"2025-01-02T03:04:05.000Z",3]');
  });
});
