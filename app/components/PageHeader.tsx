import { Link } from "react-router";
import type { Breadcrumb } from "../seo";

/** The band at the top of every inner page: where you are, the page's name, one line on it. */
export function PageHeader({
  title,
  intro,
  breadcrumbs = [],
  children,
}: {
  title: string;
  intro: string;
  breadcrumbs?: Breadcrumb[];
  children?: React.ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-12 sm:pt-14 sm:pb-16">
        {breadcrumbs.length > 0 && (
          <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-600">
            <ol className="flex flex-wrap items-center gap-1">
              {breadcrumbs.map((crumb) => (
                <li key={crumb.path} className="flex items-center gap-1">
                  <Link to={crumb.path} className="hover:text-brand-700 hover:underline">
                    {crumb.name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </li>
              ))}
              <li aria-current="page" className="font-medium text-slate-800">
                {title}
              </li>
            </ol>
          </nav>
        )}
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">{intro}</p>
        {children}
      </div>
    </div>
  );
}
