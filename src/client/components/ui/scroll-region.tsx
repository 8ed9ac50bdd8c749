// A box for content that may be wider than a phone (tables): it scrolls inside itself, never the
// page. It is focusable and named so keyboard users can scroll it (axe: scrollable-region-
// focusable), and `relative` keeps absolutely placed screen-reader texts inside it — otherwise a
// visually hidden header cell escapes the box and widens the page at 375 px.
import type { ReactNode } from 'react';

export type ScrollRegionProps = { children: ReactNode; className?: string } & ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never });

export function ScrollRegion({ children, className = '', label, labelledBy }: ScrollRegionProps) {
  return (
    <div role="region" tabIndex={0} aria-label={label} aria-labelledby={labelledBy} className={`relative overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
