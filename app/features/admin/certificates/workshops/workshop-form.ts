import { workshopSchema, type WorkshopInput } from "#shared/schemas/certificate";
import { fieldErrors } from "#shared/schemas/fields";
import type { FieldMessages } from "../../admin-api";

/** One problem with the list, as the server finds it: its row as a spreadsheet numbers it. */
export interface RowProblem {
  row: number;
  field: "name" | "email" | "college" | "file";
  message: string;
}

/** A recent booking the workshop may be for: the loader's, from the bookings list. */
export interface BookingChoice {
  id: string;
  organisation: string;
  receivedAt: string;
}

/** A design to print on; "" is the built-in one. */
export interface DesignChoice {
  id: string;
  name: string;
}

export interface WorkshopValues {
  title: string;
  college: string;
  period: string;
  bookingId: string;
  designId: string;
  participantsCsv: string;
  /** The chosen file's name, to say which list was read. */
  fileName: string;
}

export const emptyWorkshop = (): WorkshopValues => ({
  title: "",
  college: "",
  period: "",
  bookingId: "",
  designId: "",
  participantsCsv: "",
  fileName: "",
});

export function workshopInputOf(values: WorkshopValues, checkOnly: boolean): WorkshopInput {
  return {
    title: values.title,
    college: values.college,
    period: values.period,
    ...(values.bookingId ? { bookingId: values.bookingId } : {}),
    designId: values.designId,
    participantsCsv: values.participantsCsv,
    checkOnly,
  };
}

/** The schema's first message for each field, named as the API names them. */
export function validateWorkshop(values: WorkshopValues): FieldMessages {
  const parsed = workshopSchema.safeParse(workshopInputOf(values, true));
  if (parsed.success) return {};
  return Object.fromEntries(fieldErrors(parsed.error).map(({ path, msg }) => [path, msg]));
}

/** The template staff fill in: the columns' names and one example row. */
export const participantsTemplate = `data:text/csv;charset=utf-8,${encodeURIComponent(
  "name,email,college\r\nPriya Sharma,priya.sharma@example.com,Government Engineering College Pune\r\n",
)}`;

/**
 * A CSV's records as the server reads them (csv-parse with `trim`, `skip_empty_lines` and a
 * byte-order mark ignored: quoted cells keep their spaces, a blank line is no row, a line
 * of commas is), only to show the rows a problem points at: the server alone decides what
 * is a problem, and numbers the rows.
 */
export function csvRecords(csv: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let inQuotes = false;
  let cellQuoted = false;
  let recordQuoted = false;
  const text = csv.replace(/^\uFEFF/, "");
  const endCell = () => {
    record.push(cellQuoted ? cell : cell.trim());
    cell = "";
    cellQuoted = false;
  };
  const endRecord = () => {
    endCell();
    if (recordQuoted || record.length > 1 || record[0] !== "") records.push(record);
    record = [];
    recordQuoted = false;
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (inQuotes) {
      if (char === '"' && text.charAt(index + 1) === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') inQuotes = false;
      else cell += char;
    } else if (char === '"') {
      // What stood before the opening quote was the space csv-parse trims.
      cell = "";
      inQuotes = cellQuoted = recordQuoted = true;
    } else if (char === ",") endCell();
    else if (char === "\n") endRecord();
    else if (char !== "\r" && !(cellQuoted && /\s/.test(char))) cell += char;
  }
  if (cell !== "" || record.length > 0 || cellQuoted) endRecord();
  return records;
}

export type ParticipantColumn = "name" | "email" | "college";
export const participantColumns: readonly ParticipantColumn[] = ["name", "email", "college"];

/** Each row a problem points at, its cells by column as the first row names them. */
export function problemRows(csv: string, problems: readonly RowProblem[]) {
  const [header = [], ...body] = csvRecords(csv);
  const indexOf = (column: ParticipantColumn) =>
    header.findIndex((name) => name.toLowerCase() === column);
  const atCells = problems.filter(
    (problem): problem is RowProblem & { field: ParticipantColumn } => problem.field !== "file",
  );
  const rows = [...new Set(atCells.map((problem) => problem.row))].sort((a, b) => a - b);
  return rows.map((row) => {
    const cells = body[row - 2] ?? [];
    const here = atCells.filter((problem) => problem.row === row);
    return {
      row,
      cells: Object.fromEntries(
        participantColumns.map((column) => {
          const index = indexOf(column);
          return [column, index >= 0 ? (cells[index] ?? "") : ""];
        }),
      ) as Record<ParticipantColumn, string>,
      problems: here,
    };
  });
}
