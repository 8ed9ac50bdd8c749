import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isoDateStringSchema } from '@shared/dates/iso-date.schema';
import { ApiError } from '@client/lib/api-client';
import { changeLanguage } from '@client/lib/i18n';
import { DateField, ErrorList, FileInput, Form, SelectField, SubmitButton, TextField, useZodForm } from './index';

const schema = z.object({ title: z.string().trim().min(2), openedOn: isoDateStringSchema.nullable() });
type Values = z.output<typeof schema>;

function TestForm({ onSubmit }: { onSubmit: (v: Values) => unknown }) {
  const form = useZodForm(schema, { defaultValues: { title: '', openedOn: null } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Ügy">
      <ErrorList />
      <TextField name="title" label="Cím" />
      <DateField name="openedOn" label="Nyitás napja" />
      <SubmitButton>Mentés</SubmitButton>
    </Form>
  );
}

const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('form kit', () => {
  it('a select whose options arrive after the form shows the saved value, and sends it unchanged', async () => {
    const buyerSchema = z.object({ contactId: z.string().min(1) });
    const onSubmit = vi.fn();
    const choose = { value: '', label: 'Válassz vevőt…' };
    function BuyerForm({ options }: { options: { value: string; label: string }[] }) {
      const form = useZodForm(buyerSchema, { defaultValues: { contactId: 'c2' } });
      return (
        <Form form={form} onSubmit={onSubmit} aria-label="Számla">
          <SelectField name="contactId" label="Vevő" options={options} />
          <SubmitButton>Mentés</SubmitButton>
        </Form>
      );
    }
    // The buyers' list is still loading when the form is made, then arrives.
    const { rerender } = render(<BuyerForm options={[choose]} />);
    rerender(<BuyerForm options={[choose, { value: 'c1', label: 'Kiss Bence' }, { value: 'c2', label: 'Molnár Logisztika Bt.' }]} />);
    expect(screen.getByLabelText('Vevő')).toHaveValue('c2');
    expect(screen.getByRole('option', { name: 'Molnár Logisztika Bt.' })).toHaveProperty('selected', true);
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ contactId: 'c2' }));
    await userEvent.selectOptions(screen.getByLabelText('Vevő'), 'c1');
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ contactId: 'c1' }));
  });

  it('shows a server validation error in Hungarian on the field it names, and in the error list under the label', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('VALIDATION_ERROR', 'Hibás adatok.', 400, { title: 'Ilyen című ügy már van.' });
    });
    render(<TestForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Cím'), 'Kovács kontra Szabó');
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    const title = screen.getByLabelText('Cím');
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(title)).toContain('Ilyen című ügy már van.');
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Kovács kontra Szabó', openedOn: null });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Cím' })).toHaveAttribute('href', `#${title.id}`);
    expect(alert).toHaveTextContent('Cím: Ilyen című ügy már van.');
    expect(screen.getByLabelText('Nyitás napja')).toHaveAttribute('aria-invalid', 'false');
  });

  it("gives zod's own checks in the UI's language, never zod's English or a raw path", async () => {
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Cím'), 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cím: Legalább 2 karakter legyen.');
    expect(document.body.textContent).not.toMatch(/Too small|expected/);
    expect(onSubmit).not.toHaveBeenCalled();

    await changeLanguage('en');
    fireEvent.change(screen.getByLabelText('Cím'), { target: { value: 'b' } });
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Enter at least 2 characters.'));
  });

  it('takes a date typed as "2026. 11. 29." and refuses one that does not exist', async () => {
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Cím'), 'Ügy');
    const date = screen.getByLabelText('Nyitás napja');
    await userEvent.type(date, '2026. 02. 30.');
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(describedText(date)).toContain('Nem létező dátum. Így írd: 2026. 11. 29.'));
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(date);
    await userEvent.type(date, '2026.11.29');
    await userEvent.tab();
    expect(date).toHaveValue('2026. 11. 29.');
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: 'Ügy', openedOn: '2026-11-29' }));
  });

  it('picks a day from a Hungarian calendar', async () => {
    render(<TestForm onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Nyitás napja'), '2026. 11. 29.');
    await userEvent.click(screen.getByRole('button', { name: 'Naptár megnyitása: Nyitás napja' }));
    const calendar = screen.getByRole('dialog', { name: 'Naptár: Nyitás napja' });
    // The month grid is its own chunk, loaded when a calendar is first opened.
    const day = await within(calendar).findByRole('button', { name: /2026\. november 30\./ });
    expect(calendar).toHaveTextContent('2026. novemberHKSzeCsPSzoV');
    await userEvent.click(day);
    expect(screen.getByLabelText('Nyitás napja')).toHaveValue('2026. 11. 30.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables the form and says so while it is being sent', async () => {
    let finish: () => void = () => undefined;
    render(<TestForm onSubmit={() => new Promise<void>((resolve) => (finish = resolve))} />);
    await userEvent.type(screen.getByLabelText('Cím'), 'Ügy');
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByRole('button', { name: 'Küldés…' })).toBeDisabled();
    expect(screen.getByLabelText('Cím')).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mentés' })).toBeEnabled());
  });

  it('shows the file choice in Hungarian, not the browser\'s "No file chosen"', async () => {
    const onFiles = vi.fn();
    render(<FileInput label="Új verzió" onFiles={onFiles} />);
    const input = screen.getByLabelText('Új verzió');
    expect(describedText(input)).toContain('Nincs kiválasztott fájl');
    expect(screen.getByText('Fájl kiválasztása')).toBeInTheDocument();
    await userEvent.upload(input, new File(['x'], 'szerzodes-v2.pdf', { type: 'application/pdf' }));
    expect(describedText(input)).toContain('szerzodes-v2.pdf');
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'szerzodes-v2.pdf' })]);
  });
  it('keeps the page still while the Mentés button is pressed: the message of the field left appears after the click (decision 0490)', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<TestForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Cím'), 'x');
    const save = screen.getByRole('button', { name: 'Mentés' });
    // The press moves the focus to the button: the title is left and checks itself…
    await user.pointer({ keys: '[MouseLeft>]', target: save });
    expect(screen.getByLabelText('Cím')).not.toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // …but its message waits for the release, so nothing moves the button from under the pointer.
    expect(screen.queryByText(/legalább 2/i)).toBeNull();
    expect(screen.getByLabelText('Cím')).toHaveAttribute('aria-invalid', 'false');
    await user.pointer({ keys: '[/MouseLeft]', target: save });
    // The click landed: the form was submitted (its error list is up) and the message is shown.
    expect(await screen.findByRole('alert')).toHaveTextContent('Cím');
    expect(screen.getByLabelText('Cím')).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(screen.getByLabelText('Cím'))).toMatch(/legalább 2/i);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
