import { Outlet } from "react-router";
import { useSignInWhenSignedOut } from "../features/admin/use-sign-in-when-signed-out";

/**
 * The portal's pages behind the sign-in (app/routes.ts). Their loaders let only staff through
 * (features/admin/page-guard.server.ts); this leaves for the sign-in once the session ends.
 */
export default function AdminLayout() {
  useSignInWhenSignedOut();
  return <Outlet />;
}
