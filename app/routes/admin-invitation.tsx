import { data, Form, Link, useNavigation } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { buttonClass } from "../components/button";
import { Field } from "../components/form/Field";
import { staffMessages, staffRoleLabels } from "#shared/domain/staff";
import { StaffErrorPage } from "../features/admin/layout/StaffErrorPage";
import { StaffLayout } from "../features/admin/layout/StaffLayout";
import { StatusMessage } from "../features/admin/StatusMessage";
import { fieldErrors } from "#shared/schemas/fields";
import { passwordRules } from "#shared/schemas/password-rules";
import { invitationAcceptSchema } from "#shared/schemas/staff";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-invitation";

/** /admin/invitation?token=…: the emailed link; the invited person chooses a password. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invitation = token ? await context.services.staff.invitation(token) : undefined;
  return { token, invitation: invitation ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = invitationAcceptSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data({ joined: null, errors: fieldErrors(parsed.error), message: "" }, { status: 400 });
  }
  const { token, name, password } = parsed.data;
  try {
    const joined = await context.services.staff.accept(token, name, password);
    return { joined: joined.email, errors: [], message: "" };
  } catch (error) {
    if (context.services.isRefusal(error)) {
      return data({ joined: null, errors: [], message: error.message }, { status: 400 });
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Join the admin portal",
    description: "Kodeveda staff portal.",
    path: "/admin/invitation",
    noindex: true,
  });

export default function AdminInvitation(props: Route.ComponentProps) {
  return (
    <StaffLayout staff={null}>
      <Invitation {...props} />
    </StaffLayout>
  );
}

function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const { token, invitation } = loaderData;
  const busy = useNavigation().state !== "idle";
  const errorOf = (path: string) => actionData?.errors.find((error) => error.path === path)?.msg;

  if (actionData?.joined) {
    return (
      <>
        <PageHeader title="Welcome to the admin portal" intro="Your password is set." />
        <div className="mx-auto max-w-xl px-4 pb-16">
          <p role="status" className="text-slate-800">
            {`Sign in as ${actionData.joined} with the password you chose.`}
          </p>
          <Link to="/admin" className={buttonClass("primary", "mt-6")}>
            Sign in to the admin portal
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Join the admin portal"
        intro={
          invitation
            ? `You are invited as ${staffRoleLabels[invitation.role]}. Choose your password.`
            : staffMessages.invitationInvalid
        }
      />
      {invitation && (
        <div className="mx-auto max-w-xl px-4 pb-16">
          <div className="min-h-6">
            <StatusMessage message={actionData?.message ?? ""} />
          </div>
          <Form method="post" className="mt-4 space-y-5">
            <input type="hidden" name="token" value={token} />
            <p className="text-slate-700">Email: {invitation.email}</p>
            <Field
              label="Your name"
              name="name"
              error={errorOf("name")}
              inputProps={{ autoComplete: "name", required: true, maxLength: 100 }}
            />
            <Field
              label="Password"
              name="password"
              error={errorOf("password")}
              hint={`At least ${passwordRules.min} characters.`}
              inputProps={{
                type: "password",
                autoComplete: "new-password",
                required: true,
                minLength: passwordRules.min,
                maxLength: passwordRules.max,
              }}
            />
            <button type="submit" className={buttonClass()} disabled={busy}>
              Set my password
            </button>
          </Form>
        </div>
      )}
    </>
  );
}

/** A failure of this page, in the portal's frame (signed out: it cannot tell who is there). */
export function ErrorBoundary() {
  return <StaffErrorPage staff={null} />;
}
