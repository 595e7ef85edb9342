import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { certificateIdPattern } from "#shared/domain/certificates";
import { rasterise } from "../../support/certificate-documents";
import { certificateServer, staff } from "./setup";

const site = certificateServer();
const { server, projectWithStudents, certificatesOf, auditOf, mailTo, api, signedIn } = site;
const certificates = () => server().services.certificates;

describe("completion", () => {
  it("every tick and untick is audited; the same tick again changes nothing", async () => {
    const { project, students } = await projectWithStudents(2, () => false);
    const [first, second] = students;
    const before = (await auditOf("certificate.completed")).length;
    const mark = (registrationId: string, completed: boolean, note?: string) =>
      certificates().completion.mark(
        project.id,
        { registrationId, completed, ...(note ? { note } : {}) },
        staff,
      );
    await mark(first!.registrationId, true, "Built the attendance dashboard");
    await mark(first!.registrationId, true, "Built the attendance dashboard");
    await mark(second!.registrationId, true);
    await mark(second!.registrationId, false);

    const ticked = (await auditOf("certificate.completed")).slice(before);
    expect(ticked.map((entry) => entry.subject)).toEqual([first!.reference, second!.reference]);
    expect(ticked[0]!.detail).toContain("Built the attendance dashboard");
    expect(ticked[0]!.actor_email).toBe(staff.email);
    const unticked = await auditOf("certificate.uncompleted");
    expect(unticked.at(-1)?.subject).toBe(second!.reference);

    const list = await certificates().completion.list(project.id);
    expect(list.students.map(({ name, completed, note }) => ({ name, completed, note }))).toEqual(
      expect.arrayContaining([
        { name: first!.name, completed: true, note: "Built the attendance dashboard" },
        { name: second!.name, completed: false, note: null },
      ]),
    );
  });

  it("a student who has not paid cannot be ticked", async () => {
    const project = site.freshProject();
    const unpaid = await site.unpaidStudent(project.id);
    const { id } = await server()
      .database.db.selectFrom("registrations")
      .select("id")
      .where("reference", "=", unpaid.reference)
      .executeTakeFirstOrThrow();
    await expect(
      certificates().completion.mark(project.id, { registrationId: id, completed: true }, staff),
    ).rejects.toThrow("not a paid student");
  });
});

describe("issuing a project's certificates", () => {
  it("issues one certificate per ticked student however often it is pressed, and emails each once", async () => {
    const { project, students } = await projectWithStudents(3, (index) => index < 2);
    const input = { designId: "", period: "5 Dec 2026 – 30 Jan 2027 · 24 hours" };
    const [first, again] = await Promise.all([
      certificates().projects.issue(project.id, input, staff),
      certificates().projects.issue(project.id, input, staff),
    ]);
    expect(first.issued + again.issued).toBe(2);
    expect((await certificates().projects.issue(project.id, input, staff)).issued).toBe(0);

    const rows = await certificatesOf(students.map((student) => student.registrationId));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.id).toMatch(certificateIdPattern);
    expect(new Set(rows.map((row) => row.registration_id))).toEqual(
      new Set([students[0]!.registrationId, students[1]!.registrationId]),
    );

    for (const student of students.slice(0, 2)) {
      const row = rows.find((each) => each.registration_id === student.registrationId)!;
      const mails = await mailTo(student.email, /^Your certificate/);
      expect(mails).toHaveLength(1);
      const origin = server().config.siteUrl.origin;
      expect(mails[0]!.text).toContain(`${origin}/certificates/${row.id}`);
      expect(mails[0]!.text).toContain(`${origin}/certificates/${row.id}/certificate.pdf`);
    }
    expect(await mailTo(students[2]!.email, /^Your certificate/)).toHaveLength(0);
    const issuedAudit = (await auditOf("certificate.issued")).filter(
      (entry) => entry.subject === project.title,
    );
    expect(issuedAudit.map((entry) => entry.detail)).toEqual(["2 certificates"]);
  });

  it("the email's LinkedIn link carries exactly Open edX's parameters", async () => {
    const { project, students } = await projectWithStudents(1);
    await certificates().projects.issue(project.id, { designId: "", period: "24 hours" }, staff);
    const [row] = await certificatesOf([students[0]!.registrationId]);
    const view = await certificates().verification.byId(row!.id);
    if (!view || view.state !== "valid") throw new Error("the certificate should be valid");
    const url = new URL(view.linkedInUrl);
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/profile/add");
    const issued = new Date(row!.issued_at);
    const india = new Date(issued.getTime() + 330 * 60_000);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: project.title,
      organizationName: "Kodeveda",
      issueYear: String(india.getUTCFullYear()),
      issueMonth: String(india.getUTCMonth() + 1),
      certUrl: `${server().config.siteUrl.origin}/certificates/${row!.id}`,
      certId: row!.id,
    });
    // Values are percent-encoded (a space as %20), as LinkedIn reads them.
    expect(view.linkedInUrl).toContain(`name=${encodeURIComponent(project.title)}`);
  });
});

describe("the certificate's PDF", () => {
  it("is served for a valid certificate, and its QR code opens the verification page", async () => {
    const { project, students } = await projectWithStudents(1);
    await certificates().projects.issue(project.id, { designId: "", period: "24 hours" }, staff);
    const [row] = await certificatesOf([students[0]!.registrationId]);
    const response = await fetch(`${server().url}/certificates/${row!.id}/certificate.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const page = await rasterise(new Uint8Array(await response.arrayBuffer()), { dpi: 150 });
    const code = jsQR(new Uint8ClampedArray(page.data), page.width, page.height);
    expect(code?.data).toBe(`${server().config.siteUrl.origin}/certificates/${row!.id}`);
  });
});

describe("revoking and reissuing", () => {
  it("a revoked certificate says so; a reissue replaces the old ID and emails the new one", async () => {
    const { project, students } = await projectWithStudents(2);
    await certificates().projects.issue(project.id, { designId: "", period: "24 hours" }, staff);
    const rows = await certificatesOf(students.map((student) => student.registrationId));
    const [revoked, corrected] = rows;

    await certificates().staff.revoke(revoked!.id, "Issued by mistake", staff);
    const revokedView = await certificates().verification.byId(revoked!.id);
    expect(revokedView).toMatchObject({
      state: "revoked",
      revoked: { reason: "Issued by mistake" },
    });
    await expect(certificates().staff.reissue(revoked!.id, "Someone Else", staff)).rejects.toThrow(
      "Only a valid certificate",
    );

    const { id: newId } = await certificates().staff.reissue(
      corrected!.id,
      "Ananya Reddy Kommu",
      staff,
    );
    expect(await certificates().verification.byId(corrected!.id)).toMatchObject({
      state: "replaced",
      replacedBy: newId,
    });
    expect(await certificates().verification.byId(newId)).toMatchObject({
      state: "valid",
      holderName: "Ananya Reddy Kommu",
      programme: project.title,
    });
    const student = students.find((each) => each.registrationId === corrected!.registration_id)!;
    const mails = await mailTo(student.email, /^Your certificate/);
    expect(mails.map((mail) => mail.text.includes(`/certificates/${newId}`))).toEqual([
      false,
      true,
    ]);
    // Issuing again gives the student no third certificate: the reissue is their current one.
    await certificates().projects.issue(project.id, { designId: "", period: "24 hours" }, staff);
    expect(await certificatesOf([student.registrationId])).toHaveLength(2);

    expect((await auditOf("certificate.revoked")).at(-1)).toMatchObject({
      subject: revoked!.id,
      actor_email: staff.email,
    });
    expect((await auditOf("certificate.reissued")).at(-1)?.detail).toContain(newId);
  });
});

describe("who may do what in the portal's API", () => {
  it("a mentor ticks completion and nothing else; an editor cannot tick", async () => {
    const { project, students } = await projectWithStudents(1, () => false);
    const mentor = await signedIn("mentor");
    const editor = await signedIn("editor");
    const tick = (cookie: string) =>
      api(`/projects/${project.id}/completion`, {
        method: "PUT",
        cookie,
        json: { registrationId: students[0]!.registrationId, completed: true, note: "" },
      });
    expect((await tick(mentor)).status).toBe(200);
    expect((await tick(editor)).status).toBe(401);
    const list = await api(`/projects/${project.id}/completion`, { cookie: mentor });
    expect(list.status).toBe(200);
    const { students: listed } = (await list.json()) as {
      students: Array<{ registrationId: string; completed: boolean }>;
    };
    expect(
      listed.find((each) => each.registrationId === students[0]!.registrationId),
    ).toMatchObject({ completed: true });
    const issue = await api(`/projects/${project.id}/certificates`, {
      method: "POST",
      cookie: mentor,
      json: { designId: "", period: "24 hours" },
    });
    expect(issue.status).toBe(401);
    expect((await api("/certificates", { cookie: mentor })).status).toBe(401);
    expect((await api("/certificate-designs", { cookie: mentor })).status).toBe(401);
  });

  it("the issue form's period is required, with the form's sentence at its field", async () => {
    const { project } = await projectWithStudents(1);
    const admin = await signedIn("admin");
    const response = await api(`/projects/${project.id}/certificates`, {
      method: "POST",
      cookie: admin,
      json: { designId: "", period: "  " },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors?: Array<{ path: string; msg: string }> };
    expect(JSON.stringify(body)).toContain("Give the dates or hours");
  });
});
