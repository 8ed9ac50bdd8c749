// A non-billable entry claims no billed time; a billable one rounded up says what it bills.
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { EntryDuration } from './entry-duration';

describe('an entry’s duration', () => {
  beforeAll(() => loadAppLocales());

  it('shows the billed time of a rounded billable entry', () => {
    const { container } = render(<EntryDuration entry={{ minutes: 7, billedMinutes: 12, billable: true }} />);
    expect(container.textContent).toBe('0:07számlázva: 0:12');
  });

  it('shows no billed time for a non-billable entry, rounded or not', () => {
    const { container } = render(<EntryDuration entry={{ minutes: 7, billedMinutes: 12, billable: false }} />);
    expect(container.textContent).toBe('0:07');
    expect(screen.queryByText(/számlázva/)).toBeNull();
  });

  it('shows only the time when rounding changed nothing', () => {
    const { container } = render(<EntryDuration entry={{ minutes: 72, billedMinutes: 72, billable: true }} />);
    expect(container.textContent).toBe('1:12');
  });
});
