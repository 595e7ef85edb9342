/**
 * Who works in the admin portal: an admin runs everything (lists, payments, staff); an
 * editor writes the blog and the newsletter, and nothing else; a mentor marks which students
 * completed their project (issue 40), and nothing else.
 */
export const staffRoles = ["admin", "editor", "mentor"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  admin: "Admin",
  editor: "Editor (blog and newsletter)",
  mentor: "Mentor (marks project completion)",
};

export const isStaffRole = (role: unknown): role is StaffRole =>
  typeof role === "string" && (staffRoles as readonly string[]).includes(role);

/** The roles each role may give: only an admin brings people in or promotes them. */
const grantable: Record<StaffRole, readonly StaffRole[]> = {
  admin: ["admin", "editor", "mentor"],
  editor: [],
  mentor: [],
};

/** Whether someone whose role is `granter` (a visitor's, or none) may give `role`. */
export const mayGrantRole = (granter: unknown, role: StaffRole): boolean =>
  isStaffRole(granter) && grantable[granter].includes(role);

/** How long an invitation's link works. */
export const invitationValidHours = 72;

export const staffMessages = {
  invitationInvalid:
    "This invitation link has expired, was already used or was revoked. Ask an admin to invite you again.",
  notYourself: "You cannot change your own role or remove your own access.",
  lastAdmin: "The portal needs at least one admin: make someone else an admin first.",
  notStaff: "That account is not staff (any more).",
  senderCannotGrant:
    "This invitation no longer works: the admin who sent it can no longer give that role. Ask an admin to invite you again.",
  invitationNotWaiting: "That invitation is no longer waiting: it was used, revoked or replaced.",
} as const;
