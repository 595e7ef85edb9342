import type { StaffRole } from "#shared/domain/staff";

/** Who is signed in to the portal, as its layout names them. */
export interface StaffPerson {
  name: string;
  email: string;
  role: StaffRole;
}

/** The layout's part of what a page's guard found: never the account's id. */
export const staffPerson = ({ name, email, role }: StaffPerson): StaffPerson => ({
  name,
  email,
  role,
});
