import { z } from "zod";
import { honeypot } from "./fields";
import { invalidNewsletterEmail, newsletterEmailProblem } from "./newsletter-email";

export const newsletterSources = ["blog", "footer"] as const;

/** Both newsletter boxes (blog and footer) and POST /api/newsletter. */
export const newsletterSchema = z.strictObject({
  email: z
    .string({ error: invalidNewsletterEmail })
    .trim()
    .superRefine((value, context) => {
      const problem = newsletterEmailProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  /** Which box it came from, for the staff's list. */
  source: z.enum(newsletterSources).optional(),
  [honeypot.name]: honeypot.schema,
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
export type NewsletterSource = (typeof newsletterSources)[number];
