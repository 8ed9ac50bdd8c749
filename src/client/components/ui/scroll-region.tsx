// A box for content that may be wider than a phone (tables): it scrolls inside itself, never the
// page. It is focusable and named so keyboard users can scroll it (axe: scrollable-region-
// focusable), and `relative` keeps absolutely placed screen-reader texts inside it — otherwise a
// visually hidden header cell escapes the box and widens the page at 375 px. Where more of the
// content lies beyond an edge, a shadow on that edge says so: on a phone a table cut at the edge
// of the screen looked whole (the customer's "Ügyeim" at 375 px).
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

export type ScrollRegionProps = { children: ReactNode; className?: string } & ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never });

interface HiddenSides {
  left: boolean;
  right: boolean;
}

/** Which sides of the box have content scrolled out of view; follows scrolling and size changes. */
export function hiddenSidesOf(box: { scrollLeft: number; clientWidth: number; scrollWidth: number }): HiddenSides {
  // One pixel of slack: zoomed pages report fractional widths rounded either way.
  return { left: box.scrollLeft > 1, right: box.scrollLeft + box.clientWidth < box.scrollWidth - 1 };
}

function useHiddenSides(ref: RefObject<HTMLDivElement | null>): HiddenSides {
  const [sides, setSides] = useState<HiddenSides>({ left: false, right: false });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const next = hiddenSidesOf(box);
      setSides((now) => (now.left === next.left && now.right === next.right ? now : next));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    // The box's width follows the window; the content's follows its rows (a table replacing its
    // skeleton): both are watched, the content again whenever it is replaced.
    const sizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    const watchContent = () => {
      sizes?.disconnect();
      sizes?.observe(box);
      for (const child of box.children) sizes?.observe(child);
      update();
    };
    watchContent();
    const replaced = typeof MutationObserver === 'undefined' ? undefined : new MutationObserver(watchContent);
    replaced?.observe(box, { childList: true });
    return () => {
      box.removeEventListener('scroll', update);
      sizes?.disconnect();
      replaced?.disconnect();
    };
  }, [ref]);
  return sides;
}

const cue = 'pointer-events-none absolute inset-y-0 w-6 from-slate-900/20 to-transparent dark:from-black/60';

export function ScrollRegion({ children, className = '', label, labelledBy }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hidden = useHiddenSides(ref);
  // `min-w-0`: as a grid or flex item the frame may be narrower than the table, as the scrolling
  // box itself could (a scroll container's automatic minimum width is zero, a plain box's is its content's).
  return (
    <div className="relative min-w-0">
      <div ref={ref} role="region" tabIndex={0} aria-label={label} aria-labelledby={labelledBy} className={`relative overflow-x-auto ${className}`}>
        {children}
      </div>
      {hidden.left && <span aria-hidden="true" data-scroll-cue="left" className={`${cue} left-0 rounded-l-xl bg-linear-to-r`} />}
      {hidden.right && <span aria-hidden="true" data-scroll-cue="right" className={`${cue} right-0 rounded-r-xl bg-linear-to-l`} />}
    </div>
  );
}
