import type { StaffRole } from "#shared/domain/staff";

/** One place in the portal the navigation leads to, and who may go there. */
export interface StaffSection {
  label: string;
  to: string;
  roles: readonly StaffRole[];
}

/**
 * The portal's sections as the staff layout's navigation shows them, grouped as the work is:
 * the people who write to us and pay, what the site publishes, and running the site. Each
 * lists the roles its pages let in (features/admin/page-guard.server.ts): a role sees only
 * the sections it may open.
 */
export const staffSectionGroups: ReadonlyArray<{
  label: string;
  sections: readonly StaffSection[];
}> = [
  {
    label: "Students and enquiries",
    sections: [
      { label: "Registrations", to: "/admin/registrations", roles: ["admin"] },
      { label: "Bookings", to: "/admin/bookings", roles: ["admin"] },
      { label: "Contact messages", to: "/admin/contacts", roles: ["admin"] },
      { label: "Projects", to: "/admin/projects", roles: ["admin"] },
      { label: "Completion", to: "/admin/completion", roles: ["admin", "mentor"] },
      { label: "Certificates", to: "/admin/certificates", roles: ["admin"] },
    ],
  },
  {
    label: "Publishing",
    sections: [
      { label: "Blog posts", to: "/admin/posts", roles: ["admin", "editor"] },
      { label: "Newsletter", to: "/admin/newsletter", roles: ["admin", "editor"] },
      { label: "Subscribers", to: "/admin/subscribers", roles: ["admin"] },
    ],
  },
  {
    label: "Running the site",
    sections: [
      { label: "Data requests", to: "/admin/requests", roles: ["admin"] },
      { label: "Email outbox", to: "/admin/outbox", roles: ["admin"] },
      { label: "Staff", to: "/admin/staff", roles: ["admin"] },
    ],
  },
];

/** The groups with only the sections `role` may open; a group left empty is left out. */
export function sectionsFor(role: StaffRole) {
  return staffSectionGroups
    .map((group) => ({
      ...group,
      sections: group.sections.filter((section) => section.roles.includes(role)),
    }))
    .filter((group) => group.sections.length > 0);
}
