import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "../components/button";
import { PageHeader } from "../components/PageHeader";
import { pageMeta } from "../seo";
import type { Route } from "./+types/account-confirm";

type Status = "ready" | "confirmed" | "sign-in" | "other-account" | "invalid";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** Opening the link changes nothing: mail scanners open links too. The button does. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.services.accounts.signedInUser(request.headers);
  const status: Status = tokenOf(request) === "" ? "invalid" : user ? "ready" : "sign-in";
  return { status };
}

export async function action({ request, context }: Route.ActionArgs) {
  const status: Status = await context.services.accounts.confirmEmail(
    request.headers,
    tokenOf(request),
  );
  return { status };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Confirm your email address",
    description: "Confirm the email address of your Kodeveda account.",
    path: "/account/confirm",
    noindex: true,
  });

const texts: Record<Status, { title: string; intro: string }> = {
  ready: {
    title: "Confirm your email address",
    intro:
      "Press the button to confirm that this address is yours. Then your project registrations and payments appear in your account.",
  },
  confirmed: {
    title: "Your email address is confirmed",
    intro: "Thank you. Your project registrations and payments are now in your account.",
  },
  "sign-in": {
    title: "Sign in to confirm your email address",
    intro:
      "Sign in with the Login button at the top of the page, with the email and password you signed up with, then press Confirm.",
  },
  "other-account": {
    title: "This link is for another account",
    intro:
      "You are signed in to a different account. Sign out, sign in with the email and password you signed up with, then open the link again.",
  },
  invalid: {
    title: "This confirmation link is not valid",
    intro:
      "It may have expired (links work for 24 hours) or been copied incompletely. Ask for a new one on your account page.",
  },
};

export default function AccountConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const status = actionData?.status ?? loaderData.status;
  const navigation = useNavigation();
  const { title, intro } = texts[status];
  return (
    // The outcome replaces the heading after Confirm: a live region says it to screen readers.
    <PageHeader title={title} intro={intro}>
      <div role="status" className="mt-6">
        {status === "ready" || status === "sign-in" ? (
          <Form method="post">
            <button
              type="submit"
              className={buttonClass("primary")}
              disabled={navigation.state !== "idle"}
            >
              Confirm
            </button>
          </Form>
        ) : (
          <Link to="/account" className={buttonClass("primary")}>
            Go to your account
          </Link>
        )}
      </div>
    </PageHeader>
  );
}
