import {
  type AppLoadContext,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
} from "react-router";
import { useEffect } from "react";
import stylesheetUrl from "./app.css?url";
import { SiteLayout } from "./components/layout/SiteLayout";
import { AuthProvider } from "./features/auth/AuthProvider";
import { useNonce } from "./components/nonce";
import { Stylesheet } from "./components/stylesheet";
import { site } from "#shared/content/site";
import { siteOriginPlaceholder } from "#shared/site-origin";
import { ErrorPage } from "./components/ErrorPage";
import { logoDataUrl } from "./components/logo";

/** The public origin for absolute links; prerendering has no request and gets the placeholder. */
export function loader({ context }: { context?: Partial<AppLoadContext> }) {
  return { siteOrigin: context?.siteOrigin ?? siteOriginPlaceholder };
}

// The origin never changes while the site runs: no need to ask again on navigation.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The portal (/admin and under) brings its own frame (features/admin/layout/StaffLayout.tsx,
  // loaded only with its pages): it gets the session, and none of the public header, footer
  // or newsletter box.
  const Frame = /^\/admin(\/|$)/.test(useLocation().pathname) ? AuthProvider : SiteLayout;
  // The page's scripts start after the first paint (decision 0020): this says when React has
  // taken the page over, for the end-to-end tests and anything else that must wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Stylesheet href={stylesheetUrl} />
        <meta name="theme-color" content="#174ab0" />
        <link rel="icon" href={logoDataUrl} type="image/svg+xml" />
        <link
          rel="alternate"
          type="application/rss+xml"
          title={`${site.name} Blog`}
          href="/rss.xml"
        />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-800 antialiased">
        <Frame>{children}</Frame>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPage
        title="Page not found"
        heading="We couldn't find that page"
        message="The link may be broken or the page may have moved. Try one of the pages below, or write to us and we'll point you the right way."
      />
    );
  }
  return (
    <ErrorPage
      title="Something went wrong"
      heading="Something went wrong on our side"
      message={`Please try again in a moment. If it keeps happening, write to us at ${site.email}.`}
    />
  );
}
