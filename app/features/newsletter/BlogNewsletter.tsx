import { NewsletterForm } from "./NewsletterForm";

/** The blog's newsletter band. */
export function BlogNewsletter() {
  return (
    <section aria-labelledby="blog-newsletter-title" className="bg-brand-50">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center">
        <h2 id="blog-newsletter-title" className="text-2xl font-bold text-slate-900">
          Get new articles in your inbox
        </h2>
        <p className="mt-2 text-slate-700">
          One email a month with new articles, workshop dates and hackathon announcements.
        </p>
        <div className="mx-auto mt-6 max-w-md text-left">
          <NewsletterForm source="blog" tone="light" />
        </div>
      </div>
    </section>
  );
}
