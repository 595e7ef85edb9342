import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvRecords, problemRows } from "./workshop-form";

/** The server's reading (server/services/certificates/participants.ts), to compare with. */
function serverRecords(csv: string) {
  const records: string[][] = parse(csv, {
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
  });
  return records;
}

describe("csvRecords", () => {
  it.each([
    ["plain rows", "name,email\r\nPriya,priya@example.com\r\n"],
    ["a byte-order mark and no last line end", "\uFEFFname,email\nPriya,priya@example.com"],
    [
      "blank lines, a line of commas, an empty quoted cell",
      'name,email\n\n  \n,\n""\nRavi,r@x.in\n',
    ],
    [
      "quoted commas, quotes and spaces",
      'name,email\n  "Rao, Asha" , a@x.in\n"Say ""hi""",b@x.in\n" pad ",c@x.in\n',
    ],
    ["a line break inside quotes", 'name,email\n"Line\nbreak",d@x.in\n'],
    ["short and long rows", "name,email,college\nOnly\nA,b@x.in,C,extra\n"],
  ])("reads %s as the server does", (_, csv) => {
    expect(csvRecords(csv)).toEqual(serverRecords(csv));
  });
});

describe("problemRows", () => {
  it("finds each row a problem points at by its number, the cells by the header's names", () => {
    const csv = "Email,Name\n\na@x.in,Asha\n,\nbad,Ravi\n";
    const rows = problemRows(csv, [
      { row: 4, field: "email", message: "Please enter a valid email address" },
      { row: 3, field: "name", message: "Name is required" },
      { row: 1, field: "file", message: "Not a CSV" },
    ]);
    expect(rows.map(({ row, cells }) => ({ row, cells }))).toEqual([
      { row: 3, cells: { name: "", email: "", college: "" } },
      { row: 4, cells: { name: "Ravi", email: "bad", college: "" } },
    ]);
  });
});
