import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "../../components/button";
import { PageHeader } from "../../components/PageHeader";

/**
 * A page an emailed link opens (confirm a subscription, unsubscribe). It asks for a button
 * press rather than acting on the visit, because mail scanners open links by themselves;
 * once done, or when the link is no good, it offers the way on instead.
 */
export function EmailLinkPage({
  title,
  intro,
  email,
  button,
  next,
}: {
  title: string;
  intro: string;
  /** The address the link is for, masked: shown beside the button. */
  email: string | undefined;
  /** The button's label while the page asks; none once there is nothing to ask. */
  button: string | undefined;
  next: { to: string; label: string };
}) {
  const navigation = useNavigation();
  return (
    <PageHeader title={title} intro={intro}>
      <div role="status" className="mt-6">
        {button ? (
          <Form method="post" className="flex flex-wrap items-center gap-4">
            <p className="text-slate-700">
              Address: <strong>{email}</strong>
            </p>
            <button
              type="submit"
              className={buttonClass("primary")}
              disabled={navigation.state !== "idle"}
            >
              {button}
            </button>
          </Form>
        ) : (
          <Link to={next.to} className={buttonClass("outline")}>
            {next.label}
          </Link>
        )}
      </div>
    </PageHeader>
  );
}
