import { Icon } from "../icons";
import type { CarouselState } from "./useCarousel";

interface SlidesProps<T> {
  carousel: CarouselState;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, active: boolean) => React.ReactNode;
  className?: string;
}

/**
 * The slides, stacked in one grid cell so the carousel is as tall as its tallest slide
 * and never shifts the page. Hidden slides stay in the HTML (crawlers, no-JS readers) but
 * are inert and hidden from assistive technology. While the carousel advances by itself
 * changes are not announced; once it is paused, they are. Which slide shows is said by
 * attributes alone (styled with `aria-hidden:`), which the page's script before React can set
 * (early-taps.server.ts).
 */
export function CarouselSlides<T>({
  carousel,
  items,
  itemKey,
  renderItem,
  className = "",
}: SlidesProps<T>) {
  return (
    <div className={`grid ${className}`} aria-live={carousel.advancing ? "off" : "polite"}>
      {items.map((item, i) => {
        const active = i === carousel.index;
        return (
          <div
            key={itemKey(item)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${items.length}`}
            aria-hidden={!active}
            inert={!active}
            data-carousel-slide=""
            className="[grid-area:1/1] transition-opacity duration-700 motion-reduce:transition-none aria-hidden:pointer-events-none aria-hidden:opacity-0"
          >
            {renderItem(item, active)}
          </div>
        );
      })}
    </div>
  );
}

export function PlayPauseButton({
  carousel,
  label,
  className = "",
}: {
  carousel: CarouselState;
  label: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={carousel.togglePlaying}
      className={`inline-flex size-11 items-center justify-center rounded-full ${className}`}
    >
      <Icon name={carousel.playing ? "pause" : "play"} />
      <span className="sr-only">{carousel.playing ? `Pause ${label}` : `Play ${label}`}</span>
    </button>
  );
}

export function CarouselDots({
  carousel,
  labels,
  className = "",
}: {
  carousel: CarouselState;
  labels: readonly string[];
  className?: string;
}) {
  return (
    <div className={`flex items-center gap-1 ${className}`}>
      {labels.map((label, i) => (
        <button
          key={label}
          type="button"
          aria-label={`Show slide ${i + 1}: ${label}`}
          aria-current={i === carousel.index ? "true" : undefined}
          data-carousel-go={i}
          onClick={() => carousel.goTo(i)}
          className="group inline-flex size-11 items-center justify-center"
        >
          <span className="block h-2.5 w-2.5 rounded-full bg-slate-400 transition-all group-hover:bg-slate-600 group-aria-current:w-8 group-aria-current:bg-brand-700 motion-reduce:transition-none" />
        </button>
      ))}
    </div>
  );
}

export function CarouselArrows({
  carousel,
  itemName,
}: {
  carousel: CarouselState;
  itemName: string;
}) {
  const arrow =
    "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-50";
  return (
    <>
      <button type="button" onClick={carousel.previous} data-carousel-step="-1" className={arrow}>
        <Icon name="chevron-left" />
        <span className="sr-only">Previous {itemName}</span>
      </button>
      <button type="button" onClick={carousel.next} data-carousel-step="1" className={arrow}>
        <Icon name="chevron-right" />
        <span className="sr-only">Next {itemName}</span>
      </button>
    </>
  );
}
