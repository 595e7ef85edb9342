import type { StaffRole } from "#shared/domain/staff";

/** A staff member as the services name them: who did what, in the audit and in the emails. */
export interface Admin {
  id: string;
  email: string;
  name: string;
}

/** A staff member with the role their session carries. */
export interface Staff extends Admin {
  role: StaffRole;
}
