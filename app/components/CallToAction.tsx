import { Link } from "react-router";
import { buttonClass } from "./button";

/** The closing band of a page: one question, one clear next step. */
export function CallToAction({
  title,
  text,
  action,
  secondary,
}: {
  title: string;
  text: string;
  action: { label: string; to: string };
  secondary?: { label: string; to: string };
}) {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-900">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white">
            {title}
          </h2>
          <p className="mt-3 text-lg text-blue-100">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={action.to} className={buttonClass("accent")}>
            {action.label}
          </Link>
          {secondary && (
            <Link to={secondary.to} className={buttonClass("inverse")}>
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
