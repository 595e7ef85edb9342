import type { ReactNode } from "react";

/**
 * A staff list that is a table where its columns fit and a pile of cards where they do not:
 * one DOM, so each row's forms are found once, turned into cards by the `cards:` variant
 * (app.css) when the list's own box is narrower than its columns need.
 */

/**
 * Below which width of its box a list is cards: its table's narrowest readable width (its
 * min-content with long addresses, measured), rounded up to a width app.css knows. "always":
 * wider than a staff page ever is (80rem).
 */
export type CardsBelow = "40rem" | "64rem" | "always";

/** The table and the scrollable region around it, named for screen readers. */
export function CardTable({
  label,
  cardsBelow,
  headings,
  actions = false,
  className = "mt-6",
  children,
  after,
}: {
  /** The region's name ("Bookings table"). */
  label: string;
  cardsBelow: CardsBelow;
  headings: readonly string[];
  /** The rows end with a cell of buttons, whose heading only screen readers need. */
  actions?: boolean;
  className?: string;
  /** The rows: CardRow elements. */
  children: ReactNode;
  /** What follows the table inside the region (a sentence when there are no rows). */
  after?: ReactNode;
}) {
  return (
    <div
      className={`@container/list overflow-x-auto ${className}`}
      data-cards-below={cardsBelow}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="w-full text-left text-sm cards:block">
        {/* Kept for screen readers on a card too: it is still the table's header row. */}
        <thead className="border-b border-slate-300 text-slate-600 cards:sr-only">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-4 font-semibold">
                {heading}
              </th>
            ))}
            {actions && (
              <th scope="col" className="py-2 pr-4 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="cards:grid cards:grid-cols-[minmax(0,1fr)] cards:gap-3">{children}</tbody>
      </table>
      {after}
    </div>
  );
}

/**
 * A row; as a card its title runs across it and its fields flow after it into as many
 * columns of 20rem as fit, the key ones first.
 */
export function CardRow({ className = "", children }: { className?: string; children: ReactNode }) {
  return (
    <tr className={`card-row border-b border-slate-200 align-top ${className}`}>{children}</tr>
  );
}

// Whole class names, for Tailwind to find: rank 1 goes first.
const firstOnCard = ["cards:-order-4", "cards:-order-3", "cards:-order-2", "cards:-order-1"];

/**
 * A cell, which on a card says its column ("Email  priya@…") before its value: the label is
 * generated content, so the table's cells hold their values alone.
 */
export function CardCell({
  label,
  rank,
  quiet = false,
  empty = false,
  stack = false,
  className = "",
  children,
}: {
  /** The column's heading, or a shorter one that still says what the value is. */
  label: string;
  /** A key field: shown first on a card in this rank, 1 being the card's title. */
  rank?: 1 | 2 | 3 | 4;
  /** The label is read out but not shown on a card (a row's buttons say what they do). */
  quiet?: boolean;
  /** Nothing to show: the table keeps its "—", a card leaves the field out. */
  empty?: boolean;
  /** The value goes under its label on a card unless it has 16rem beside it (a form). */
  stack?: boolean;
  /** The cell's look as a table cell (its width, wrapping). */
  className?: string;
  children: ReactNode;
}) {
  const card = [
    "card-cell cards:p-0",
    rank ? firstOnCard[rank - 1] : "",
    rank === 1 ? "cards:col-span-full cards:text-base cards:font-semibold" : "",
    quiet || rank === 1 ? "cards:before:sr-only" : "",
    empty ? "cards:hidden" : "",
  ].join(" ");
  return (
    <td data-label={label} className={`py-3 pr-4 ${className} ${card}`}>
      <div className={stack ? "min-w-0 flex-[1_1_16rem]" : "min-w-0 flex-[1_1_10rem]"}>
        {children}
      </div>
    </td>
  );
}
