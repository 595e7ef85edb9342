import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: "Contact Us",
    description:
      "Write, call or WhatsApp us, or visit our Hyderabad office. We reply within one business day.",
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Contact Us</h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">
        Questions about a workshop, a project or a partnership? Write to us and we'll reply within
        one business day.
      </p>
    </section>
  );
}
