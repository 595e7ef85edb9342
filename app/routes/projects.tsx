import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: "Projects",
    description:
      "Register for a mentored, real-world project for ₹500, including project materials, mentorship and certification.",
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Projects</h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">
        Work on real projects with mentors from the industry and earn a certificate you can show
        recruiters.
      </p>
    </section>
  );
}
