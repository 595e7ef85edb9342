import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: "Blog",
    description:
      "Articles on web technologies, AI and machine learning, LinkedIn optimisation, hackathon management and resume building.",
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Blog</h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">
        Practical advice on skills, careers and hackathons from our trainers and mentors.
      </p>
    </section>
  );
}
