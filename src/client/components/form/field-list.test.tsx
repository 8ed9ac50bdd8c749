import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button } from '@client/components/ui/button';
import { ErrorList, Form, SubmitButton, TextField, useFieldList, useZodForm } from './index';

const schema = z.object({
  title: z.string().min(1, 'Add meg a címet.'),
  guests: z.array(z.object({ name: z.string().min(1, 'Add meg a vendég nevét.'), city: z.string().min(1, 'Add meg a várost.') })).min(1, 'Legalább egy vendég kell.'),
});
type Values = z.output<typeof schema>;

function Guests() {
  const guests = useFieldList<Values['guests'][number]>('guests');
  return (
    <fieldset>
      {guests.fields.map((f, i) => (
        <div key={f.key}>
          <TextField name={`guests.${i}.name`} label={`${i + 1}. vendég neve`} />
          <TextField name={`guests.${i}.city`} label={`${i + 1}. vendég városa`} />
          <Button variant="ghost" onClick={() => guests.remove(i)}>
            {i + 1}. vendég törlése
          </Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => guests.append({ name: '', city: '' }, { shouldFocus: false })}>
        Vendég hozzáadása
      </Button>
    </fieldset>
  );
}

function TestForm({ onSubmit, guests = [] }: { onSubmit: (v: Values) => unknown; guests?: Values['guests'] }) {
  const form = useZodForm(schema, { defaultValues: { title: 'Nyaralás', guests } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Foglalás">
      <ErrorList describePath={(p) => (p.startsWith('guests') ? 'Vendégek' : undefined)} />
      <TextField name="title" label="Cím" />
      <Guests />
      <SubmitButton>Mentés</SubmitButton>
    </Form>
  );
}

const invalid = () => screen.queryAllByRole('textbox').filter((el) => el.getAttribute('aria-invalid') === 'true');

describe('form kit: lists of items (useFieldList)', () => {
  // react-hook-form's field array checked the whole list right after append: in onTouched mode
  // every empty field of the new item got its message, typing kept it, leaving the field removed
  // it – on the press on the submit button, whose click the layout shift then lost.
  it('flags no field of an item just added; its message shows once the field is left, and submit sends the item', async () => {
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Vendég hozzáadása' }));
    const name = screen.getByLabelText('1. vendég neve');
    await userEvent.type(name, 'Kiss Anna');
    // Let the field array's check after the change settle before looking.
    await new Promise((r) => setTimeout(r, 20));
    expect(invalid()).toEqual([]);
    expect(screen.queryByText('Add meg a vendég nevét.')).toBeNull();
    expect(screen.queryByText('Add meg a várost.')).toBeNull();

    // Leaving the empty city (onTouched) shows its message, typing then clears it.
    const city = screen.getByLabelText('1. vendég városa');
    await userEvent.click(city);
    await userEvent.tab();
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Add meg a várost.')).toBeInTheDocument();
    await userEvent.type(city, 'Eger');
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'false'));

    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ title: 'Nyaralás', guests: [{ name: 'Kiss Anna', city: 'Eger' }] });
  });

  it("after a failed submit, adding an item takes the list's own message away without flagging the new item", async () => {
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vendégek: Legalább egy vendég kell.');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Vendég hozzáadása' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(invalid()).toEqual([]);
  });

  it('keeps the messages with their items when one is removed', async () => {
    render(
      <TestForm
        onSubmit={vi.fn()}
        guests={[
          { name: 'Kiss Anna', city: '' },
          { name: '', city: 'Eger' },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(screen.getByLabelText('2. vendég neve')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('1. vendég városa')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: '1. vendég törlése' }));
    await new Promise((r) => setTimeout(r, 50));
    const form = screen.getByRole('form', { name: 'Foglalás' });
    await waitFor(() => expect(within(form).getByLabelText('1. vendég neve')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByLabelText('1. vendég neve')).toHaveValue('');
    expect(within(form).getByLabelText('1. vendég városa')).toHaveAttribute('aria-invalid', 'false');
    expect(within(form).getByLabelText('1. vendég városa')).toHaveValue('Eger');
  });
});
