import { describe, expect, it } from "vitest";
import { compareChecksums, formatComparison, tableChecksum } from "./table-checksums";
import type { TableShape, TableSource } from "./table-sources";

const users: TableShape = {
  name: "user",
  columns: [
    { name: "id", kind: "text", declaredType: "text" },
    { name: "emailVerified", kind: "boolean", declaredType: "boolean" },
  ],
  primaryKey: ["id"],
  references: [],
};

function source(rows: Record<string, unknown>[][], table = users): TableSource {
  return {
    dialect: "postgres",
    tables: () => Promise.resolve([table]),
    async *rows() {
      for (const batch of rows) yield await Promise.resolve(batch);
    },
  };
}

describe("tableChecksum", () => {
  it("counts rows across batches and agrees for the same data in either dialect's form", async () => {
    const postgres = await tableChecksum(
      source([[{ id: "a", emailVerified: true }], [{ id: "b", emailVerified: false }]]),
      users,
    );
    const sqliteShape: TableShape = {
      ...users,
      // SQLite's columns in another order, and 0/1 in an integer column.
      columns: [
        { name: "emailVerified", kind: "number", declaredType: "INTEGER" },
        { name: "id", kind: "text", declaredType: "TEXT" },
      ],
    };
    const sqlite = await tableChecksum(
      source(
        [
          [
            { id: "a", emailVerified: 1n },
            { id: "b", emailVerified: 0n },
          ],
        ],
        sqliteShape,
      ),
      sqliteShape,
    );
    expect(postgres.rows).toBe(2);
    expect(sqlite).toEqual(postgres);
  });

  it("changes with any value or the order of the rows", async () => {
    const base = await tableChecksum(source([[{ id: "a", emailVerified: true }]]), users);
    const changed = await tableChecksum(source([[{ id: "a", emailVerified: false }]]), users);
    expect(changed.checksum).not.toBe(base.checksum);
    const one = { id: "a", emailVerified: true };
    const two = { id: "b", emailVerified: true };
    const ordered = await tableChecksum(source([[one, two]]), users);
    const reversed = await tableChecksum(source([[two, one]]), users);
    expect(reversed.checksum).not.toBe(ordered.checksum);
  });
});

describe("compareChecksums", () => {
  it("names what differs, table by table", () => {
    const expected = [
      { table: "a", rows: 1, checksum: "x" },
      { table: "b", rows: 2, checksum: "y" },
      { table: "c", rows: 3, checksum: "z" },
      { table: "d", rows: 0, checksum: "w" },
    ];
    const actual = [
      { table: "a", rows: 1, checksum: "x" },
      { table: "b", rows: 2, checksum: "other" },
      { table: "c", rows: 4, checksum: "z" },
      { table: "e", rows: 0, checksum: "v" },
    ];
    const comparisons = compareChecksums(expected, actual);
    expect(comparisons.map((comparison) => [comparison.table, comparison.ok])).toEqual([
      ["a", true],
      ["b", false],
      ["c", false],
      ["d", false],
      ["e", false],
    ]);
    expect(formatComparison(comparisons, { expected: "backup", actual: "restored" })).toBe(
      [
        "table  backup  restored  checksum",
        "a           1         1  ok",
        "b           2         2  CHECKSUM DIFFERS",
        "c           3         4  ROW COUNT DIFFERS",
        "d           0         -  MISSING",
        "e           -         0  UNEXPECTED",
      ].join("\n"),
    );
  });
});
