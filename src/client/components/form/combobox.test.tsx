// The searching picker (ARIA 1.2 combobox): filters by an accent-insensitive substring, moves with
// the arrows, chooses with Enter or a click, Escape closes; labelled, shows the chosen label,
// sends the chosen id, and shows the kit's message like any field.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ComboboxField, ErrorList, filterChoices, Form, SubmitButton, useZodForm } from './index';

const contacts = [
  { value: 'c1', label: 'Kovács Ödön' },
  { value: 'c2', label: 'Molnár Logisztika Bt.' },
  { value: 'c3', label: 'Szabó Anna' },
  { value: 'c4', label: 'Kovácsné Tóth Éva' },
];

const schema = z.object({ contactId: z.string().min(1, 'Válassz vevőt.') });

function BuyerForm({ onSubmit, initial = '', options = contacts }: { onSubmit: (v: { contactId: string }) => unknown; initial?: string; options?: { value: string; label: string }[] }) {
  const form = useZodForm(schema, { defaultValues: { contactId: initial } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Számla">
      <ErrorList />
      <ComboboxField name="contactId" label="Vevő" emptyLabel="Válassz vevőt…" options={options} required />
      <SubmitButton>Mentés</SubmitButton>
    </Form>
  );
}

const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Vevő' }))
    .queryAllByRole('option')
    .map((o) => o.textContent);

describe('combobox', () => {
  it('filters by a substring, accents and case aside', () => {
    expect(filterChoices(contacts, 'kovacs').map((o) => o.value)).toEqual(['c1', 'c4']);
    expect(filterChoices(contacts, 'TOTH').map((o) => o.value)).toEqual(['c4']);
    expect(filterChoices(contacts, 'odon').map((o) => o.value)).toEqual(['c1']);
    expect(filterChoices(contacts, '  ')).toHaveLength(4);
  });

  it('is a labelled combobox that opens its listbox, filters as the user types, and chooses with the arrows and Enter', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<BuyerForm onSubmit={onSubmit} />);
    const box = screen.getByRole('combobox', { name: 'Vevő' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-required', 'true');
    await user.type(box, 'kovacs');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['Kovács Ödön', 'Kovácsné Tóth Éva']);
    expect(screen.getByRole('status')).toHaveTextContent('2 találat');
    // The first match is active; the arrow moves on, the active option named by aria-activedescendant.
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Kovácsné Tóth Éva' }).id);
    await user.keyboard('{Enter}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Kovácsné Tóth Éva');
    expect(onSubmit).not.toHaveBeenCalled(); // Enter in the open list chose, it did not submit
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ contactId: 'c4' }));
  });

  it('chooses with a click; Escape closes the list and brings back the chosen label', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<BuyerForm onSubmit={onSubmit} initial="c2" />);
    const box = screen.getByRole('combobox', { name: 'Vevő' });
    expect(box).toHaveValue('Molnár Logisztika Bt.');
    await user.click(box);
    expect(optionNames()).toEqual(['Válassz vevőt…', 'Kovács Ödön', 'Molnár Logisztika Bt.', 'Szabó Anna', 'Kovácsné Tóth Éva']);
    expect(screen.getByRole('option', { name: 'Molnár Logisztika Bt.' })).toHaveAttribute('aria-selected', 'true');
    await user.clear(box);
    await user.type(box, 'szab');
    await user.click(screen.getByRole('option', { name: 'Szabó Anna' }));
    expect(box).toHaveValue('Szabó Anna');
    expect(box).toHaveFocus();
    await user.type(box, 'xyz');
    expect(screen.getByText('Nincs találat.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Szabó Anna');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ contactId: 'c3' }));
  });

  it('shows the kit message when nothing is chosen, and the label of a value whose options arrive later', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<BuyerForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    const box = screen.getByRole('combobox', { name: 'Vevő' });
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription('Válassz vevőt.');
    expect(screen.getByRole('alert')).toHaveTextContent('Vevő: Válassz vevőt.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the chosen label of a saved value once its options arrive', () => {
    const { rerender } = render(<BuyerForm onSubmit={vi.fn()} initial="c1" options={[]} />);
    expect(screen.getByRole('combobox', { name: 'Vevő' })).toHaveValue('');
    rerender(<BuyerForm onSubmit={vi.fn()} initial="c1" options={contacts} />);
    expect(screen.getByRole('combobox', { name: 'Vevő' })).toHaveValue('Kovács Ödön');
  });

  it('draws at most 100 matches of a long list and says how many more there are', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 250 }, (_, i) => ({ value: `m${i}`, label: `2026/${String(i + 1).padStart(4, '0')} – Ügy ${i + 1}` }));
    render(<BuyerForm onSubmit={vi.fn()} options={many} />);
    const box = screen.getByRole('combobox', { name: 'Vevő' });
    await user.click(box);
    expect(optionNames()).toHaveLength(100);
    expect(screen.getByText('Még 151 találat – írj be többet a szűkítéshez.')).toBeInTheDocument();
    await user.type(box, '0250');
    expect(optionNames()).toEqual(['2026/0250 – Ügy 250']);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('2026/0250 – Ügy 250');
  });

  it('shows the start of a long chosen label when focused: the whole label selected, the caret at its start, typing replaces it', async () => {
    const long = { value: 'm1', label: '2026/0003 – Tóth és Fia Kft. – kártérítési per a Budapesti Törvényszéken a vízszigetelés kivitelezési hibája miatt' };
    const user = userEvent.setup();
    render(<BuyerForm onSubmit={vi.fn()} initial="m1" options={[long, ...contacts]} />);
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Vevő' });
    // Cut with an ellipsis while not focused.
    expect(box.className).toContain('text-ellipsis');
    // A dialog focuses its first field like this (no click placing the caret).
    box.focus();
    expect([box.selectionStart, box.selectionEnd, box.selectionDirection]).toEqual([0, long.label.length, 'backward']);
    expect(box.scrollLeft).toBe(0);
    await user.keyboard('szabo');
    expect(optionNames()).toEqual(['Szabó Anna']);
  });
});
