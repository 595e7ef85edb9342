import { formatIst } from "../../posts/post-form";
import { RecordsTable } from "../../RecordsTable";
import { workshopPath } from "./useWorkshopForm";

/** A workshop in the list: the loader's WorkshopSummary has these. */
export interface WorkshopRow {
  id: string;
  title: string;
  college: string;
  period: string;
  createdAt: string;
  certificates: number;
}

/** The workshops certificates were issued for, newest first, each opening its page. */
export function WorkshopsTable({ workshops }: { workshops: readonly WorkshopRow[] }) {
  return (
    <RecordsTable
      rows={workshops}
      empty="No workshop has certificates yet."
      label="Workshops table"
      headings={["Programme", "College", "Dates or hours", "Issued", "Certificates"]}
      keyOf={(workshop) => workshop.id}
      editorOf={(workshop) => workshopPath(workshop.id)}
      titleOf={(workshop) => workshop.title}
      cellsOf={(workshop) => [
        { content: workshop.college },
        { content: workshop.period },
        { content: formatIst(workshop.createdAt), nowrap: true },
        { content: workshop.certificates },
      ]}
    />
  );
}
