import { Outlet } from "react-router";
import { anyStaff } from "../features/admin/page-guard.server";
import { StaffErrorPage } from "../features/admin/layout/StaffErrorPage";
import { StaffLayout } from "../features/admin/layout/StaffLayout";
import { staffPerson } from "../features/admin/layout/staff-person";
import { useSignInWhenSignedOut } from "../features/admin/use-sign-in-when-signed-out";
import type { Route } from "./+types/admin-layout";

/**
 * The portal's pages behind the sign-in (app/routes.ts), in the staff layout. Their loaders
 * let only staff through (features/admin/page-guard.server.ts); this one names the person for
 * the layout, and the layout leaves for the sign-in once the session ends.
 */
export const loader = anyStaff((_args: Route.LoaderArgs, staff) =>
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

/** A page that failed or is not there, in the frame with the person's navigation. */
export function ErrorBoundary({ loaderData }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage staff={loaderData?.staff ?? null} />;
}
