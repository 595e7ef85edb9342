import { useState } from "react";
import { buttonClass } from "#app/components/button";
import { previewUrl } from "./campaigns-api";

/** The widths an email is read at: a desktop mail client's column and a phone. */
const widths = { Desktop: 600, Phone: 375 } as const;
type Width = keyof typeof widths;

/**
 * The saved campaign exactly as a subscriber gets it, framed at a desktop or a phone width.
 * `version` reloads the frame after each save.
 */
export function CampaignPreview({ id, version }: { id: string; version: number }) {
  const [width, setWidth] = useState<Width>("Desktop");
  // A box narrower than the email (600 px on a phone) shows it whole, scaled down to fit,
  // rather than scrolling sideways: tan(atan2(a, b)) is a / b for two lengths.
  const fit = `min(1, tan(atan2(100cqw, ${widths[width]}px)))`;
  return (
    <section className="rounded-lg border border-slate-200 p-4">
      <div role="group" aria-label="Preview width" className="flex flex-wrap gap-2">
        {(Object.keys(widths) as Width[]).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={width === name}
            onClick={() => setWidth(name)}
            className={buttonClass(
              width === name ? "primary" : "outline",
              "min-h-9 px-3 py-1.5 text-sm",
            )}
          >
            {name} ({widths[name]} px)
          </button>
        ))}
      </div>
      <div className="@container mt-4 bg-slate-100 p-2">
        <div style={{ height: `calc(40rem * ${fit})` }} className="overflow-clip">
          <iframe
            key={version}
            title="Email preview"
            src={previewUrl(id)}
            style={{ width: widths[width], scale: fit }}
            className="mx-auto block h-[40rem] max-w-none origin-top-left border-0 bg-white"
          />
        </div>
      </div>
    </section>
  );
}
