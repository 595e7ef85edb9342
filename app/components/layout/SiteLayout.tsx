import { AuthProvider } from "../../features/auth/AuthProvider";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { SkipToContent } from "./SkipToContent";

/** The public site's frame: its header with the navigation and sign-in, and its footer. */
export function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <AuthProvider>
      <SkipToContent />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </AuthProvider>
  );
}

/**
 * The staff portal's pages bring their own frame (features/admin/layout/StaffLayout.tsx,
 * loaded only with them): here they get the session and the skip link, and none of the
 * public site's header, footer or newsletter box.
 */
export function PortalDocument({ children }: { children: React.ReactNode }) {
  return (
    <AuthProvider>
      <SkipToContent />
      {children}
    </AuthProvider>
  );
}

/** The portal's addresses: /admin and everything under it. */
export const isPortalPath = (pathname: string) =>
  pathname === "/admin" || pathname.startsWith("/admin/");
