import { Link } from "react-router";

/** What happens to the details, said where they are given (DPDP Act: notice before consent). */
export function ConsentNote({ children }: { children: React.ReactNode }) {
  return (
    <p className="text-sm text-slate-600">
      {children} Read our{" "}
      <Link to="/privacy" className="font-medium text-brand-700 underline">
        Privacy Notice
      </Link>
      .
    </p>
  );
}
