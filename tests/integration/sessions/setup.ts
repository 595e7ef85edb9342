import { expect } from "vitest";
import { pipelineProjects } from "#shared/content/projects";
import { indiaDay } from "#shared/domain/india-time";
import type { NewSessionsInput } from "#shared/schemas/project-session";
import { sessionUid } from "#server/calendar/ics";
import { outboxIdle } from "../../support/outbox-idle";
import { sentTo, type ReceivedEmail } from "../../support/smtp-sink";
import { recentUtr } from "../../support/utr";
import { registrationServer, student } from "../registrations/setup";

/** The office member who sets the sessions and confirms the payments. */
export const staff = { id: "staff-1", email: "office@kodeveda.test" };

/** The day in India `days` days from now (YYYY-MM-DD). */
export const dayAhead = (days: number) => indiaDay(new Date(Date.now() + days * 86_400_000));

/**
 * The registration server (stand-ins for SMTP and the gateways), with what the tests of
 * sessions do again and again: sessions for a project, a student who paid (UPI confirmed by
 * staff) or did not, and the mail each was sent.
 */
export function sessionServer() {
  const site = registrationServer();
  const { server, post, registerByUpi, sink } = site;

  /** Each test its own project: its sessions and students are its own. */
  let next = 0;
  const freshProject = () => {
    const project = pipelineProjects[next++ % pipelineProjects.length];
    if (!project) throw new Error("the tests need pipeline projects");
    return project;
  };

  const addSessions = (projectId: string, input: Partial<NewSessionsInput> = {}) =>
    server().services.sessions.staff.add(
      projectId,
      {
        title: "Kick-off",
        date: dayAhead(7),
        startTime: "10:00",
        endTime: "12:00",
        place: "online",
        onlineUrl: "https://meet.example/kodeveda-kick-off",
        weeks: 1,
        ...input,
      },
      staff,
    );

  /** Registers by UPI and leaves it unpaid. */
  const unpaidStudent = async (projectId: string) => {
    const { reference, body } = await registerByUpi(student({ paymentMethod: "upi", projectId }));
    return { reference, email: body.email };
  };

  /** Registers by UPI, hands in a UTR, and staff find it: paid, with a receipt on its way. */
  const paidStudent = async (projectId: string) => {
    const student = await unpaidStudent(projectId);
    const handedIn = await post(`/api/registrations/${student.reference}/upi`, {
      utr: recentUtr(),
    });
    expect(handedIn.status).toBe(200);
    await server().services.registrations.confirmUpiPayment(student.reference, staff);
    return student;
  };

  /** Every email to this address once the outbox is idle, optionally by subject. */
  const mailTo = async (email: string, subject?: RegExp): Promise<ReceivedEmail[]> => {
    await outboxIdle(server());
    return sink.received.filter(
      (mail) => sentTo(email)(mail) && (!subject || subject.test(mail.subject)),
    );
  };

  const ticketToken = async (reference: string) => {
    const row = await server()
      .database.db.selectFrom("tickets")
      .innerJoin("registrations", "registrations.id", "tickets.registration_id")
      .select("tickets.token")
      .where("registrations.reference", "=", reference)
      .executeTakeFirstOrThrow();
    return row.token;
  };

  const uidOf = (sessionId: string) => sessionUid(sessionId, server().config.siteUrl.hostname);

  return {
    ...site,
    freshProject,
    addSessions,
    unpaidStudent,
    paidStudent,
    mailTo,
    ticketToken,
    uidOf,
  };
}
