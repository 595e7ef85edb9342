import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "../components/button";
import { PageHeader } from "../components/PageHeader";
import { pageMeta } from "../seo";
import type { Route } from "./+types/newsletter-confirm";

type Status = "confirm" | "done" | "invalid";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const confirmation = await context.services.newsletter.findConfirmation(token);
  return { status: (confirmation ? "confirm" : "invalid") as Status, email: confirmation?.email };
}

/**
 * Confirming is a button, not the link itself: mail scanners open links on their own, and a
 * subscription they confirmed would prove nothing about the address's owner.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const done = await context.services.newsletter.confirm(token, context.clientAddress);
  return { status: (done ? "done" : "invalid") as Status };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Confirm your subscription",
    description: "Confirm your subscription to the Kodeveda newsletter.",
    path: "/newsletter/confirm",
    noindex: true,
  });

const texts: Record<Status, { title: string; intro: string }> = {
  confirm: {
    title: "Confirm your subscription",
    intro:
      "Press the button to receive the Kodeveda newsletter: one email a month with new articles, workshops and hackathons. You can unsubscribe with one click from any issue.",
  },
  done: {
    title: "You are subscribed",
    intro: "Thank you for confirming. We have sent you a welcome email; the next issue follows.",
  },
  invalid: {
    title: "This confirmation link has expired or was already used",
    intro:
      "Links work once, for 7 days. If you are not subscribed yet, enter your address in the newsletter box again and we will send a new link.",
  },
};

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const status = actionData?.status ?? loaderData.status;
  const navigation = useNavigation();
  const { title, intro } = texts[status];
  return (
    <PageHeader title={title} intro={intro}>
      <div role="status" className="mt-6">
        {status === "confirm" ? (
          <Form method="post" className="flex flex-wrap items-center gap-4">
            <p className="text-slate-700">
              Address: <strong>{loaderData.email}</strong>
            </p>
            <button
              type="submit"
              className={buttonClass("primary")}
              disabled={navigation.state !== "idle"}
            >
              Confirm subscription
            </button>
          </Form>
        ) : (
          <Link to="/blog" className={buttonClass("outline")}>
            Read the blog
          </Link>
        )}
      </div>
    </PageHeader>
  );
}
