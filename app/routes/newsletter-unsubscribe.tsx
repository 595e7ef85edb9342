import { EmailLinkPage } from "../features/newsletter/EmailLinkPage";
import { pageMeta } from "../seo";
import type { Route } from "./+types/newsletter-unsubscribe";

type Status = "confirm" | "done" | "already" | "invalid";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const subscription = await context.services.newsletter.findByToken(token);
  const status: Status = !subscription
    ? "invalid"
    : subscription.status === "subscribed"
      ? "confirm"
      : "already";
  return { status, email: subscription?.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const search = new URL(request.url).searchParams;
  const done = await context.services.newsletter.unsubscribe(
    search.get("token"),
    search.get("campaign"),
  );
  const status: Status = done ? "done" : "invalid";
  return { status };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Unsubscribe",
    description: "Stop receiving the Kodeveda newsletter.",
    path: "/newsletter/unsubscribe",
    noindex: true,
  });

const texts: Record<Status, { title: string; intro: string }> = {
  confirm: {
    title: "Unsubscribe from the newsletter?",
    intro: "You will stop receiving our monthly email. You can subscribe again at any time.",
  },
  done: {
    title: "You have been unsubscribed",
    intro: "We will not send you the newsletter any more. Thank you for reading it.",
  },
  already: {
    title: "You are already unsubscribed",
    intro: "This address does not receive the newsletter. Nothing more to do.",
  },
  invalid: {
    title: "This unsubscribe link is not valid",
    intro:
      "It may have been copied incompletely. Use the link in your most recent newsletter, or write to us and we will remove your address.",
  },
};

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const status = actionData?.status ?? loaderData.status;
  return (
    <EmailLinkPage
      {...texts[status]}
      email={loaderData.email}
      button={status === "confirm" ? "Unsubscribe" : undefined}
      next={
        status === "invalid"
          ? { to: "/contact", label: "Contact us" }
          : { to: "/blog", label: "Back to the blog" }
      }
    />
  );
}
