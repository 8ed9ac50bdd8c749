// A new password on the form kit (reset, first password, invitation, password change): the kit's
// field with the live strength meter under the input. `confirmName`: the confirmation field, checked
// again as this one changes once it holds something (the "do not match" message follows at once).
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field, inputClasses } from '@client/components/form';
import { PasswordStrengthMeter } from './password-strength-meter';

export function PasswordField({ name, label, meter = false, confirmName, autoComplete = 'new-password' }: { name: string; label: string; meter?: boolean; confirmName?: string; autoComplete?: string }) {
  const { register, trigger, getValues } = useFormContext();
  const value = useWatch({ name }) as string | undefined;
  useEffect(() => {
    if (confirmName && getValues(confirmName)) void trigger(confirmName);
  }, [value, confirmName, getValues, trigger]);
  return (
    <Field name={name} label={label}>
      {(props) => (
        <>
          <input type="password" autoComplete={autoComplete} {...props} {...register(name)} className={inputClasses} />
          {meter && <PasswordStrengthMeter password={value ?? ''} />}
        </>
      )}
    </Field>
  );
}
