import { expect } from "vitest";
import type { StaffRole } from "#shared/domain/staff";
import { adminLogin, postForm } from "./admin-session";
import type { SmtpSink } from "./smtp-sink";
import { sentTo } from "./smtp-sink";
import type { TestServer } from "./test-server";

/** The password every invited person chooses in these tests. */
export const invitedPassword = "a trainer's passphrase";

let people = 0;
/** An address nobody was invited with yet. */
export const newStaffAddress = () => `trainer.${++people}.${Date.now()}@kodeveda.test`;

/**
 * The staff page's steps as an admin takes them and the invitation's as the invited person
 * does, over HTTP, for a server whose mail goes to `sink` (serverWithMail).
 */
export function staffPortal(server: () => TestServer, sink: SmtpSink) {
  /** Posts one of the staff page's forms. */
  const staffAction = (fields: Record<string, string>, cookie: string) =>
    postForm(server(), "/admin/staff", fields, cookie);

  return {
    staffAction,

    /** Signs in to the portal and returns the session cookie. */
    signIn: async (email: string, password: string) => {
      const { response, cookie } = await adminLogin(server(), email, password);
      expect(response.status).toBe(200);
      return cookie;
    },

    /** Invites `email` and returns the token from the link in the email. */
    invite: async (email: string, role: StaffRole, cookie: string) => {
      const response = await staffAction({ intent: "invite", email, role }, cookie);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`Invitation sent to ${email}.`);
      const [mail] = await sink.waitFor(sentTo(email));
      const token = /\/admin\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
      expect(token, "the invitation link").toBeDefined();
      return token!;
    },

    /** The invited person opens the link and chooses a password. */
    accept: (token: string, password = invitedPassword) =>
      postForm(server(), "/admin/invitation", { token, name: "Asha Rao", password }, ""),

    staffIdOf: async (email: string) =>
      (await server().services.staff.list()).members.find((member) => member.email === email)?.id,

    /** The invitation to `email` the staff page lists as waiting, if any. */
    waitingInvitationTo: async (email: string) =>
      (await server().services.staff.list()).invitations.find(
        (invitation) => invitation.email === email,
      ),
  };
}
