import { EmailLinkPage } from "../features/newsletter/EmailLinkPage";
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
  return (
    <EmailLinkPage
      {...texts[status]}
      email={loaderData.email}
      button={status === "confirm" ? "Confirm subscription" : undefined}
      next={{ to: "/blog", label: "Read the blog" }}
    />
  );
}
