import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonClass } from "../../../components/button";
import { site } from "#shared/content/site";
import { StaffLayout } from "./StaffLayout";
import type { StaffPerson } from "./staff-person";

/**
 * A portal page that failed or is not there, still in the portal's frame (with the person's
 * navigation when their route's data is known), and with the way back to the dashboard rather
 * than the public error page's home and contact links.
 */
export function StaffErrorPage({ staff }: { staff: StaffPerson | null }) {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const title = missing ? "Page not found" : "Something went wrong";
  return (
    <StaffLayout staff={staff}>
      <section className="mx-auto max-w-2xl px-4 py-16">
        <title>{`${title} | ${site.name}`}</title>
        <meta name="robots" content="noindex" />
        <h1 className="font-bold text-slate-900">
          {missing ? "There is no such page in the portal" : "Something went wrong on our side"}
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          {missing
            ? "The link may be broken or the record may have been removed."
            : "Please try again in a moment. If it keeps happening, tell whoever runs the site's server."}
        </p>
        <Link to="/admin" className={buttonClass("primary", "mt-8")}>
          Go to the dashboard
        </Link>
      </section>
    </StaffLayout>
  );
}
