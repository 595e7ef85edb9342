import { randomUUID } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { pipelineProjects } from "#shared/content/projects";
import { certificateMessages } from "#shared/domain/certificates";
import { registration } from "../../support/dashboard-rows";
import { serverWithMail } from "../../support/server-with-mail";
import { distinctivePerson } from "./setup";

/**
 * Issue 40: a certificate is its holder's. It is in "Your data" and its download (without
 * the key that makes issuing happen once), and erasure withdraws it: the verification page
 * then says so and holds no name. A mentor's note on their work goes with them too.
 */

const site = serverWithMail({ STAFF_EMAIL: "office@kodeveda.test" });
const db = () => site.server.database.db;
const office = { id: "staff-1", email: "office@kodeveda.test" };

describe("a holder's certificates in 'Your data'", () => {
  it("are shown and downloaded, and withdrawn by erasure so that their page names nobody", async () => {
    const person = distinctivePerson();
    const project = pipelineProjects[0]!;
    const paidAt = new Date(Date.now() - 3_600_000).toISOString();
    const own = {
      ...registration("paid", "stripe", paidAt, { paid: paidAt }),
      project_id: project.id,
      name: person.name,
      email: person.email,
      phone: person.phone,
    };
    await db().insertInto("registrations").values(own).execute();
    const { certificates } = site.server.services;
    await certificates.completion.mark(
      project.id,
      { registrationId: own.id, completed: true, note: "Led the team's demo" },
      office,
    );
    await certificates.projects.issue(project.id, { designId: "", period: "24 hours" }, office);
    const workshop = await certificates.workshops.issue(
      {
        title: "Resume building for placements",
        college: "Vasavi College of Engineering",
        period: "3 hours",
        designId: "",
        participantsCsv: `name,email\n${person.name},${person.email}\n`,
        checkOnly: false,
      },
      randomUUID(),
      office,
    );
    expect(workshop.kind).toBe("issued");
    const held = await db()
      .selectFrom("certificates")
      .selectAll()
      .where("holder_email", "=", person.email)
      .orderBy("issued_at")
      .execute();
    expect(held).toHaveLength(2);

    const { person: data, erasure } = site.server.services.privacy;
    const summary = await data.summary(person.email);
    expect(summary.map((section) => section.title)).toEqual(
      expect.arrayContaining(["Your certificates", "Your project completion"]),
    );
    const files = unzipSync(await data.download(person.email));
    const json = JSON.parse(strFromU8(files["your-data.json"]!)) as {
      tables: Record<string, Array<Record<string, unknown>>>;
    };
    expect(json.tables.certificates?.map((row) => row.id).sort()).toEqual(
      held.map((row) => row.id).sort(),
    );
    for (const row of json.tables.certificates ?? []) {
      expect(row).not.toHaveProperty("holder_key");
      expect(row.holder_name).toBe(person.name);
    }
    expect(json.tables.certificate_completions).toEqual([
      expect.objectContaining({ registration_id: own.id, note: "Led the team's demo" }),
    ]);

    await erasure.erase(person.email, { by: "self", channel: "web" });

    const after = await db()
      .selectFrom("certificates")
      .selectAll()
      .where(
        "id",
        "in",
        held.map((row) => row.id),
      )
      .execute();
    for (const row of after) {
      expect(row).toMatchObject({
        holder_name: "",
        holder_email: "",
        college: null,
        holder_key: null,
      });
      expect(row.withdrawn_at).not.toBeNull();
      expect(await certificates.verification.byId(row.id)).toEqual({
        state: "withdrawn",
        id: row.id,
      });
      // Nothing to download or share any more.
      expect(await certificates.documents.pdf(row.id)).toBeNull();
    }
    expect(
      await db()
        .selectFrom("certificate_completions")
        .selectAll()
        .where("registration_id", "=", own.id)
        .execute(),
    ).toEqual([]);
    const page = await fetch(`${site.server.url}/certificates/${held[0]!.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(certificateMessages.withdrawn);
    expect(html).not.toContain(person.name);
  });
});
