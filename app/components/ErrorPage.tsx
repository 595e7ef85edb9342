import { Link } from "react-router";
import { site } from "#shared/content/site";

interface ErrorPageProps {
  title: string;
  heading: string;
  message: string;
}

/** The page shown for an unknown address or a failure; rendered inside the site layout. */
export function ErrorPage({ title, heading, message }: ErrorPageProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{`${title} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-slate-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900"
        >
          Go to the home page
        </Link>
        <Link
          to="/contact"
          className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Contact us
        </Link>
      </div>
    </section>
  );
}
