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
        <form className="mx-auto mt-6 flex max-w-md gap-2">
          <label htmlFor="blog-newsletter-email" className="sr-only">
            Email address
          </label>
          <input
            id="blog-newsletter-email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2"
          />
          <button
            type="submit"
            className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900"
          >
            Subscribe
          </button>
        </form>
      </div>
    </section>
  );
}
