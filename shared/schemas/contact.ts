import { z } from "zod/mini";
import { honeypot, maxLength, messageText, requiredEmail, requiredText } from "./fields";
import { isContactPhoneNumber } from "./phone";

/** The contact form (/contact) and POST /api/contact. */
export const contactSchema = z.strictObject({
  name: requiredText("Name", "Name is required", maxLength.name),
  email: requiredEmail(),
  phone: requiredText("Phone number", "Phone number is required", maxLength.phone).check(
    z.refine(isContactPhoneNumber, "Please enter a valid phone number"),
  ),
  message: messageText("Message must be at least 10 characters long"),
  [honeypot.name]: honeypot.schema,
});

export type ContactInput = z.infer<typeof contactSchema>;
