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
  "block w-20 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm aria-invalid:border-red-700";

/**
 * Where each field goes on the page, one row a field: the numbers in millimetres from the
 * page's top-left corner (the type size in points), each box with the schema's limits and
 * its own error under it.
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
    <div className="overflow-x-auto" role="region" aria-label="Placement table" tabIndex={0}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Where each field goes, from the page&apos;s top-left corner
        </caption>
        <thead className="border-b border-slate-300 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Field
            </th>
            {leadColumns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-3 font-semibold">
                {columnHeadings[column]}
              </th>
            ))}
            <th scope="col" className="py-2 pr-3 font-semibold">
              Alignment
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {columnHeadings.maxWidthMm}
            </th>
          </tr>
        </thead>
        <tbody>
          {certificateFields.map((field) => {
            const label = certificateFieldLabels[field];
            const numberCell = (column: NumberColumn) => {
              const id = cellId(field, column);
              const error = errors[cellPath(field, column)];
              return (
                <td key={column} className="py-2 pr-3 align-top">
                  <label htmlFor={id} className="sr-only">
                    {`${label}: ${cellLabel(field, column)}`}
                  </label>
                  <input
                    id={id}
                    type="number"
                    inputMode="decimal"
                    step="any"
                    min={placementLimits[column].min}
                    max={placementLimits[column].max}
                    value={layout[field][column]}
                    onChange={(event) => onChange(field, column, event.target.value)}
                    {...fieldAria({ errorId: `${id}-error`, error })}
                    className={cellInputClass}
                  />
                  <FieldError id={`${id}-error`} message={error} />
                </td>
              );
            };
            const alignId = cellId(field, "align");
            const alignError = errors[cellPath(field, "align")];
            return (
              <tr key={field} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-3 align-top font-medium text-slate-900">
                  {label}
                  {field === "qr" && (
                    <span className="block text-xs font-normal text-slate-600">
                      Size is its side, in mm
                    </span>
                  )}
                </th>
                {leadColumns.map(numberCell)}
                <td className="py-2 pr-3 align-top">
                  <label htmlFor={alignId} className="sr-only">
                    {`${label}: alignment`}
                  </label>
                  <select
                    id={alignId}
                    value={layout[field].align}
                    onChange={(event) => onChange(field, "align", event.target.value)}
                    {...fieldAria({ errorId: `${alignId}-error`, error: alignError })}
                    className="block rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm aria-invalid:border-red-700"
                  >
                    {fieldAlignments.map((align) => (
                      <option key={align} value={align}>
                        {alignmentLabels[align]}
                      </option>
                    ))}
                  </select>
                  <FieldError id={`${alignId}-error`} message={alignError} />
                </td>
                {numberCell("maxWidthMm")}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
