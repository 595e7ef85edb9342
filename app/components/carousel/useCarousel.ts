import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from "react";
import { carouselIntervalMs } from "../../constants";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion";

type PlayChoice = "default" | "playing" | "paused";

/**
 * State of an auto-advancing carousel (WCAG 2.2.2): it advances every interval unless the
 * visitor paused it, points at it, or has focus inside it, and it starts paused for
 * visitors who prefer reduced motion. Any manual move restarts the countdown.
 */
export function useCarousel(count: number, intervalMs = carouselIntervalMs) {
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<PlayChoice>("default");
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const playing = choice === "playing" || (choice === "default" && !reducedMotion);
  const advancing = playing && !hovered && !focused && count > 1;

  // Before React ran, the page's own script may have moved the carousel (early-taps.server.ts)
  // and the tap left focus inside it: React takes over from there, before the next paint.
  const root = useRef<HTMLElement | null>(null);
  // A callback, so the one hook serves a <section> or a <div>.
  const setRoot = useCallback((element: HTMLElement | null) => {
    root.current = element;
  }, []);
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const shown = Number(element.dataset.index);
    if (Number.isInteger(shown) && shown > 0 && shown < count) setIndex(shown);
    if (element.contains(document.activeElement)) setFocused(true);
  }, [count]);

  useEffect(() => {
    if (!advancing) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [advancing, index, count, intervalMs]);

  return {
    index,
    playing,
    advancing,
    goTo: (target: number) => setIndex(((target % count) + count) % count),
    next: () => setIndex((current) => (current + 1) % count),
    previous: () => setIndex((current) => (current - 1 + count) % count),
    togglePlaying: () => setChoice(playing ? "paused" : "playing"),
    /** Spread on the carousel's outer element (it holds the slides and the buttons). */
    regionProps: {
      ref: setRoot,
      "data-carousel": "",
      "data-index": index,
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}

export type CarouselState = ReturnType<typeof useCarousel>;
