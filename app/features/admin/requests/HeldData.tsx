/** One table's rows for the person, in plain words (server/services/privacy/person-data.ts). */
interface HeldSection {
  table: string;
  title: string;
  purpose: string;
  items: Array<{ fields: Array<{ label: string; value: string }> }>;
}

/** What we hold for the person, table by table; "erased" once their data is gone. */
export function HeldData({ holdings }: { holdings: HeldSection[] | "erased" }) {
  return (
    <section aria-labelledby="held" className="mt-10">
      <h2 id="held" className="text-lg font-semibold text-slate-900">
        What we hold for this person
      </h2>
      {holdings === "erased" ? (
        <p className="mt-3 text-slate-700">Nothing: the person&rsquo;s data was erased.</p>
      ) : holdings.length === 0 ? (
        <p className="mt-3 text-slate-700">Nothing besides this request.</p>
      ) : (
        holdings.map((section) => (
          <div key={section.table} className="mt-4">
            <h3 className="font-semibold text-slate-900">{section.title}</h3>
            <p className="text-sm text-slate-600">{section.purpose}</p>
            {section.items.map((item, index) => (
              <dl
                key={index}
                className="mt-2 grid grid-cols-1 gap-x-4 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]"
              >
                {item.fields.map((field) => (
                  <div key={field.label} className="contents">
                    <dt className="text-slate-600">{field.label}</dt>
                    <dd className="break-words text-slate-900">{field.value}</dd>
                  </div>
                ))}
              </dl>
            ))}
          </div>
        ))
      )}
    </section>
  );
}
