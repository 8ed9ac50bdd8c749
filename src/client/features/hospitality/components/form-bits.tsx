// Form pieces the hospitality forms share on top of the form kit (decision 0321).
import { useFormContext } from 'react-hook-form';
import { DialogButtons as KitDialogButtons, type DialogButtonsProps, Field, inputClasses } from '@client/components/form';

/** A text input whose empty value reaches the schema as null (optional texts, codes). */
export function OptionalTextField({ name, label, hint, className, placeholder }: { name: string; label: string; hint?: string; className?: string; placeholder?: string }) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} className={className} {...(hint ? { hint } : {})}>
      {(props) => <input autoComplete="off" placeholder={placeholder} {...props} {...register(name, { setValueAs: (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v) })} className={inputClasses} />}
    </Field>
  );
}

/** A number input whose empty value is null (a weekday without its own price). */
export function NullableNumberField({ name, label, className }: { name: string; label: string; className?: string }) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} className={className}>
      {(props) => <input type="number" inputMode="numeric" {...props} {...register(name, { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) })} className={inputClasses} />}
    </Field>
  );
}

/** The kit's dialog buttons as hospitality's dialogs show them: „Mégse” in both UI languages (decision 0395), a little space above. */
export function DialogButtons(props: Omit<DialogButtonsProps, 'cancelLabel' | 'className' | 'align'>) {
  return <KitDialogButtons cancelLabel="Mégse" className="flex flex-wrap justify-end gap-2 pt-2" {...props} />;
}

export const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) => keys.map((k) => ({ value: k, label: labels[k] }));
