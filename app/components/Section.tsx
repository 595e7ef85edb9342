/** A page section with its heading, linked for assistive technology. */
export function Section({
  id,
  title,
  intro,
  children,
  className = "",
  tone = "plain",
}: {
  id: string;
  title: string;
  intro?: string;
  children: React.ReactNode;
  className?: string;
  tone?: "plain" | "tinted";
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`${tone === "tinted" ? "bg-slate-50" : ""} ${className}`}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-2xl text-lg text-slate-600">{intro}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
