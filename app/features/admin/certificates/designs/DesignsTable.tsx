import { formatIst } from "../../posts/post-form";
import { RecordsTable } from "../../RecordsTable";
import { designPath } from "./design-form";

/** A design in the list: the loader's DesignView has these. */
export interface DesignSummary {
  id: string;
  name: string;
  signatoryName: string;
  signatoryTitle: string;
  backgroundType: string | null;
  updatedAt: string;
}

const backgroundLabels: Record<string, string> = {
  "image/png": "PNG picture",
  "image/jpeg": "JPEG picture",
  "application/pdf": "PDF page",
};

/** The saved designs by name, each opening its form. Times are India's. */
export function DesignsTable({ designs }: { designs: readonly DesignSummary[] }) {
  return (
    <RecordsTable
      rows={designs}
      empty="No designs yet: certificates are printed on the built-in design."
      label="Designs table"
      headings={["Name", "Background", "Signatory", "Updated"]}
      keyOf={(design) => design.id}
      editorOf={(design) => designPath(design.id)}
      titleOf={(design) => design.name}
      cellsOf={(design) => [
        {
          content: design.backgroundType
            ? (backgroundLabels[design.backgroundType] ?? design.backgroundType)
            : "None (built-in look)",
        },
        {
          content: (
            <>
              {design.signatoryName}
              <span className="block text-slate-600">{design.signatoryTitle}</span>
            </>
          ),
        },
        { content: formatIst(design.updatedAt), nowrap: true },
      ]}
    />
  );
}
