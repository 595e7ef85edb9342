import { z } from "zod/mini";
import { staffRoles } from "../domain/staff";
import { requiredEmail } from "./fields";
import { passwordRules, passwordTooShort } from "./password-rules";

const role = z.enum(staffRoles, { error: "Choose a role" });
const member = z.string().check(z.minLength(1), z.maxLength(100));

/** The staff page's actions, one schema keyed on `intent`. */
export const staffActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), email: requiredEmail(), role }),
  z.object({ intent: z.literal("role"), id: member, role }),
  z.object({ intent: z.literal("remove"), id: member }),
  z.object({ intent: z.literal("revoke"), id: member }),
]);

/** What an invited person types to join. */
export const invitationAcceptSchema = z.object({
  token: z.string().check(z.minLength(20), z.maxLength(100)),
  name: z
    .string({ error: "Your name is required" })
    .check(
      z.trim(),
      z.minLength(1, "Your name is required"),
      z.maxLength(100, "Your name must be at most 100 characters"),
    ),
  password: z
    .string({ error: passwordTooShort })
    .check(
      z.minLength(passwordRules.min, passwordTooShort),
      z.maxLength(passwordRules.max, `Password must be at most ${passwordRules.max} characters`),
    ),
});
