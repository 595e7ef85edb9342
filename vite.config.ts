import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** What the blog, its articles and the editor's preview share: one file for the three. */
function isBlogModule(id: string): boolean {
  return /[\\/]app[\\/](features[\\/]blog[\\/]|features[\\/]newsletter[\\/]BlogNewsletter\.tsx$|components[\\/]article-body\.ts$)|[\\/]shared[\\/]domain[\\/]article-images\.ts$/.test(
    id,
  );
}

/** What a certificate's pages, /account and the ticket show of certificates: one file for the three. */
function isCertificateModule(id: string): boolean {
  return /[\\/]app[\\/]features[\\/]certificates[\\/]/.test(id);
}

/**
 * The site's own modules (app/ and shared/), except content and validation schemas: content
 * stays with the pages that show it (most is large and few pages share it), and the schemas
 * bring the validation library, which only pages with full forms need. The small modules
 * every page or the footer's newsletter box uses are the exceptions.
 */
function isSharedSiteModule(id: string): boolean {
  if (!/[\\/](app|shared)[\\/]/.test(id)) return false;
  // A group takes its modules' imports too: this one would bring the validation library.
  if (/[\\/]app[\\/]features[\\/]forms[\\/]use-field-errors\.ts$/.test(id)) return false;
  // Loaded on demand (AuthControls), with the validation it needs.
  if (/[\\/]app[\\/]features[\\/]auth[\\/]SignInDialog\.tsx$/.test(id)) return false;
  // The staff portal's own modules (the post editor's form and schema, the list views):
  // two portal pages share them, but every public page loads this group.
  if (/[\\/]app[\\/]features[\\/]admin[\\/]/.test(id)) return false;
  if (
    /[\\/]shared[\\/]domain[\\/](admin-lists|staff|blog|projects|registrations|newsletter|privacy|india-time|sessions|session-time|certificates)\.ts$/.test(
      id,
    )
  ) {
    return false;
  }
  // A certificate's pages, /account and the ticket share these (issue 40): their own group.
  if (isCertificateModule(id)) return false;
  if (/[\\/]shared[\\/]schemas[\\/]certificate\.ts$/.test(id)) return false;
  // The blog's and the legal pages' own modules: every other page would load them.
  if (isBlogModule(id)) return false;
  if (/[\\/]app[\\/]components[\\/]LegalPage\.tsx$/.test(id)) return false;
  // The two pages emailed links open (confirm, unsubscribe) share it; no other page does.
  if (/[\\/]app[\\/]features[\\/]newsletter[\\/]EmailLinkPage\.tsx$/.test(id)) return false;
  // The registration dialog's own modules: /projects and its lazy payment steps use them.
  if (/[\\/]app[\\/]features[\\/]projects[\\/]/.test(id)) return false;
  // Only the staff's editors and their schemas check a picture's address, and only the UPI
  // step a UTR's date (issue 35): neither belongs in what every page loads.
  if (/[\\/]shared[\\/]domain[\\/](picture-paths|upi-reference)\.ts$/.test(id)) return false;
  // Only the form pages use it, and it brings the validation library (schemas/fields).
  if (/[\\/]app[\\/]components[\\/]form[\\/]PhoneField\.tsx$/.test(id)) return false;
  // types.ts: a few category names, shared by /blog and the editor; alone it is a request.
  // founder.ts: the home page's quote; alone it would be a request on the home page.
  if (/[\\/]shared[\\/]content[\\/](site|legal|types|founder)\.ts$/.test(id)) return true;
  if (/[\\/]shared[\\/]schemas[\\/](honeypot|newsletter-email|password-rules)\.ts$/.test(id)) {
    return true;
  }
  return !/[\\/]shared[\\/](content|schemas)[\\/]/.test(id);
}

/**
 * Few, larger files for the browser: on a slow mobile network each extra request costs a
 * round trip (and, over HTTP/1.1, a connection), while a few kilobytes of code a page does
 * not use cost almost nothing. React and React Router go in one long-cached file; the
 * site's own modules that two or more pages use go in another; each page keeps its own.
 */
const clientChunks = {
  groups: [
    {
      name: "framework",
      // Vite's preload helper is a kilobyte: alone, it would be a request (and its headers)
      // on every page.
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|^\0vite\/preload-helper/,
      priority: 20,
    },
    {
      name: "shared",
      test: isSharedSiteModule,
      minShareCount: 2,
      priority: 10,
    },
    {
      name: "certificates",
      test: isCertificateModule,
      minShareCount: 2,
      priority: 5,
    },
    {
      name: "blog",
      test: isBlogModule,
      minShareCount: 2,
      priority: 5,
    },
  ],
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks } } } },
  },
});
