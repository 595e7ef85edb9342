import { weekLabel } from "./figures-format";

const width = 320;
const height = 140;
const axis = 20;
const top = 16;

/**
 * Twelve weeks of one figure as bars, drawn on the server as SVG (no script is needed to see
 * it), scaled to the card's width; its figures follow as a table for screen readers, which
 * skip the picture.
 */
export function TrendChart({
  id,
  title,
  weeks,
  values,
}: {
  id: string;
  title: string;
  weeks: readonly string[];
  values: readonly number[];
}) {
  const most = Math.max(1, ...values);
  const slot = width / values.length;
  const bar = slot * 0.7;
  const scale = (height - axis - top) / most;
  const total = values.reduce((sum, value) => sum + value, 0);
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <figcaption id={`${id}-title`} className="flex items-baseline justify-between gap-2">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-sm text-slate-600">{total} in 12 weeks</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="mt-3 h-auto w-full text-brand-600"
        aria-hidden="true"
      >
        <line x1="0" x2={width} y1={height - axis} y2={height - axis} stroke="#cbd5e1" />
        <text x="0" y="10" fontSize="10" fill="#475569">
          {most}
        </text>
        {values.map((value, index) => {
          const barHeight = value * scale;
          const x = index * slot + (slot - bar) / 2;
          const last = index === values.length - 1;
          return (
            <g key={weeks[index]}>
              <rect
                x={x}
                y={height - axis - barHeight}
                width={bar}
                height={barHeight}
                rx="2"
                fill="currentColor"
                opacity={last ? 0.55 : 1}
              />
              {index % 3 === 0 && (
                <text x={x} y={height - 6} fontSize="10" fill="#475569">
                  {weekLabel(weeks[index] ?? "")}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {/* A table ignores the 1 px width that hides it visually: its wrapper does not. */}
      <div className="sr-only">
        <table>
          <caption>{`${title}, per week (the last week is in progress)`}</caption>
          <thead>
            <tr>
              <th scope="col">Week from</th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {values.map((value, index) => (
              <tr key={weeks[index]}>
                <th scope="row">{weekLabel(weeks[index] ?? "")}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
