import { fieldErrors } from "#shared/schemas/fields";
import { reissueSchema, revokeSchema } from "#shared/schemas/certificate";
import { pathMessages, type FieldMessages } from "../../admin-api";

/** The API's own checks of a revocation, made before asking to confirm it. */
export function checkRevoke(reason: string): FieldMessages {
  const result = revokeSchema.safeParse({ reason });
  return result.success ? {} : pathMessages(fieldErrors(result.error));
}

/** The API's own checks of a reissue's name. */
export function checkReissue(name: string): FieldMessages {
  const result = reissueSchema.safeParse({ name });
  return result.success ? {} : pathMessages(fieldErrors(result.error));
}

/** The words of the revoke and reissue forms. */
export const changeText = {
  confirmRevoke: (id: string) => `Revoke ${id}?`,
  confirmRevokeBody:
    "Its verification page will say it was revoked, with your reason. This cannot be undone.",
  revoked: (id: string) => `${id} was revoked. Its verification page now says so, and why.`,
  reissued: (id: string, email: string) =>
    `Reissued as ${id}. The corrected certificate was emailed to ${email}.`,
  reasonHint: "The verification page shows it to anyone who checks the certificate.",
  nameHint:
    "As it should be printed. A new ID is issued; the old one points to it, and the holder is emailed.",
  notValid: "Only a valid certificate can be revoked or reissued.",
} as const;
