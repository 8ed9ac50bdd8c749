import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TimeInput } from './time-input';

function Harness({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeInput
        aria-label="Nyitás"
        value={value}
        onChange={(v) => {
          seen.push(v);
          setValue(v);
        }}
      />
      <button type="button" onClick={() => setValue('08:30')}>
        Alaphelyzet
      </button>
    </>
  );
}

describe('TimeInput', () => {
  it('shows a 24-hour time, takes "17" typed and shows it as "17:00" when left', async () => {
    const seen: string[] = [];
    render(<Harness initial="09:00" seen={seen} />);
    const field = screen.getByRole('textbox', { name: 'Nyitás' });
    expect(field).toHaveValue('09:00');
    await userEvent.clear(field);
    await userEvent.type(field, '17');
    expect(seen.at(-1)).toBe('17:00');
    await userEvent.tab();
    expect(field).toHaveValue('17:00');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('a text that is no time is marked and passed on as typed, not replaced by the last good time', async () => {
    const seen: string[] = [];
    render(<Harness initial="09:00" seen={seen} />);
    const field = screen.getByRole('textbox', { name: 'Nyitás' });
    await userEvent.clear(field);
    await userEvent.type(field, '25:00');
    expect(seen.at(-1)).toBe('25:00');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    expect(field).toHaveValue('25:00');
  });

  it('a value set from outside shows in the field', async () => {
    render(<Harness initial="" seen={[]} />);
    const field = screen.getByRole('textbox', { name: 'Nyitás' });
    expect(field).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Alaphelyzet' }));
    expect(field).toHaveValue('08:30');
  });
});
