import {
  certificateFieldLabels,
  certificateFields,
  fieldAlignments,
  type CertificateField,
  type FieldAlignment,
  type FieldPlacement,
} from "#shared/domain/certificates";
import type { FieldMessages } from "../../admin-api";
import { FieldError, fieldAria } from "../../posts/post-field";
import { placementLimits } from "#shared/domain/certificates";
import { cellPath, type LayoutText, type NumberColumn } from "./design-form";

const columnHeadings: Record<NumberColumn, string> = {
  x: "Across (mm)",
  y: "Down (mm)",
  size: "Size (pt)",
  maxWidthMm: "Max width (mm)",
};

/** What a screen reader hears for one cell's input: the QR code's size is its side, in mm. */
const cellLabel = (field: CertificateField, column: NumberColumn) =>
  field === "qr" && column === "size"
    ? "side (mm)"
    : columnHeadings[column].replace(/^\w/, (first) => first.toLowerCase());

/** The columns before the alignment; the width comes after it. */
const leadColumns = ["x", "y", "size"] as const;

const alignmentLabels: Record<FieldAlignment, string> = {
  left: "Left",
  center: "Centre",
  right: "Right",
};

const cellInputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm aria-invalid:border-red-700";

/**
 * Where each field goes on the page, one group a field: the numbers in millimetres from the
 * page's top-left corner (the type size in points), each box with the schema's limits and
 * its own error under it. Groups, not a table: five boxes a row do not fit a phone.
 */
export function PlacementTable({
  idPrefix,
  layout,
  errors,
  onChange,
}: {
  idPrefix: string;
  layout: LayoutText;
  errors: FieldMessages;
  onChange: (field: CertificateField, column: keyof FieldPlacement, value: string) => void;
}) {
  const cellId = (field: CertificateField, column: keyof FieldPlacement) =>
    `${idPrefix}-${field}-${column}`;
  return (
    <div className="space-y-3">
      {certificateFields.map((field) => {
        const label = certificateFieldLabels[field];
        const numberCell = (column: NumberColumn) => {
          const id = cellId(field, column);
          const error = errors[cellPath(field, column)];
          return (
            <div key={column}>
              <label htmlFor={id} className="block text-xs text-slate-600">
                {field === "qr" && column === "size" ? "Side (mm)" : columnHeadings[column]}
              </label>
              <input
                id={id}
                type="number"
                inputMode="decimal"
                step="any"
                aria-label={`${label}: ${cellLabel(field, column)}`}
                min={placementLimits[column].min}
                max={placementLimits[column].max}
                value={layout[field][column]}
                onChange={(event) => onChange(field, column, event.target.value)}
                {...fieldAria({ errorId: `${id}-error`, error })}
                className={cellInputClass}
              />
              <FieldError id={`${id}-error`} message={error} />
            </div>
          );
        };
        const alignId = cellId(field, "align");
        const alignError = errors[cellPath(field, "align")];
        return (
          <fieldset key={field} className="rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-900">{label}</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
              {leadColumns.map(numberCell)}
              <div>
                <label htmlFor={alignId} className="block text-xs text-slate-600">
                  Alignment
                </label>
                <select
                  id={alignId}
                  aria-label={`${label}: alignment`}
                  value={layout[field].align}
                  onChange={(event) => onChange(field, "align", event.target.value)}
                  {...fieldAria({ errorId: `${alignId}-error`, error: alignError })}
                  className="block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm aria-invalid:border-red-700"
                >
                  {fieldAlignments.map((align) => (
                    <option key={align} value={align}>
                      {alignmentLabels[align]}
                    </option>
                  ))}
                </select>
                <FieldError id={`${alignId}-error`} message={alignError} />
              </div>
              {numberCell("maxWidthMm")}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
