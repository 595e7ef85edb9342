import { sql } from "kysely";
import { slugify } from "#shared/lib/slug";
import { ServiceRefusal } from "../errors";
import { visibleChange } from "../pages-changed";
import type { Commit, UnitOfWork } from "../unit-of-work";
import { projectEditorMessages } from "./editor-messages";

/** The two staff lists: the pipeline's projects and the gallery's completed projects. */
export type StaffTable = "projects" | "completed_projects";

/**
 * What both staff lists do to their rows alike: a change visitors will see, a new row's
 * place, an update refused over someone else's newer save, and a move in the list's order.
 */
export function staffRows(commit: Commit, changed: (markedAt: string) => void) {
  /** A change visitors will see: audited, marked, then told to this instance's cache. */
  const change = visibleChange(commit, changed);

  async function nextPosition(unit: UnitOfWork, table: StaffTable): Promise<number> {
    const row = await unit.trx
      .selectFrom(table)
      .select((eb) => eb.fn.max("position").as("last"))
      .executeTakeFirst();
    return (row?.last ?? 0) + 1;
  }

  /** A new id from the title: the slug, with -2, -3… when it is taken. */
  async function freeId(unit: UnitOfWork, table: StaffTable, title: string): Promise<string> {
    const base = slugify(title) || "project";
    const taken = new Set(
      (
        await unit.trx
          .selectFrom(table)
          .select("id")
          .where((eb) => eb.or([eb("id", "=", base), eb("id", "like", `${base}-%`)]))
          .execute()
      ).map((row) => row.id),
    );
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    return id;
  }

  async function updateVersioned(
    unit: UnitOfWork,
    table: StaffTable,
    id: string,
    version: number,
    values: Record<string, unknown>,
  ) {
    const updated = await unit.trx
      .updateTable(table)
      .set({ ...values, version: sql`version + 1`, updated_at: unit.now.toISOString() })
      .where("id", "=", id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      throw new ServiceRefusal("conflict", projectEditorMessages.changedMeanwhile);
    }
  }

  /** Swaps the item with its neighbour in the list's order. */
  async function move(unit: UnitOfWork, table: StaffTable, id: string, direction: "up" | "down") {
    const row = await unit.trx
      .selectFrom(table)
      .select(["id", "position", "title"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new ServiceRefusal("not_found", projectEditorMessages.notFound);
    const neighbour = await unit.trx
      .selectFrom(table)
      .select(["id", "position"])
      .where("position", direction === "up" ? "<" : ">", row.position)
      .orderBy("position", direction === "up" ? "desc" : "asc")
      .executeTakeFirst();
    if (!neighbour) return row.title;
    const at = unit.now.toISOString();
    await unit.trx
      .updateTable(table)
      .set({ position: neighbour.position, updated_at: at })
      .where("id", "=", row.id)
      .execute();
    await unit.trx
      .updateTable(table)
      .set({ position: row.position, updated_at: at })
      .where("id", "=", neighbour.id)
      .execute();
    return row.title;
  }

  /** Where a new row goes: its id from its title, at the end of the list. */
  async function newRowPlace(unit: UnitOfWork, table: StaffTable, title: string) {
    const at = unit.now.toISOString();
    return {
      id: await freeId(unit, table, title),
      position: await nextPosition(unit, table),
      archived_at: null,
      created_at: at,
      updated_at: at,
    };
  }

  return { change, updateVersioned, move, newRowPlace };
}

export type StaffRows = ReturnType<typeof staffRows>;
