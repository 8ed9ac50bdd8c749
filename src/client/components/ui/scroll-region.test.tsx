import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hiddenSidesOf, ScrollRegion } from './scroll-region';

/** jsdom lays nothing out: the box's widths are set by hand, as a 375 px phone would report them. */
function sized(box: HTMLElement, widths: { clientWidth: number; scrollWidth: number; scrollLeft?: number }) {
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: widths.clientWidth });
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: widths.scrollWidth });
  box.scrollLeft = widths.scrollLeft ?? 0;
}

const cues = (container: HTMLElement) => [...container.querySelectorAll('[data-scroll-cue]')].map((cue) => cue.getAttribute('data-scroll-cue'));

describe('ScrollRegion', () => {
  it('tells the sides with content out of view', () => {
    expect(hiddenSidesOf({ scrollLeft: 0, clientWidth: 375, scrollWidth: 375 })).toEqual({ left: false, right: false });
    expect(hiddenSidesOf({ scrollLeft: 0, clientWidth: 375, scrollWidth: 640 })).toEqual({ left: false, right: true });
    expect(hiddenSidesOf({ scrollLeft: 100, clientWidth: 375, scrollWidth: 640 })).toEqual({ left: true, right: true });
    expect(hiddenSidesOf({ scrollLeft: 265, clientWidth: 375, scrollWidth: 640 })).toEqual({ left: true, right: false });
    // A fractional width rounded the other way is not content out of view.
    expect(hiddenSidesOf({ scrollLeft: 0, clientWidth: 375, scrollWidth: 376 })).toEqual({ left: false, right: false });
  });

  it('shows a shadow on the edge the table goes on past, and moves it as the user scrolls', () => {
    const { container, rerender } = render(
      <ScrollRegion label="Ügyeim">
        <table />
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Ügyeim' });
    expect(cues(container)).toEqual([]);

    sized(region, { clientWidth: 375, scrollWidth: 640 });
    fireEvent.scroll(region);
    expect(cues(container)).toEqual(['right']);

    region.scrollLeft = 120;
    fireEvent.scroll(region);
    expect(cues(container)).toEqual(['left', 'right']);

    region.scrollLeft = 265;
    fireEvent.scroll(region);
    expect(cues(container)).toEqual(['left']);

    // Replaced content (rows that fit) is measured again.
    sized(region, { clientWidth: 375, scrollWidth: 375 });
    rerender(
      <ScrollRegion label="Ügyeim">
        <p>Nincs ügy.</p>
      </ScrollRegion>,
    );
    fireEvent.scroll(region);
    expect(cues(container)).toEqual([]);
    // The shadows are drawing only: the region is what assistive technology reads.
    expect(screen.getByRole('region', { name: 'Ügyeim' })).toHaveTextContent('Nincs ügy.');
  });
});
