import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy",
    description:
      "How Kodeveda collects, uses, keeps and deletes personal data, and how to withdraw consent, under India's Digital Personal Data Protection Act, 2023.",
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Privacy Policy</h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">
        What we collect through each form, why, how long we keep it, and how you can withdraw
        consent or ask us to erase it.
      </p>
    </section>
  );
}
