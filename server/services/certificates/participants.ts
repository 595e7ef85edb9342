import { parse } from "csv-parse/sync";
import { participantSchema, type Participant } from "#shared/schemas/certificate";

/** One problem with an uploaded list: its row as a spreadsheet numbers it, and its column. */
export interface RowProblem {
  row: number;
  field: "name" | "email" | "college" | "file";
  message: string;
}

export const participantMessages = {
  unreadable:
    "This file is not a CSV we can read: save the sheet as “CSV (comma delimited)” and upload it again",
  empty:
    "The list has no participants: one row per participant, with name, email and, optionally, college",
  tooMany: (max: number) => `A list can have at most ${max} participants: split it in two`,
  duplicate: (row: number) => `This email is already on row ${row}`,
  missingColumns: "The first row must name the columns: name, email and, optionally, college",
} as const;

export const maxParticipants = 2_000;

const columnsOf = (header: string[]) => {
  const index = (name: string) => header.findIndex((cell) => cell.trim().toLowerCase() === name);
  return { name: index("name"), email: index("email"), college: index("college") };
};

/**
 * A workshop's participants from a CSV (name, email, optionally college, in any order, named
 * in the first row), each row checked with the registration dialog's rules and messages, and
 * a second row with the same email pointed at. Every problem is returned, at its row.
 */
export function readParticipants(csv: string): {
  participants: Participant[];
  problems: RowProblem[];
} {
  let rows: string[][];
  try {
    rows = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch {
    return {
      participants: [],
      problems: [{ row: 1, field: "file", message: participantMessages.unreadable }],
    };
  }
  const [header, ...body] = rows;
  const columns = columnsOf(header ?? []);
  if (columns.name < 0 || columns.email < 0) {
    return {
      participants: [],
      problems: [{ row: 1, field: "file", message: participantMessages.missingColumns }],
    };
  }
  if (body.length === 0) {
    return {
      participants: [],
      problems: [{ row: 2, field: "file", message: participantMessages.empty }],
    };
  }
  if (body.length > maxParticipants) {
    return {
      participants: [],
      problems: [
        {
          row: maxParticipants + 2,
          field: "file",
          message: participantMessages.tooMany(maxParticipants),
        },
      ],
    };
  }
  const participants: Participant[] = [];
  const problems: RowProblem[] = [];
  const firstRowOf = new Map<string, number>();
  body.forEach((cells, index) => {
    const row = index + 2;
    const cell = (column: number) => (column >= 0 ? (cells[column] ?? "") : undefined);
    const parsed = participantSchema.safeParse({
      name: cell(columns.name),
      email: cell(columns.email),
      ...(columns.college >= 0 ? { college: cell(columns.college) } : {}),
    });
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "name") as RowProblem["field"];
        if (seen.has(field)) continue;
        seen.add(field);
        problems.push({ row, field, message: issue.message });
      }
      return;
    }
    const key = parsed.data.email.toLowerCase();
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      problems.push({ row, field: "email", message: participantMessages.duplicate(first) });
      return;
    }
    firstRowOf.set(key, row);
    participants.push(parsed.data);
  });
  return { participants, problems };
}
