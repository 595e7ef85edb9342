export interface SummarySection {
  table: string;
  title: string;
  purpose: string;
  items: Array<{ fields: Array<{ label: string; value: string }> }>;
}

/** Everything we hold for the address, table by table, in plain words. */
export function DataSummary({ sections }: { sections: SummarySection[] }) {
  if (sections.length === 0) {
    return <p className="text-slate-700">We hold nothing about this email address.</p>;
  }
  return (
    <div className="space-y-8">
      {sections.map((section) => (
        <section key={section.table} aria-labelledby={`held-${section.table}`}>
          <h3 id={`held-${section.table}`} className="text-lg font-semibold text-slate-900">
            {section.title}
          </h3>
          <p className="text-sm text-slate-600">Why we hold it: {section.purpose}.</p>
          <ul className="mt-3 space-y-3">
            {section.items.map((item, index) => (
              <li key={index} className="rounded-lg border border-slate-200 p-3">
                <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
                  {item.fields.map((field) => (
                    <div key={field.label} className="contents">
                      <dt className="font-medium text-slate-700">{field.label}</dt>
                      <dd className="break-words text-slate-900">{field.value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
