import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { changeLanguage } from '@client/lib/i18n';
import { DialogButtons, type DialogButtonsProps, Form, TextField, useZodForm } from './index';

const schema = z.object({ name: z.string().trim().min(1) });

function TestForm({ onSubmit, ...buttons }: { onSubmit: (v: z.output<typeof schema>) => unknown } & Omit<DialogButtonsProps, 'submitLabel'>) {
  const form = useZodForm(schema, { defaultValues: { name: 'Kiss Anna' } });
  return (
    <Form form={form} onSubmit={onSubmit} guardUnsaved={false} aria-label="Ügyfél">
      <TextField name="name" label="Név" />
      <DialogButtons submitLabel="Mentés" {...buttons} />
    </Form>
  );
}

const buttonNames = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('DialogButtons', () => {
  it('shows „Mégse”, then the submit button, at the right; Cancel closes without sending', async () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} onCancel={onCancel} />);
    expect(buttonNames()).toEqual(['Mégse', 'Mentés']);
    const cancel = screen.getByRole('button', { name: 'Mégse' });
    expect(cancel).toHaveAttribute('type', 'button');
    expect(cancel.parentElement).toHaveClass('flex flex-wrap justify-end gap-2', { exact: true });
    await userEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the form with its values', async () => {
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    const submit = screen.getByRole('button', { name: 'Mentés' });
    expect(submit).toHaveAttribute('type', 'submit');
    await userEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Kiss Anna' }));
  });

  it('while the form is sent: both buttons off, the submit button says „Küldés…” or its own pending text', async () => {
    let finish: () => void = () => undefined;
    const sending = () => new Promise<void>((resolve) => (finish = resolve));
    const { unmount } = render(<TestForm onSubmit={sending} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    const pending = await screen.findByRole('button', { name: 'Küldés…' });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Mégse' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mentés' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Mentés' })).not.toHaveAttribute('aria-busy');
    unmount();

    render(<TestForm onSubmit={sending} onCancel={vi.fn()} pendingText="Mentés…" />);
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByRole('button', { name: 'Mentés…' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mentés' })).toBeEnabled());
  });

  it('a submit button off until the form is ready does not send', async () => {
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} onCancel={vi.fn()} submitDisabled />);
    const submit = screen.getByRole('button', { name: 'Mentés' });
    expect(submit).toBeDisabled();
    await userEvent.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('left-aligned: the submit button first, then a cancel label of its own', () => {
    render(<TestForm onSubmit={vi.fn()} onCancel={vi.fn()} align="start" cancelLabel="Mégsem" />);
    expect(buttonNames()).toEqual(['Mentés', 'Mégsem']);
    expect(screen.getByRole('button', { name: 'Mégsem' }).parentElement).toHaveClass('flex flex-wrap gap-2', { exact: true });
    expect(screen.getByRole('button', { name: 'Mentés' })).not.toHaveClass('bg-red-700');
  });

  it('takes the row classes given and paints a deleting submit button red', () => {
    render(<TestForm onSubmit={vi.fn()} onCancel={vi.fn()} className="flex justify-end gap-2" destructive />);
    expect(screen.getByRole('button', { name: 'Mégse' }).parentElement).toHaveClass('flex justify-end gap-2', { exact: true });
    expect(screen.getByRole('button', { name: 'Mentés' })).toHaveClass('bg-red-700 hover:bg-red-800 dark:bg-red-600');
  });

  it('says „Cancel” in English', async () => {
    await changeLanguage('en');
    render(<TestForm onSubmit={vi.fn()} onCancel={vi.fn()} />);
    expect(buttonNames()).toEqual(['Cancel', 'Mentés']);
  });
});
