import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { ErrorPage } from "../components/ErrorPage";
import { staffOnly } from "../features/admin/page-guard.server";
import { StaffLayout } from "../features/admin/layout/StaffLayout";
import { staffPerson } from "../features/admin/layout/staff-person";
import { useSignInWhenSignedOut } from "../features/admin/use-sign-in-when-signed-out";
import type { Route } from "./+types/admin-layout";

/**
 * The portal's pages behind the sign-in (app/routes.ts), in the staff layout. Their loaders
 * let only staff through (features/admin/page-guard.server.ts); this one names the person for
 * the layout, and the layout leaves for the sign-in once the session ends.
 */
export const loader = staffOnly((_args: Route.LoaderArgs, staff) =>
  Promise.resolve({ staff: staffPerson(staff) }),
);

// Who is signed in changes only by signing in or out, which reloads the page or leaves it.
export const shouldRevalidate = () => false;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useSignInWhenSignedOut();
  return (
    <StaffLayout staff={loaderData.staff}>
      <Outlet />
    </StaffLayout>
  );
}

/** A page that failed or is not there, still in the portal's frame with its navigation. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("routes/admin-layout");
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <StaffLayout staff={data?.staff ?? null}>
      <ErrorPage
        title={missing ? "Page not found" : "Something went wrong"}
        heading={
          missing ? "There is no such page in the portal" : "Something went wrong on our side"
        }
        message={
          missing
            ? "The link may be broken or the record may have been removed. Choose a section from the menu."
            : "Please try again in a moment. If it keeps happening, tell whoever runs the site's server."
        }
      />
    </StaffLayout>
  );
}
