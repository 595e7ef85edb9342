import { randomUUID } from "node:crypto";
import { contactReplyDue } from "#shared/domain/promises";
import type { ContactInput } from "#shared/schemas/contact";
import type { MailComposer } from "../mail/messages";
import { submittedAt } from "./consent";
import type { Commit } from "./unit-of-work";

/** Messages sent through the contact form. */
export function createContactMessageService(commit: Commit, mail: MailComposer) {
  return {
    /** Stores the message and its two emails in one transaction. */
    async create(input: ContactInput): Promise<{ id: string }> {
      const now = new Date();
      const id = randomUUID();
      await commit(
        async ({ trx, send }) => {
          await trx
            .insertInto("contact_messages")
            .values({
              id,
              name: input.name,
              email: input.email,
              phone: input.phone,
              message: input.message,
              status: "new",
              reply_due_at: contactReplyDue(now).toISOString(),
              ...submittedAt(now),
            })
            .execute();
          send(mail.contact(input, id));
        },
        { now },
      );
      return { id };
    },
  };
}
