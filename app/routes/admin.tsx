import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: "Admin",
    description: "Staff portal.",
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Admin Portal</h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">
        Sign in with your staff account to see bookings, messages, subscribers and registrations.
      </p>
    </section>
  );
}
