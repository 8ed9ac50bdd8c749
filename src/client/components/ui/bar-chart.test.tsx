import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axisLabelPad, BarChart } from './bar-chart';

/** The y-axis labels: right-aligned texts, with where they would start at about 0.6 em a character. */
function axisLabels(container: HTMLElement) {
  return [...container.querySelectorAll('svg text[text-anchor="end"]')].map((el) => {
    const text = el.textContent ?? '';
    const x = Number(el.getAttribute('x'));
    const fontSize = Number(el.getAttribute('font-size'));
    return { text, left: x - text.length * fontSize * 0.6 };
  });
}

describe('BarChart', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws at its measured width, so its labels keep their size on a wide page, and is only scaled down below 480', () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(894);
    const chart = (title: string) => <BarChart title={title} months={['2026-11']} series={[{ label: 'Nettó', values: [5], color: 'text-indigo-600' }]} />;
    const { container, unmount } = render(chart('Széles'));
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 894 220');
    unmount();
    width.mockReturnValue(300);
    expect(render(chart('Keskeny')).container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 480 220');
    width.mockRestore();
  });

  it.each([
    [134, 3],
    [22_800, 6],
    [2_280_186, 9],
  ])('leaves room at the left for the widest y-axis label of a maximum of %i (%i characters)', (max, chars) => {
    const { container } = render(<BarChart title="Árbevétel" months={['2026-10', '2026-11']} series={[{ label: 'Nettó', values: [0, max], color: 'text-indigo-600' }]} />);
    const labels = axisLabels(container);
    expect(Math.max(...labels.map((l) => l.text.length))).toBe(chars);
    for (const label of labels) expect(label.left, label.text).toBeGreaterThanOrEqual(0);
  });

  it('pads for the longest label and keeps a small chart for short ones', () => {
    expect(axisLabelPad(['0', '67', '134'])).toBeLessThan(axisLabelPad(['0', '1 140', '2 280']));
    expect(axisLabelPad(['0', '1 140', '2 280'])).toBeLessThan(axisLabelPad(['0', '1 140 093', '2 280 186']));
  });
});
