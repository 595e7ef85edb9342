import { expect } from "vitest";
import type { StaffRole } from "#shared/domain/staff";
import { adminLogin } from "../../support/admin-session";
import { fromSite, type SiteRequest } from "../../support/server-with-admin";
import { sessionServer, staff } from "../sessions/setup";

export { staff };

let people = 0;

/**
 * The sessions' server (paid students, their mail) with what certificates' tests do again
 * and again: ticking students complete, signing staff of each role in, and calling the
 * portal's API as them.
 */
export function certificateServer() {
  const site = sessionServer();
  const { server } = site;

  /** A project of its own with `count` paid students, ticked complete as `tick` says. */
  const projectWithStudents = async (
    count: number,
    tick: (index: number) => boolean = () => true,
  ) => {
    const project = site.freshProject();
    const students = [];
    for (let index = 0; index < count; index += 1) {
      const student = await site.paidStudent(project.id);
      const { id, name } = await server()
        .database.db.selectFrom("registrations")
        .select(["id", "name"])
        .where("reference", "=", student.reference)
        .executeTakeFirstOrThrow();
      if (tick(index)) {
        await server().services.certificates.completion.mark(
          project.id,
          { registrationId: id, completed: true },
          staff,
        );
      }
      students.push({ ...student, registrationId: id, name });
    }
    return { project, students };
  };

  /** A staff member of `role`, signed in to the portal: their session cookie. */
  const signedIn = async (role: StaffRole) => {
    people += 1;
    const email = `${role}.${people}.${Date.now()}@kodeveda.test`;
    const password = "a mentor's long passphrase";
    await server().services.adminAccess.joinStaff(email, password, "Sneha Iyer", role);
    const { response, cookie } = await adminLogin(server(), email, password);
    expect(response.status).toBe(200);
    return cookie;
  };

  const api = (path: string, request: SiteRequest = {}) =>
    fromSite(server(), `/api/admin${path}`, request);

  /** The certificates stored for a project's students, as rows. */
  const certificatesOf = (registrationIds: readonly string[]) =>
    server()
      .database.db.selectFrom("certificates")
      .selectAll()
      .where("registration_id", "in", registrationIds)
      .execute();

  const auditOf = (action: string) =>
    server()
      .database.db.selectFrom("audit_log")
      .selectAll()
      .where("action", "=", action)
      .orderBy("created_at")
      .execute();

  return { ...site, projectWithStudents, signedIn, api, certificatesOf, auditOf };
}
