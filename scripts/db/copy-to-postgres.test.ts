import { describe, expect, it } from "vitest";
import type { TableShape } from "#server/db/table-sources";
import { foreignKeyOrder, postgresValue } from "./copy-to-postgres";

const table = (name: string, references: string[] = []): TableShape => ({
  name,
  columns: [],
  primaryKey: [],
  references,
});

describe("postgresValue", () => {
  it("turns SQLite's storage into the PostgreSQL column's type", () => {
    expect(postgresValue("boolean", 1n)).toBe(true);
    expect(postgresValue("boolean", 0n)).toBe(false);
    expect(postgresValue("number", 9007199254740993n)).toBe("9007199254740993");
    expect(postgresValue("timestamp", "2025-01-02T03:04:05.678Z")).toBe("2025-01-02T03:04:05.678Z");
    expect(postgresValue("timestamp", 0n)).toEqual(new Date(0));
    expect(postgresValue("text", null)).toBeNull();
    const bytes = Buffer.from([1, 2]);
    expect(postgresValue("blob", bytes)).toBe(bytes);
  });
});

describe("foreignKeyOrder", () => {
  it("puts every table after the tables it references", () => {
    const ordered = foreignKeyOrder([
      table("account", ["user"]),
      table("media_variants", ["media"]),
      table("media"),
      table("user"),
      table("tree", ["tree"]),
    ]).map((shape) => shape.name);
    expect(ordered.indexOf("user")).toBeLessThan(ordered.indexOf("account"));
    expect(ordered.indexOf("media")).toBeLessThan(ordered.indexOf("media_variants"));
    expect(ordered).toHaveLength(5);
  });
});
