import { useEffect, useRef, useState } from "react";
import { counterDurationMs } from "../constants";

const easeOut = (t: number) => 1 - Math.pow(1 - t, 3);

/**
 * A number that counts up from 0 when it scrolls into view. The server renders the final
 * value, so crawlers, readers without JavaScript and screen readers get it whatever
 * happens; the count-up is decoration and is skipped for visitors who prefer less motion.
 */
export function Counter({
  value,
  suffix = "",
  durationMs = counterDurationMs,
}: {
  value: number;
  suffix?: string;
  durationMs?: number;
}) {
  const [shown, setShown] = useState(value);
  const element = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const node = element.current;
    if (!node || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    let started = false;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting || started) return;
      started = true;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / durationMs);
        setShown(Math.round(value * easeOut(progress)));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      setShown(0);
      frame = requestAnimationFrame(tick);
    });
    // Out of sight until scrolled to: start from zero there, unseen.
    const rect = node.getBoundingClientRect();
    if (rect.top > window.innerHeight || rect.bottom < 0) setShown(0);
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs]);

  return (
    <span ref={element}>
      <span aria-hidden="true" className="tabular-nums">
        {`${shown}${suffix}`}
      </span>
      <span className="sr-only">{`${value}${suffix}`}</span>
    </span>
  );
}
