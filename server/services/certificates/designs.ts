import { randomUUID } from "node:crypto";
import type { DesignView } from "#shared/domain/certificate-views";
import {
  builtInLayout,
  defaultTextColour,
  type BackgroundType,
  type CertificateLayout,
} from "#shared/domain/certificates";
import { certificateFormMessages, type DesignInput } from "#shared/schemas/certificate";
import { checkBackground, checkSignature, type CertificateArtwork } from "../../certificates";
import type { AppDatabase } from "../../db/connect";
import { ServiceRefusal } from "../errors";
import type { Updateable } from "kysely";
import type { CertificateDesignsTable } from "../../db/tables/certificates";
import type { Actor, Commit, UnitOfWork } from "../unit-of-work";
import { builtInSignatory } from "./records";

export const designMessages = {
  notFound: "That certificate design does not exist.",
} as const;

/** An uploaded picture or PDF page, as the API received it. */
export interface UploadedFile {
  type: string;
  bytes: Uint8Array;
}

/** What a certificate prints with: the artwork and who signs. */
export interface PrintingDesign {
  artwork: CertificateArtwork;
  signatory: { name: string; title: string };
}

/** The built-in design: drawn by the renderer, signed by the founder. */
export const builtInDesign: PrintingDesign = {
  artwork: {
    layout: builtInLayout,
    textColour: defaultTextColour,
    background: null,
    signature: null,
  },
  signatory: builtInSignatory,
};

/**
 * The designs certificates are printed on, as staff make them today in Canva: a background
 * (PNG, JPEG or a PDF page, A4 landscape) with the fields placed on it, a signature and who
 * signs. Kept in the database, so every instance prints the same.
 */
export function certificateDesigns({ db }: AppDatabase, commit: Commit) {
  async function checked(file: UploadedFile | undefined, kind: "background" | "signature") {
    if (!file) return undefined;
    const problem =
      kind === "background"
        ? await checkBackground(file.type as BackgroundType, file.bytes)
        : await checkSignature(file.type, file.bytes);
    if (problem) throw new ServiceRefusal("invalid", problem, { field: kind });
    return { type: file.type, bytes: Buffer.from(file.bytes) };
  }

  return {
    async list(): Promise<DesignView[]> {
      const rows = await db
        .selectFrom("certificate_designs")
        .select([
          "id",
          "name",
          "layout",
          "text_colour",
          "signatory_name",
          "signatory_title",
          "background_type",
          "signature_type",
          "version",
          "updated_at",
        ])
        .orderBy("name")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        layout: JSON.parse(row.layout) as CertificateLayout,
        textColour: row.text_colour,
        signatoryName: row.signatory_name,
        signatoryTitle: row.signatory_title,
        backgroundType: row.background_type,
        signatureType: row.signature_type,
        version: row.version,
        updatedAt: row.updated_at,
      }));
    },

    async get(id: string): Promise<DesignView> {
      const design = (await this.list()).find((each) => each.id === id);
      if (!design) throw new ServiceRefusal("not_found", designMessages.notFound);
      return design;
    },

    /** The design certificates print with; "" or null is the built-in one. */
    async printing(id: string | null): Promise<PrintingDesign> {
      if (!id) return builtInDesign;
      const row = await db
        .selectFrom("certificate_designs")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) throw new ServiceRefusal("invalid", designMessages.notFound, { field: "designId" });
      return {
        artwork: {
          layout: JSON.parse(row.layout) as CertificateLayout,
          textColour: row.text_colour,
          background:
            row.background && row.background_type
              ? { type: row.background_type as BackgroundType, bytes: row.background }
              : null,
          signature:
            row.signature && row.signature_type
              ? { type: row.signature_type as "image/png" | "image/jpeg", bytes: row.signature }
              : null,
        },
        signatory: { name: row.signatory_name, title: row.signatory_title },
      };
    },

    /** A saved design's picture, for the design form's placement preview; null when it has none. */
    async picture(
      id: string,
      kind: "background" | "signature",
    ): Promise<{ type: string; bytes: Uint8Array } | null> {
      const row = await db
        .selectFrom("certificate_designs")
        .select(["background_type", "background", "signature_type", "signature"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) throw new ServiceRefusal("not_found", designMessages.notFound);
      const [type, bytes] =
        kind === "background"
          ? [row.background_type, row.background]
          : [row.signature_type, row.signature];
      return type && bytes ? { type, bytes } : null;
    },

    /** Adds a design (`id` null) or saves one's words over the version the form was opened at. */
    async save(
      id: string | null,
      input: DesignInput,
      actor: Actor,
    ): Promise<{ id: string; version: number }> {
      return commit(async (unit) => {
        const now = unit.now.toISOString();
        const words = {
          name: input.name,
          layout: JSON.stringify(input.layout),
          text_colour: input.textColour.toLowerCase(),
          signatory_name: input.signatoryName,
          signatory_title: input.signatoryTitle,
          updated_by: actor.email,
          updated_at: now,
        };
        if (id === null) {
          const saved = { id: randomUUID(), version: 1 };
          await unit.trx
            .insertInto("certificate_designs")
            .values({ id: saved.id, ...words, version: 1, created_at: now })
            .execute();
          unit.audit({ actor, action: "certificate.design_saved", subject: input.name });
          return saved;
        }
        await bump(unit, id, input.version, words);
        unit.audit({ actor, action: "certificate.design_saved", subject: input.name });
        return { id, version: input.version + 1 };
      });
    },

    /** Puts (or, with null, takes away) a design's background or signature picture. */
    async setPicture(
      id: string,
      kind: "background" | "signature",
      file: UploadedFile | null,
      version: number,
      actor: Actor,
    ): Promise<{ version: number }> {
      const picture = file ? await checked(file, kind) : null;
      return commit(async (unit) => {
        const columns =
          kind === "background"
            ? { background_type: picture?.type ?? null, background: picture?.bytes ?? null }
            : { signature_type: picture?.type ?? null, signature: picture?.bytes ?? null };
        const name = await bump(unit, id, version, {
          ...columns,
          updated_by: actor.email,
          updated_at: unit.now.toISOString(),
        });
        unit.audit({
          actor,
          action: "certificate.design_saved",
          subject: name,
          detail: `${picture ? "new" : "no"} ${kind}`,
        });
        return { version: version + 1 };
      });
    },
  };
}

/** Saves over `version` only: someone else's save in between is refused, not overwritten. */
async function bump(
  unit: UnitOfWork,
  id: string,
  version: number,
  values: Updateable<CertificateDesignsTable>,
): Promise<string> {
  const updated = await unit.trx
    .updateTable("certificate_designs")
    .set({ ...values, version: version + 1 })
    .where("id", "=", id)
    .where("version", "=", version)
    .returning("name")
    .executeTakeFirst();
  if (updated) return updated.name;
  const exists = await unit.trx
    .selectFrom("certificate_designs")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!exists) throw new ServiceRefusal("not_found", designMessages.notFound);
  throw new ServiceRefusal("conflict", certificateFormMessages.stale);
}
