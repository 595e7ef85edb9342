import { z } from "zod/mini";
import { honeypot } from "./fields";
import { invalidNewsletterEmail, newsletterEmailProblem } from "./newsletter-email";

export const newsletterSources = ["blog", "footer"] as const;

/** Both newsletter boxes (blog and footer) and POST /api/newsletter. */
export const newsletterSchema = z.strictObject({
  email: z.string({ error: invalidNewsletterEmail }).check(
    z.trim(),
    z.superRefine((value, context) => {
      const problem = newsletterEmailProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem, input: value });
    }),
  ),
  /** Which box it came from, for the staff's list. */
  source: z.optional(z.enum(newsletterSources)),
  [honeypot.name]: honeypot.schema,
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
export type NewsletterSource = (typeof newsletterSources)[number];
