import {
  builtInLayout,
  certificateFields,
  defaultTextColour,
  type CertificateField,
  type CertificateLayout,
  type FieldAlignment,
  type FieldPlacement,
} from "#shared/domain/certificates";
import { designSchema, type DesignInput } from "#shared/schemas/certificate";
import { fieldErrors } from "#shared/schemas/fields";
import type { DesignView } from "#shared/domain/certificate-views";
import type { FieldMessages } from "../../admin-api";

/** A saved design as the form opens it. */
export type DesignFormView = Omit<DesignView, "updatedAt">;

/** The numbers of a placement, as typed: a half-typed "1." must stay in the box. */
export type NumberColumn = Exclude<keyof FieldPlacement, "align">;
export type PlacementText = Record<NumberColumn, string> & { align: FieldAlignment };
export type LayoutText = Record<CertificateField, PlacementText>;

export interface DesignValues {
  name: string;
  signatoryName: string;
  signatoryTitle: string;
  textColour: string;
  layout: LayoutText;
}

export const numberColumns: readonly NumberColumn[] = ["x", "y", "size", "maxWidthMm"];

const textOf = (placement: FieldPlacement): PlacementText => ({
  x: String(placement.x),
  y: String(placement.y),
  size: String(placement.size),
  maxWidthMm: String(placement.maxWidthMm),
  align: placement.align,
});

/** A saved design's values, or a new one's: the built-in design's places, in its colour. */
export function designValuesOf(design: DesignFormView | null): DesignValues {
  const layout = design?.layout ?? builtInLayout;
  return {
    name: design?.name ?? "",
    signatoryName: design?.signatoryName ?? "",
    signatoryTitle: design?.signatoryTitle ?? "",
    textColour: design?.textColour ?? defaultTextColour,
    layout: Object.fromEntries(
      certificateFields.map((field) => [field, textOf(layout[field])]),
    ) as LayoutText,
  };
}

/** A typed number; a blank box is not zero, it is "not a number" for the schema to refuse. */
export const numberOf = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** A placement drawable now, or null while one of its numbers is not a number. */
export function placementOf(text: PlacementText): FieldPlacement | null {
  const placement = {
    x: numberOf(text.x),
    y: numberOf(text.y),
    size: numberOf(text.size),
    maxWidthMm: numberOf(text.maxWidthMm),
    align: text.align,
  };
  return numberColumns.every((column) => Number.isFinite(placement[column])) ? placement : null;
}

export function designInputOf(values: DesignValues, version: number): DesignInput {
  return {
    name: values.name,
    signatoryName: values.signatoryName,
    signatoryTitle: values.signatoryTitle,
    textColour: values.textColour,
    layout: Object.fromEntries(
      certificateFields.map((field) => {
        const text = values.layout[field];
        return [
          field,
          {
            x: numberOf(text.x),
            y: numberOf(text.y),
            size: numberOf(text.size),
            maxWidthMm: numberOf(text.maxWidthMm),
            align: text.align,
          },
        ];
      }),
    ) as CertificateLayout,
    version,
  };
}

/** The schema's first message for each field, by its path ("layout.qr.size"), as the API's. */
export function validateDesign(values: DesignValues, version: number): FieldMessages {
  const parsed = designSchema.safeParse(designInputOf(values, version));
  if (parsed.success) return {};
  return Object.fromEntries(fieldErrors(parsed.error).map(({ path, msg }) => [path, msg]));
}

/** The path of one cell of the placement table, as the schema's messages name it. */
export const cellPath = (field: CertificateField, column: keyof FieldPlacement) =>
  `layout.${field}.${column}`;

/** A design's page in the portal; a created design continues on it, in the same form. */
export const designPath = (id: string) => `/admin/certificates/designs/${id}`;
