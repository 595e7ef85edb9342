import { problemRows, participantColumns, type ParticipantColumn } from "./workshop-form";
import type { ListCheck } from "./useWorkshopForm";

const columnLabels: Record<ParticipantColumn, string> = {
  name: "Name",
  email: "Email",
  college: "College",
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What the check found: how many participants and problems, a problem with the whole file
 * in a sentence, and each row with a problem as the sheet has it, its bad cells marked and
 * the messages beside them, in row order.
 */
export function CheckResult({ check }: { check: ListCheck }) {
  const { participants, problems, csv } = check;
  const fileProblems = problems.filter((problem) => problem.field === "file");
  const rows = problemRows(csv, problems);
  return (
    <div className="space-y-3">
      <p className={`font-semibold ${problems.length === 0 ? "text-green-800" : "text-red-800"}`}>
        {count(participants, "participant", "participants")},{" "}
        {problems.length === 0
          ? "no problems: ready to issue."
          : count(problems.length, "problem", "problems")}
      </p>
      {fileProblems.map((problem) => (
        <p
          key={problem.message}
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900"
        >
          {problem.message}
        </p>
      ))}
      {rows.length > 0 && (
        <div className="overflow-x-auto" role="region" aria-label="Rows with problems" tabIndex={0}>
          <table className="w-full text-left text-sm">
            <caption className="mb-1 text-left font-medium text-slate-900">
              Rows with problems, numbered as in the spreadsheet
            </caption>
            <thead className="border-b border-slate-300 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Row
                </th>
                {participantColumns.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-3 font-semibold">
                    {columnLabels[column]}
                  </th>
                ))}
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Problem
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ row, cells, problems: here }) => (
                <tr key={row} className="border-b border-slate-200 align-top">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {row}
                  </th>
                  {participantColumns.map((column) => {
                    const bad = here.some((problem) => problem.field === column);
                    return (
                      <td
                        key={column}
                        data-problem={bad || undefined}
                        className={`py-2 pr-3 break-all ${bad ? "bg-red-50 font-medium text-red-900 underline decoration-red-700 decoration-wavy" : ""}`}
                      >
                        {cells[column] || (bad ? "(empty)" : "")}
                        {bad && <span className="sr-only"> (problem)</span>}
                      </td>
                    );
                  })}
                  <td className="py-2 pr-3">
                    <ul>
                      {here.map((problem) => (
                        <li key={`${problem.field}:${problem.message}`}>
                          {columnLabels[problem.field]}: {problem.message}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
