import { Link } from "react-router";
import type { LegalDocument } from "#shared/content/legal";
import { slugify } from "#shared/lib/slug";
import { PageHeader } from "./PageHeader";

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A legal document: a contents list, then each section with its paragraphs and list. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHeader title={document.title} intro={document.summary}>
        <p className="mt-4 text-sm text-slate-600">
          Last updated{" "}
          <time dateTime={document.lastUpdated}>{formatDate(document.lastUpdated)}</time>
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Contents</h2>
          <ol className="mt-3 space-y-2 text-sm">
            {document.sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${slugify(section.heading)}`} className="text-brand-700 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {document.sections.map((section) => (
            <section
              key={section.heading}
              id={slugify(section.heading)}
              aria-labelledby={`${slugify(section.heading)}-title`}
              className="scroll-mt-24"
            >
              <h2
                id={`${slugify(section.heading)}-title`}
                className="text-2xl font-semibold text-slate-900"
              >
                {section.heading}
              </h2>
              <div className="mt-3 space-y-4 leading-7 text-slate-700">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 48)}>{paragraph}</p>
                ))}
                {section.list && (
                  <ul className="list-disc space-y-1 pl-6">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
                {section.link && (
                  <p>
                    <Link to={section.link.to} className="font-medium text-brand-700 underline">
                      {section.link.label}
                    </Link>
                  </p>
                )}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
