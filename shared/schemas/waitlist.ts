import { z } from "zod/mini";
import { maxLength, requiredEmail, requiredText } from "./fields";
import { isContactPhoneNumber } from "./phone";

/** The waitlist form on a full project's card (server/api/projects.ts). */
export const waitlistSchema = z.strictObject({
  name: requiredText("Name", "Name is required", maxLength.name),
  email: requiredEmail(),
  phone: requiredText("Phone number", "Phone number is required", maxLength.phone).check(
    z.refine(isContactPhoneNumber, "Please enter a valid phone number"),
  ),
});
export type WaitlistInput = z.infer<typeof waitlistSchema>;
