import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { participantMessages } from "#server/services/certificates/participants";
import { workshopMessages } from "#server/services/certificates/workshops";
import { certificateServer } from "./setup";

const site = certificateServer();
const { server, api, signedIn, mailTo, auditOf } = site;

const workshop = (participantsCsv: string, checkOnly = false) => ({
  title: "Git and GitHub for placements",
  college: "Vasavi College of Engineering",
  period: "12 December 2026 · 6 hours",
  designId: "",
  participantsCsv,
  checkOnly,
});

let run = 0;
/** Three participants nobody else in this file uses. */
const threeParticipants = () => {
  run += 1;
  return [
    "name,email,college",
    `Lakshmi Prasanna,lakshmi.${run}@vasavi.example,`,
    `"Rao, Karthik",karthik.${run}@vasavi.example,Vasavi College (IT)`,
    `सुमन वर्मा,suman.${run}@vasavi.example,`,
  ].join("\n");
};

const send = (cookie: string, body: unknown, key = randomUUID()) =>
  api("/certificate-workshops", {
    method: "POST",
    cookie,
    json: body,
    headers: { "Idempotency-Key": key },
  });

describe("certificates for a college workshop", () => {
  it("a list with bad rows issues nothing, and says every problem at its row and column", async () => {
    const admin = await signedIn("admin");
    const csv = [
      "Name,Email,College",
      "Lakshmi Prasanna,lakshmi@vasavi.example,",
      ",nobody@vasavi.example,",
      "Karthik Rao,not-an-email,",
      "Suman Verma,LAKSHMI@vasavi.example,",
    ].join("\r\n");
    const checked = await send(admin, workshop(csv, true));
    expect(checked.status).toBe(200);
    const expected = [
      { row: 3, field: "name", message: "Name is required" },
      { row: 4, field: "email", message: "Please enter a valid email address" },
      { row: 5, field: "email", message: participantMessages.duplicate(2) },
    ];
    expect(await checked.json()).toEqual({ kind: "checked", participants: 1, problems: expected });

    const before = await server()
      .database.db.selectFrom("certificate_workshops")
      .select("id")
      .execute();
    const refused = await send(admin, workshop(csv));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: workshopMessages.fixRows, problems: expected });
    const after = await server()
      .database.db.selectFrom("certificate_workshops")
      .select("id")
      .execute();
    expect(after).toHaveLength(before.length);
  });

  it("a file that is not a list of participants is refused as a whole", async () => {
    const admin = await signedIn("admin");
    const noHeader = await send(admin, workshop("Lakshmi,lakshmi@vasavi.example", true));
    expect(((await noHeader.json()) as { problems: unknown[] }).problems).toEqual([
      { row: 1, field: "file", message: participantMessages.missingColumns },
    ]);
    const unclosedQuote = await send(
      admin,
      workshop('name,email\n"Lakshmi,lakshmi@x.example', true),
    );
    expect(((await unclosedQuote.json()) as { problems: unknown[] }).problems).toEqual([
      { row: 1, field: "file", message: participantMessages.unreadable },
    ]);
  });

  it("three participants get three certificates and an email each; a second press makes no more", async () => {
    const admin = await signedIn("admin");
    const csv = threeParticipants();
    const key = randomUUID();
    const [first, second] = await Promise.all([
      send(admin, workshop(csv), key),
      send(admin, workshop(csv), key),
    ]);
    const answers = [first, second].map((response) => response.status);
    expect(answers.filter((status) => status === 201)).toHaveLength(2);
    const { workshopId, issued } = (await first.json()) as { workshopId: string; issued: number };
    expect(issued).toBe(3);
    expect(((await second.json()) as { workshopId: string }).workshopId).toBe(workshopId);

    const rows = await server()
      .database.db.selectFrom("certificates")
      .selectAll()
      .where("workshop_id", "=", workshopId)
      .orderBy("holder_name")
      .execute();
    expect(rows.map((row) => [row.holder_name, row.college, row.programme])).toEqual([
      ["Lakshmi Prasanna", "Vasavi College of Engineering", "Git and GitHub for placements"],
      ["Rao, Karthik", "Vasavi College (IT)", "Git and GitHub for placements"],
      ["सुमन वर्मा", "Vasavi College of Engineering", "Git and GitHub for placements"],
    ]);
    for (const row of rows) {
      const mails = await mailTo(row.holder_email, /^Your certificate/);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`/certificates/${row.id}`);
    }
    expect((await auditOf("certificate.workshop_issued")).at(-1)?.detail).toBe(
      "Vasavi College of Engineering: 3 certificates",
    );
    const page = await api(`/certificate-workshops/${workshopId}`, { cookie: admin });
    expect(
      ((await page.json()) as { workshop: { holders: unknown[] } }).workshop.holders,
    ).toHaveLength(3);
  });

  it("a booking that does not exist is refused at its field", async () => {
    const admin = await signedIn("admin");
    const response = await send(admin, {
      ...workshop(threeParticipants()),
      bookingId: randomUUID(),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(workshopMessages.bookingNotFound);
  });

  it("only admins issue for workshops, and only with the form's key", async () => {
    const mentor = await signedIn("mentor");
    expect((await send(mentor, workshop(threeParticipants()))).status).toBe(401);
    const admin = await signedIn("admin");
    const keyless = await api("/certificate-workshops", {
      method: "POST",
      cookie: admin,
      json: workshop(threeParticipants()),
    });
    expect(keyless.status).toBe(400);
  });
});
