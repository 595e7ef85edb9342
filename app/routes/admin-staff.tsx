import { data, Form, useNavigation } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { buttonClass } from "../components/button";
import { EmailField } from "../components/form/EmailField";
import { staffRoleLabels, staffRoles } from "#shared/domain/staff";
import { adminOnly } from "../features/admin/page-guard.server";
import { StatusMessage } from "../features/admin/StatusMessage";
import { firstProblem } from "#shared/schemas/admin-lists";
import { staffActionSchema } from "#shared/schemas/staff";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-staff";

/**
 * /admin/staff: admins invite people (and revoke an invitation still waiting), change their
 * role and remove their access.
 */
export const loader = adminOnly(async ({ context }: Route.LoaderArgs, admin) => {
  return { ...(await context.services.staff.list()), me: admin.id };
});

export const action = adminOnly(async (args: Route.ActionArgs, admin) => {
  const { services } = args.context;
  const parsed = staffActionSchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return data({ message: firstProblem(parsed.error).msg }, { status: 400 });
  const action = parsed.data;
  const staff = { ...admin, role: "admin" as const };
  try {
    switch (action.intent) {
      case "invite":
        await services.staff.invite(action.email, action.role, staff);
        return { message: `Invitation sent to ${action.email}.` };
      case "role":
        await services.staff.changeRole(action.id, action.role, staff);
        return { message: "Role saved. Their sessions ended: they sign in again." };
      case "remove":
        await services.staff.remove(action.id, staff);
        return { message: "Access removed. Their sessions ended." };
      case "revoke":
        await services.staff.revoke(action.id, staff);
        return { message: "Invitation revoked: its link no longer works." };
    }
  } catch (error) {
    if (services.isRefusal(error)) return data({ message: error.message }, { status: 400 });
    throw error;
  }
});

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Staff",
    description: "Kodeveda staff portal.",
    path: "/admin/staff",
    noindex: true,
  });

const roleOptions = staffRoles.map((role) => (
  <option key={role} value={role}>
    {staffRoleLabels[role]}
  </option>
));

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { members, invitations, me } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <PageHeader
        title="Staff"
        intro="Who can use the admin portal. Editors write the blog and nothing else."
        breadcrumbs={[{ name: "Admin", path: "/admin" }]}
      />
      <div className="mx-auto max-w-4xl space-y-10 px-4 pb-16">
        <div className="min-h-6">
          <StatusMessage message={actionData?.message ?? ""} />
        </div>
        <section aria-labelledby="invite-title">
          <h2 id="invite-title" className="text-lg font-semibold text-slate-900">
            Invite someone
          </h2>
          <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
            <input type="hidden" name="intent" value="invite" />
            <EmailField />
            <label className="block text-sm font-medium text-slate-900">
              Role
              <select
                name="role"
                defaultValue="editor"
                className="mt-1 block rounded-lg border border-slate-300 px-3 py-2.5"
              >
                {roleOptions}
              </select>
            </label>
            <button type="submit" className={buttonClass()} disabled={busy}>
              Send invitation
            </button>
          </Form>
          {invitations.length > 0 && (
            <ul className="mt-4 space-y-2 text-slate-700">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center gap-3">
                  <span className="min-w-0 flex-1 wrap-anywhere">
                    {invitation.email} — invited as {staffRoleLabels[invitation.role]} by{" "}
                    {invitation.invitedBy}, waiting
                  </span>
                  <Form
                    method="post"
                    onSubmit={(event) => {
                      if (!window.confirm(`Revoke the invitation of ${invitation.email}?`)) {
                        event.preventDefault();
                      }
                    }}
                  >
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="id" value={invitation.id} />
                    <button
                      type="submit"
                      className={buttonClass("outline")}
                      disabled={busy}
                      aria-label={`Revoke the invitation of ${invitation.email}`}
                    >
                      Revoke
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="members-title">
          <h2 id="members-title" className="text-lg font-semibold text-slate-900">
            Staff accounts
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
            {members.map((person) => (
              <li key={person.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <span className="min-w-0 flex-1 wrap-anywhere text-slate-900">
                  {person.name} <span className="text-slate-600">({person.email})</span>
                </span>
                {person.id === me ? (
                  <span className="text-slate-600">{staffRoleLabels[person.role]} (you)</span>
                ) : (
                  <>
                    <Form method="post" className="flex max-w-full flex-wrap items-center gap-2">
                      <input type="hidden" name="intent" value="role" />
                      <input type="hidden" name="id" value={person.id} />
                      <select
                        name="role"
                        defaultValue={person.role}
                        aria-label={`Role of ${person.email}`}
                        className="max-w-full rounded-lg border border-slate-300 px-2 py-2"
                      >
                        {roleOptions}
                      </select>
                      <button type="submit" className={buttonClass("outline")} disabled={busy}>
                        Save role
                      </button>
                    </Form>
                    <Form
                      method="post"
                      onSubmit={(event) => {
                        if (!window.confirm(`Remove ${person.email} from the admin portal?`)) {
                          event.preventDefault();
                        }
                      }}
                    >
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="id" value={person.id} />
                      <button type="submit" className={buttonClass("outline")} disabled={busy}>
                        Remove access
                      </button>
                    </Form>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
