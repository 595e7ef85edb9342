/** Move up and Move down for one item of an ordered list, named after the item. */
export function MoveButtons({
  title,
  first,
  last,
  busy,
  onMove,
}: {
  title: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: "up" | "down") => void;
}) {
  const button = "rounded border border-slate-300 px-2 py-1 font-semibold disabled:opacity-50";
  return (
    <span className="inline-flex gap-2">
      <button
        type="button"
        disabled={busy || first}
        onClick={() => onMove("up")}
        aria-label={`Move ${title} up`}
        className={button}
      >
        <span aria-hidden="true">↑</span> Up
      </button>
      <button
        type="button"
        disabled={busy || last}
        onClick={() => onMove("down")}
        aria-label={`Move ${title} down`}
        className={button}
      >
        <span aria-hidden="true">↓</span> Down
      </button>
    </span>
  );
}
