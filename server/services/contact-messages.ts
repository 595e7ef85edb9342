import { randomUUID } from "node:crypto";
import type { ContactInput } from "../../app/schemas/contact";
import type { AppDatabase } from "../db/connect";
import type { MailComposer } from "../mail/messages";
import { storeWithEmails } from "../mail/outbox";
import { consentGiven } from "./consent";

/** Messages sent through the contact form. */
export function createContactMessageService(
  { write: transact }: AppDatabase,
  mail: MailComposer,
  emailQueued: () => void,
) {
  return {
    /** Stores the message and its two emails in one transaction. */
    async create(input: ContactInput): Promise<{ id: string }> {
      const emails = mail.contact(input);
      const now = new Date();
      const id = randomUUID();
      await storeWithEmails(
        transact,
        async (trx) => {
          await trx
            .insertInto("contact_messages")
            .values({
              id,
              name: input.name,
              email: input.email,
              phone: input.phone,
              message: input.message,
              status: "new",
              ...consentGiven(now),
              created_at: now.toISOString(),
              updated_at: now.toISOString(),
            })
            .execute();
        },
        emails,
        emailQueued,
        now,
      );
      return { id };
    },
  };
}
