// Registration wizard (spec 2.6, 3.3): basic data, personal data, terms. "Next" is enabled only
// when the step is valid; the draft (never the passwords) is kept in localStorage until success;
// after success the browser goes to /verify-email after 3 s, carrying the e-mail and a message.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { contactMethods, firmSizes, registrationSteps, specialtyKeys, validateRegistrationStep, type RegistrationInput, type RegistrationStep } from '@shared/auth/registration.schemas';
import { ErrorList, Field, Form, useFieldError, useFormContext, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { isApiError } from '@client/lib/api-client';
import { register as registerAccount } from '../api/account-api';
import { cardClasses, inputClasses, linkClasses } from './form-field';
import { PasswordStrengthMeter } from './password-strength-meter';

export const REGISTRATION_DRAFT_KEY = 'vi.registration-draft';
export const REGISTRATION_REDIRECT_DELAY_MS = 3000;

type Values = Required<Omit<RegistrationInput, 'firmSize' | 'userType'>> & { firmSize: string; userType: '' | 'lawyer' | 'customer' };

const emptyValues: Values = {
  email: '',
  password: '',
  confirmPassword: '',
  userType: '',
  fullName: '',
  barMembershipId: '',
  firmName: '',
  firmAddress: '',
  phoneNumber: '',
  specialties: [],
  firmSize: '',
  companyName: '',
  preferredContactMethod: 'email',
  hasExistingLawyer: false,
  lawyerEmailOrCode: '',
  acceptTerms: false as true,
  acceptPrivacy: false as true,
  marketingConsent: false,
  newsletterConsent: false,
};

const secretKeys = ['password', 'confirmPassword'] as const;
const stepOfField: Record<string, RegistrationStep> = { email: 1, password: 1, confirmPassword: 1, userType: 1, acceptTerms: 3, acceptPrivacy: 3, marketingConsent: 3, newsletterConsent: 3 };

function loadDraft(): Values {
  try {
    const raw = window.localStorage.getItem(REGISTRATION_DRAFT_KEY);
    if (!raw) return emptyValues;
    const parsed = JSON.parse(raw) as Partial<Values>;
    return { ...emptyValues, ...parsed, password: '', confirmPassword: '' };
  } catch {
    return emptyValues;
  }
}

function saveDraft(values: Partial<Values>) {
  try {
    const draft: Partial<Values> = { ...values };
    for (const key of secretKeys) delete draft[key];
    window.localStorage.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the wizard still works, only the draft is not kept.
  }
}

function toInput(values: Values): RegistrationInput {
  const { firmSize, userType, ...rest } = values;
  return { ...rest, userType: userType as 'lawyer' | 'customer', ...(firmSize ? { firmSize: firmSize as RegistrationInput['firmSize'] } : {}) };
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Check({ name, children }: { name: keyof Values; children: ReactNode }) {
  const { register } = useFormContext<Values>();
  const error = useFieldError(name);
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
        <input type="checkbox" className="mt-0.5 size-4 accent-indigo-600" {...register(name)} aria-invalid={error ? true : undefined} />
        <span>{children}</span>
      </label>
      {error && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{error}</p>}
    </div>
  );
}

/** A text input of the wizard on the kit's field (label, message, aria wiring). */
function Text({ name, label, type = 'text', autoComplete, placeholder, meter = false }: { name: keyof Values; label: string; type?: string; autoComplete?: string; placeholder?: string; meter?: boolean }) {
  const { register, watch } = useFormContext<Values>();
  return (
    <Field name={name} label={label}>
      {(props) => (
        <>
          <input type={type} autoComplete={autoComplete ?? 'off'} placeholder={placeholder} {...props} {...register(name)} className={inputClasses + ' border-slate-300 dark:border-slate-600'} />
          {meter && <PasswordStrengthMeter password={String(watch(name) ?? '')} />}
        </>
      )}
    </Field>
  );
}

export function RegistrationWizard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<RegistrationStep>(1);
  // The shared per-step rules (validateRegistrationStep: the fields of the step and the rules across
  // them) are the form's schema; the server checks the whole registrationSchema.
  const schema = useMemo(
    () =>
      z.custom<Values>().superRefine((values, ctx) => {
        for (const [path, message] of Object.entries(validateRegistrationStep(step, toInput(values) as unknown as Record<string, unknown>))) ctx.addIssue({ code: 'custom', path: [path], message });
      }),
    [step],
  );
  const form = useZodForm(schema, { defaultValues: loadDraft() });
  const [done, setDone] = useState<{ email: string; message: string } | null>(null);
  const doneRef = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const subscription = form.watch((values) => {
      if (!doneRef.current) saveDraft(values as Partial<Values>);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/verify-email', { state: { email: done.email, message: done.message } }), REGISTRATION_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const values = form.watch() as Values;
  const stepValid = Object.keys(validateRegistrationStep(step, toInput(values) as unknown as Record<string, unknown>)).length === 0;

  function goTo(next: RegistrationStep) {
    setStep(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  async function submit(current: Values) {
    if (step < 3) {
      goTo((step + 1) as RegistrationStep);
      return;
    }
    // Spec 4: an invalid step at submit sends the user back to step 1.
    const invalid = registrationSteps.find((s) => Object.keys(validateRegistrationStep(s, toInput(current) as unknown as Record<string, unknown>)).length > 0);
    if (invalid) {
      goTo(1);
      return;
    }
    try {
      const result = await registerAccount(toInput(current));
      doneRef.current = true;
      window.localStorage.removeItem(REGISTRATION_DRAFT_KEY);
      setDone({ email: result.email, message: result.message });
    } catch (error) {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
        // The field errors land on their fields (the kit), on the step that holds the first one.
        goTo(stepOfField[Object.keys(error.fields)[0]!] ?? 2);
        throw error;
      }
      if (isApiError(error) && error.code === 'NETWORK_ERROR') throw new Error(t('accountScreens.register.networkError'));
      throw new Error(isApiError(error) && error.message ? error.message : t('accountScreens.register.generalError'));
    }
  }

  if (done) {
    return (
      <section className={cardClasses} aria-live="polite">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('accountScreens.register.successTitle')}</h1>
        {/* The server's message starts with the same words as the title; it is shown once, on /verify-email. */}
        <p className="mt-3 text-slate-800 dark:text-slate-200">{t('accountScreens.verify.sentTo', { email: done.email })}</p>
        <p role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {t('accountScreens.register.successRedirect')}
        </p>
      </section>
    );
  }

  const isLawyer = values.userType === 'lawyer';
  const isCustomer = values.userType === 'customer';
  const submitting = form.formState.isSubmitting;
  const userTypeError = form.formState.errors.userType?.message;

  return (
    <section className={cardClasses} aria-labelledby="register-heading">
      <h1 id="register-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
        {t('accountScreens.register.title')}
      </h1>
      <ol className="mt-4 flex gap-2" aria-label={t('accountScreens.register.stepOf', { step })}>
        {registrationSteps.map((s) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className={`flex-1 rounded-full px-2 py-1 text-center text-xs font-semibold ${s === step ? 'bg-indigo-600 text-white' : s < step ? 'bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'}`}
          >
            {s}. {t(`accountScreens.register.steps.${s}`)}
          </li>
        ))}
      </ol>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-lg font-semibold text-slate-900 focus:outline-none dark:text-white">
        {t('accountScreens.register.stepOf', { step })}: {t(`accountScreens.register.steps.${step}`)}
      </h2>

      <Form form={form} onSubmit={submit} guardUnsaved={false} className="mt-4 space-y-4">
        <ErrorList fields={false} />

        {step === 1 && (
          <>
            <Text name="email" label={t('accountScreens.register.email')} type="email" autoComplete="email" placeholder={t('accountScreens.register.emailPlaceholder')} />
            <Text name="password" label={t('accountScreens.register.password')} type="password" autoComplete="new-password" placeholder={t('accountScreens.register.passwordPlaceholder')} meter />
            <Text name="confirmPassword" label={t('accountScreens.register.confirmPassword')} type="password" autoComplete="new-password" placeholder={t('accountScreens.register.confirmPasswordPlaceholder')} />
            <Fieldset legend={t('accountScreens.register.userType')}>
              <div className="flex gap-4">
                {(['lawyer', 'customer'] as const).map((type) => (
                  <label key={type} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                    <input type="radio" value={type} className="size-4 accent-indigo-600" {...form.register('userType')} />
                    {t(`accountScreens.register.userTypes.${type}`)}
                  </label>
                ))}
              </div>
              {userTypeError && <p className="text-sm text-red-700 dark:text-red-300">{userTypeError}</p>}
            </Fieldset>
          </>
        )}

        {step === 2 && (
          <>
            <Text name="fullName" label={t('accountScreens.register.fullName')} autoComplete="name" />
            {isLawyer && (
              <>
                <Text name="barMembershipId" label={t('accountScreens.register.barMembershipId')} />
                <Text name="firmName" label={t('accountScreens.register.firmName')} autoComplete="organization" />
                <div className="space-y-1.5">
                  <label htmlFor="firm-size" className="block text-sm font-medium text-slate-800 dark:text-slate-200">
                    {t('accountScreens.register.firmSize')}
                  </label>
                  <select id="firm-size" className={`${inputClasses} border-slate-300 dark:border-slate-600`} {...form.register('firmSize')}>
                    <option value="">{t('accountScreens.register.firmSizeNone')}</option>
                    {firmSizes.map((size) => (
                      <option key={size} value={size}>
                        {t(`accountScreens.register.firmSizes.${size}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <Fieldset legend={t('accountScreens.register.specialties')}>
                  <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
                    {specialtyKeys.map((key) => (
                      <label key={key} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                        <input type="checkbox" value={key} className="size-4 accent-indigo-600" {...form.register('specialties')} />
                        {t(`accountScreens.register.specialtyOptions.${key}`)}
                      </label>
                    ))}
                  </div>
                </Fieldset>
              </>
            )}
            {isCustomer && <Text name="companyName" label={t('accountScreens.register.companyName')} autoComplete="organization" />}
            <Text name="firmAddress" label={t('accountScreens.register.firmAddress')} autoComplete="street-address" />
            <Text name="phoneNumber" label={t('accountScreens.register.phoneNumber')} type="tel" autoComplete="tel" />
            <Fieldset legend={t('accountScreens.register.preferredContactMethod')}>
              <div className="flex gap-4">
                {contactMethods.map((method) => (
                  <label key={method} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                    <input type="radio" value={method} className="size-4 accent-indigo-600" {...form.register('preferredContactMethod')} />
                    {t(`accountScreens.register.contactMethods.${method}`)}
                  </label>
                ))}
              </div>
            </Fieldset>
            {isCustomer && (
              <>
                <Check name="hasExistingLawyer">{t('accountScreens.register.hasExistingLawyer')}</Check>
                {values.hasExistingLawyer && <Text name="lawyerEmailOrCode" label={t('accountScreens.register.lawyerEmailOrCode')} />}
              </>
            )}
          </>
        )}

        {step === 3 && (
          <>
            <Check name="acceptTerms">
              <Trans i18nKey="accountScreens.register.acceptTerms" components={{ terms: <a href="/terms" target="_blank" rel="noopener noreferrer" className={linkClasses} /> }} />{' '}
              <span className="sr-only">{t('accountScreens.register.opensInNewTab')}</span>
            </Check>
            <Check name="acceptPrivacy">
              <Trans i18nKey="accountScreens.register.acceptPrivacy" components={{ privacy: <a href="/privacy" target="_blank" rel="noopener noreferrer" className={linkClasses} /> }} />{' '}
              <span className="sr-only">{t('accountScreens.register.opensInNewTab')}</span>
            </Check>
            <Check name="marketingConsent">{t('accountScreens.register.marketingConsent')}</Check>
            <Check name="newsletterConsent">{t('accountScreens.register.newsletterConsent')}</Check>
          </>
        )}

        <div className="flex gap-3 pt-2">
          {step > 1 && (
            <Button variant="secondary" onClick={() => goTo((step - 1) as RegistrationStep)} disabled={submitting}>
              {t('accountScreens.register.back')}
            </Button>
          )}
          <Button type="submit" className="flex-1" disabled={!stepValid || submitting} aria-busy={submitting || undefined}>
            {step < 3 ? t('accountScreens.register.next') : submitting ? t('accountScreens.register.submitting') : t('accountScreens.register.submit')}
          </Button>
        </div>
      </Form>

      <p className="mt-6 text-center text-sm text-slate-700 dark:text-slate-300">
        {t('accountScreens.register.haveAccount')}{' '}
        <Link to="/login" className={linkClasses}>
          {t('accountScreens.register.signIn')}
        </Link>
      </p>
    </section>
  );
}
