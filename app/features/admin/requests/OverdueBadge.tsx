/** Overdue in words, not by colour alone. */
export function OverdueBadge() {
  return (
    <span className="ml-2 inline-block rounded-full border border-red-700 bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
      Overdue
    </span>
  );
}
