// The searching picker (ARIA 1.2 combobox): filters by an accent-insensitive substring, moves with
// the arrows, chooses with Enter or a click, Escape closes; labelled, shows the chosen label,
// sends the chosen id, and shows the kit's message like any field. With `onSearch` the caller
// searches on the server (decision 0512).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useEffect, useState } from 'react';
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

function BuyerForm({
  onSubmit,
  initial = '',
  options = contacts,
  searching,
  noChoicesLabel,
}: {
  onSubmit: (v: { contactId: string }) => unknown;
  initial?: string;
  options?: { value: string; label: string }[];
  searching?: boolean;
  noChoicesLabel?: string;
}) {
  const form = useZodForm(schema, { defaultValues: { contactId: initial } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Számla">
      <ErrorList />
      <ComboboxField name="contactId" label="Vevő" emptyLabel="Válassz vevőt…" options={options} searching={searching} noChoicesLabel={noChoicesLabel} required />
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

  it("matches a choice's keywords too, which its label does not show", () => {
    const firms = [
      { value: 't1', label: 'Kovács és Társai Ügyvédi Iroda', keywords: 'kovacs-tarsai' },
      { value: 't2', label: 'Zöld és Fekete Ügyvédi Társulás', keywords: 'zf-partners' },
    ];
    expect(filterChoices(firms, 'partners').map((o) => o.value)).toEqual(['t2']);
    expect(filterChoices(firms, 'ügyvédi').map((o) => o.value)).toEqual(['t1', 't2']);
    expect(filterChoices(firms, 'fekete kovacs')).toEqual([]);
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

  it('says it is searching, not that nothing matches, while a whole list is still loading', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<BuyerForm onSubmit={vi.fn()} options={[]} searching />);
    await user.type(screen.getByRole('combobox', { name: 'Vevő' }), 'kov');
    const list = screen.getByRole('listbox', { name: 'Vevő' });
    expect(list).toHaveTextContent('Keresés…');
    expect(list).not.toHaveTextContent('Nincs találat.');
    expect(screen.getByRole('status')).toHaveTextContent('Keresés…');
    rerender(<BuyerForm onSubmit={vi.fn()} options={contacts} searching={false} />);
    expect(optionNames()).toEqual(['Kovács Ödön', 'Kovácsné Tóth Éva']);
    expect(list).not.toHaveTextContent('Keresés…');
  });

  it('says what its noChoicesLabel says when the whole list is empty, not that the typing found nothing (decision 0514)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<BuyerForm onSubmit={vi.fn()} options={[]} searching noChoicesLabel="Még nincs vevő." />);
    const box = screen.getByRole('combobox', { name: 'Vevő' });
    await user.type(box, 'kov');
    const list = screen.getByRole('listbox', { name: 'Vevő' });
    // Still loading: searching, not empty.
    expect(list).toHaveTextContent('Keresés…');
    expect(list).not.toHaveTextContent('Még nincs vevő.');
    rerender(<BuyerForm onSubmit={vi.fn()} options={[]} searching={false} noChoicesLabel="Még nincs vevő." />);
    expect(list).toHaveTextContent('Még nincs vevő.');
    expect(list).not.toHaveTextContent('Nincs találat.');
    // A list with choices that the typing does not match: the usual „Nincs találat.”.
    rerender(<BuyerForm onSubmit={vi.fn()} options={contacts} searching={false} noChoicesLabel="Még nincs vevő." />);
    await user.clear(box);
    await user.type(box, 'xyz');
    expect(list).toHaveTextContent('Nincs találat.');
    expect(list).not.toHaveTextContent('Még nincs vevő.');
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

// The caller searches (decision 0512): a server with eight firms answering three a page.
const firms = ['Alfa Ügyvédi Iroda', 'Béta Kft.', 'Gamma Bt.', 'Delta Partners', 'Epszilon Zrt.', 'Zéta Iroda', 'Éta és Társa', 'Théta Kft.'].map((label, i) => ({ value: `f${i + 1}`, label }));
const serverPage = (q: string) => {
  const hits = firms.filter((f) => f.label.toLowerCase().includes(q.toLowerCase()));
  return { q, items: hits.slice(0, 3), total: hits.length };
};

function FirmForm({ onSubmit, onSearch }: { onSubmit: (v: { contactId: string }) => unknown; onSearch: (q: string) => void }) {
  const form = useZodForm(z.object({ contactId: z.string() }), { defaultValues: { contactId: '' } });
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<ReturnType<typeof serverPage> | null>(null);
  // The answer comes a moment after the question, as from a server.
  useEffect(() => {
    const timer = setTimeout(() => setAnswer(serverPage(query)), 30);
    return () => clearTimeout(timer);
  }, [query]);
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Meghívás">
      <ComboboxField
        name="contactId"
        label="Cég"
        emptyLabel="Nincs cég"
        options={answer?.items ?? []}
        onSearch={(q) => {
          onSearch(q);
          setQuery(q);
        }}
        searching={answer?.q !== query}
        moreMatches={answer ? answer.total - answer.items.length : 0}
      />
      <SubmitButton>Mentés</SubmitButton>
    </Form>
  );
}

const firmNames = () =>
  within(screen.getByRole('listbox', { name: 'Cég' }))
    .queryAllByRole('option')
    .map((o) => o.textContent);

describe('combobox searching on the server (onSearch)', () => {
  it('hands the typed query over once typing pauses, says it is searching, lists the answer and keeps the chosen label after the list goes back to the first page', async () => {
    const onSubmit = vi.fn();
    const onSearch = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<FirmForm onSubmit={onSubmit} onSearch={onSearch} />);
    const box = screen.getByRole('combobox', { name: 'Cég' });
    await user.click(box);
    // The first page, the empty choice first, and how many more the server has.
    await waitFor(() => expect(firmNames()).toEqual(['Nincs cég', 'Alfa Ügyvédi Iroda', 'Béta Kft.', 'Gamma Bt.']));
    expect(screen.getByText('Még 5 találat – írj be többet a szűkítéshez.')).toBeInTheDocument();

    await user.type(box, 'zéta');
    // Typing is still going on: nothing asked yet, the list says it is searching (and no „Nincs találat.”).
    expect(onSearch).not.toHaveBeenCalled();
    expect(within(screen.getByRole('listbox', { name: 'Cég' })).getByText('Keresés…')).toBeInTheDocument();
    expect(screen.queryByText('Nincs találat.')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Keresés…');
    await waitFor(() => expect(firmNames()).toEqual(['Zéta Iroda']));
    // One question for the four keystrokes.
    expect(onSearch.mock.calls).toEqual([['zéta']]);
    expect(screen.queryByText('Keresés…')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('1 találat');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('Zéta Iroda');
    // Closing the list asks for the unsearched list again; the chosen firm is not on its page but keeps its label.
    expect(onSearch).toHaveBeenLastCalledWith('');
    await user.click(box);
    await waitFor(() => expect(firmNames()).toEqual(['Nincs cég', 'Zéta Iroda', 'Alfa Ügyvédi Iroda', 'Béta Kft.', 'Gamma Bt.']));
    expect(screen.getByRole('option', { name: 'Zéta Iroda' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('Zéta Iroda');

    await user.type(box, 'xyz');
    expect(await screen.findByText('Nincs találat.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('Zéta Iroda');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ contactId: 'f6' }));
  });
});
