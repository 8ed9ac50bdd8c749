// The button row under a dialog's form (decision 0515): Cancel, which closes the dialog without
// sending, and the form's SubmitButton (disabled, with its pending text, while the form is sent).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { SubmitButton } from './form';

/** A right-aligned row puts the submit button last (at the right edge), a left-aligned one first. */
export type DialogButtonsAlign = 'end' | 'start';

const rowClasses: Record<DialogButtonsAlign, string> = {
  end: 'flex flex-wrap justify-end gap-2',
  start: 'flex flex-wrap gap-2',
};

/** The submit button's colours when it deletes something. */
const destructiveClasses = 'bg-red-700 hover:bg-red-800 dark:bg-red-600';

export interface DialogButtonsProps {
  /** Closes the dialog without sending. */
  onCancel: () => void;
  /** The submit button's text. */
  submitLabel: ReactNode;
  /** The submit button's text while the form is sent (SubmitButton's, „Küldés…” by default). */
  pendingText?: string;
  /** The submit button is off until the form is ready (a confirmation typed, a choice made). */
  submitDisabled?: boolean;
  /** The submit button is red: it deletes something. */
  destructive?: boolean;
  /** „Mégse” (form.cancel) by default. */
  cancelLabel?: string;
  /** `end` (default): Cancel, then submit, at the right; `start`: submit, then Cancel, at the left. */
  align?: DialogButtonsAlign;
  /** The row's classes, instead of the alignment's own. */
  className?: string;
}

export function DialogButtons({ onCancel, submitLabel, pendingText, submitDisabled, destructive = false, cancelLabel, align = 'end', className = rowClasses[align] }: DialogButtonsProps) {
  const { t } = useTranslation();
  const cancel = (
    <Button variant="secondary" onClick={onCancel}>
      {cancelLabel ?? t('form.cancel')}
    </Button>
  );
  const submit = (
    <SubmitButton pendingText={pendingText} disabled={submitDisabled} className={destructive ? destructiveClasses : undefined}>
      {submitLabel}
    </SubmitButton>
  );
  return (
    <div className={className}>
      {align === 'end' ? cancel : submit}
      {align === 'end' ? submit : cancel}
    </div>
  );
}
