// Registration wizard (spec 2.6, 3.3): basic data, personal data, terms. "Next" is enabled only
// when the step is valid; the draft (never the passwords) is kept in localStorage until success;
// after success the browser goes to /verify-email after 3 s, carrying the e-mail and a message.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { contactMethods, firmSizes, registrationSteps, specialtyKeys, validateRegistrationStep, type RegistrationInput, type RegistrationStep } from '@shared/auth/registration.schemas';
import { Button } from '@client/components/ui/button';
import { isApiError } from '@client/lib/api-client';
import { register } from '../api/account-api';
import { FormField, alertClasses, cardClasses, inputClasses, linkClasses } from './form-field';
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

function saveDraft(values: Values) {
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

function Check({ checked, onChange, children, error }: { checked: boolean; onChange: (v: boolean) => void; children: ReactNode; error?: string | undefined }) {
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
        <input type="checkbox" className="mt-0.5 size-4 accent-indigo-600" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-invalid={error ? true : undefined} />
        <span>{children}</span>
      </label>
      {error && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{error}</p>}
    </div>
  );
}

export function RegistrationWizard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(loadDraft);
  const [step, setStep] = useState<RegistrationStep>(1);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<{ email: string; message: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!done) saveDraft(values);
  }, [values, done]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/verify-email', { state: { email: done.email, message: done.message } }), REGISTRATION_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const stepErrors = validateRegistrationStep(step, toInput(values) as unknown as Record<string, unknown>);
  const stepValid = Object.keys(stepErrors).length === 0;
  const errorFor = (field: string) => serverErrors[field] ?? (touched.has(field) ? stepErrors[field] : undefined);

  function set<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    setServerErrors(({ [key]: _removed, ...rest }) => rest);
  }
  const touch = (field: string) => () => setTouched((s) => new Set(s).add(field));
  const text = (key: keyof Values) => ({
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
    onBlur: touch(key),
    error: errorFor(key),
  });

  function goTo(next: RegistrationStep) {
    setStep(next);
    setTouched(new Set());
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (step < 3) {
      if (stepValid) goTo((step + 1) as RegistrationStep);
      else setTouched(new Set(Object.keys(stepErrors)));
      return;
    }
    // Spec 4: an invalid step at submit sends the user back to step 1.
    const invalid = registrationSteps.find((s) => Object.keys(validateRegistrationStep(s, toInput(values) as unknown as Record<string, unknown>)).length > 0);
    if (invalid) {
      goTo(1);
      return;
    }
    setSubmitting(true);
    setFormError(null);
    try {
      const result = await register(toInput(values));
      window.localStorage.removeItem(REGISTRATION_DRAFT_KEY);
      setDone({ email: result.email, message: result.message });
    } catch (error) {
      setSubmitting(false);
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
        setServerErrors(error.fields);
        const first = Object.keys(error.fields)[0]!;
        goTo(stepOfField[first] ?? 2);
        return;
      }
      if (isApiError(error) && error.code === 'NETWORK_ERROR') setFormError(t('account.register.networkError'));
      else setFormError(isApiError(error) && error.message ? error.message : t('account.register.generalError'));
    }
  }

  if (done) {
    return (
      <section className={cardClasses} aria-live="polite">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('account.register.successTitle')}</h1>
        {/* The server's message starts with the same words as the title; it is shown once, on /verify-email. */}
        <p className="mt-3 text-slate-800 dark:text-slate-200">{t('account.verify.sentTo', { email: done.email })}</p>
        <p role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {t('account.register.successRedirect')}
        </p>
      </section>
    );
  }

  const isLawyer = values.userType === 'lawyer';
  const isCustomer = values.userType === 'customer';

  return (
    <section className={cardClasses} aria-labelledby="register-heading">
      <h1 id="register-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
        {t('account.register.title')}
      </h1>
      <ol className="mt-4 flex gap-2" aria-label={t('account.register.stepOf', { step })}>
        {registrationSteps.map((s) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className={`flex-1 rounded-full px-2 py-1 text-center text-xs font-semibold ${s === step ? 'bg-indigo-600 text-white' : s < step ? 'bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'}`}
          >
            {s}. {t(`account.register.steps.${s}`)}
          </li>
        ))}
      </ol>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-lg font-semibold text-slate-900 focus:outline-none dark:text-white">
        {t('account.register.stepOf', { step })}: {t(`account.register.steps.${step}`)}
      </h2>

      <form noValidate onSubmit={(e) => void handleSubmit(e)} className="mt-4 space-y-4">
        {formError && (
          <div role="alert" className={alertClasses}>
            {formError}
          </div>
        )}

        {step === 1 && (
          <>
            <FormField label={t('account.register.email')} type="email" autoComplete="email" placeholder={t('account.register.emailPlaceholder')} {...text('email')} />
            <FormField
              label={t('account.register.password')}
              type="password"
              autoComplete="new-password"
              placeholder={t('account.register.passwordPlaceholder')}
              {...text('password')}
              hint={<PasswordStrengthMeter password={values.password} />}
            />
            <FormField label={t('account.register.confirmPassword')} type="password" autoComplete="new-password" placeholder={t('account.register.confirmPasswordPlaceholder')} {...text('confirmPassword')} />
            <Fieldset legend={t('account.register.userType')}>
              <div className="flex gap-4">
                {(['lawyer', 'customer'] as const).map((type) => (
                  <label key={type} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                    <input type="radio" name="userType" className="size-4 accent-indigo-600" checked={values.userType === type} onChange={() => set('userType', type)} />
                    {t(`account.register.userTypes.${type}`)}
                  </label>
                ))}
              </div>
              {errorFor('userType') && <p className="text-sm text-red-700 dark:text-red-300">{errorFor('userType')}</p>}
            </Fieldset>
          </>
        )}

        {step === 2 && (
          <>
            <FormField label={t('account.register.fullName')} autoComplete="name" {...text('fullName')} />
            {isLawyer && (
              <>
                <FormField label={t('account.register.barMembershipId')} {...text('barMembershipId')} />
                <FormField label={t('account.register.firmName')} autoComplete="organization" {...text('firmName')} />
                <div className="space-y-1.5">
                  <label htmlFor="firm-size" className="block text-sm font-medium text-slate-800 dark:text-slate-200">
                    {t('account.register.firmSize')}
                  </label>
                  <select id="firm-size" className={`${inputClasses} border-slate-300 dark:border-slate-600`} value={values.firmSize} onChange={(e) => set('firmSize', e.target.value)}>
                    <option value="">{t('account.register.firmSizeNone')}</option>
                    {firmSizes.map((size) => (
                      <option key={size} value={size}>
                        {t(`account.register.firmSizes.${size}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <Fieldset legend={t('account.register.specialties')}>
                  <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
                    {specialtyKeys.map((key) => (
                      <label key={key} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                        <input
                          type="checkbox"
                          className="size-4 accent-indigo-600"
                          checked={values.specialties.includes(key)}
                          onChange={(e) => set('specialties', e.target.checked ? [...values.specialties, key] : values.specialties.filter((k) => k !== key))}
                        />
                        {t(`account.register.specialtyOptions.${key}`)}
                      </label>
                    ))}
                  </div>
                </Fieldset>
              </>
            )}
            {isCustomer && <FormField label={t('account.register.companyName')} autoComplete="organization" {...text('companyName')} />}
            <FormField label={t('account.register.firmAddress')} autoComplete="street-address" {...text('firmAddress')} />
            <FormField label={t('account.register.phoneNumber')} type="tel" autoComplete="tel" {...text('phoneNumber')} />
            <Fieldset legend={t('account.register.preferredContactMethod')}>
              <div className="flex gap-4">
                {contactMethods.map((method) => (
                  <label key={method} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                    <input type="radio" name="preferredContactMethod" className="size-4 accent-indigo-600" checked={values.preferredContactMethod === method} onChange={() => set('preferredContactMethod', method)} />
                    {t(`account.register.contactMethods.${method}`)}
                  </label>
                ))}
              </div>
            </Fieldset>
            {isCustomer && (
              <>
                <Check checked={values.hasExistingLawyer} onChange={(v) => set('hasExistingLawyer', v)}>
                  {t('account.register.hasExistingLawyer')}
                </Check>
                {values.hasExistingLawyer && <FormField label={t('account.register.lawyerEmailOrCode')} {...text('lawyerEmailOrCode')} />}
              </>
            )}
          </>
        )}

        {step === 3 && (
          <>
            <Check checked={values.acceptTerms} onChange={(v) => set('acceptTerms', v as true)} error={errorFor('acceptTerms')}>
              <Trans i18nKey="account.register.acceptTerms" components={{ terms: <a href="/terms" target="_blank" rel="noopener noreferrer" className={linkClasses} /> }} />{' '}
              <span className="sr-only">{t('account.register.opensInNewTab')}</span>
            </Check>
            <Check checked={values.acceptPrivacy} onChange={(v) => set('acceptPrivacy', v as true)} error={errorFor('acceptPrivacy')}>
              <Trans i18nKey="account.register.acceptPrivacy" components={{ privacy: <a href="/privacy" target="_blank" rel="noopener noreferrer" className={linkClasses} /> }} />{' '}
              <span className="sr-only">{t('account.register.opensInNewTab')}</span>
            </Check>
            <Check checked={values.marketingConsent} onChange={(v) => set('marketingConsent', v)}>
              {t('account.register.marketingConsent')}
            </Check>
            <Check checked={values.newsletterConsent} onChange={(v) => set('newsletterConsent', v)}>
              {t('account.register.newsletterConsent')}
            </Check>
          </>
        )}

        <div className="flex gap-3 pt-2">
          {step > 1 && (
            <Button variant="secondary" onClick={() => goTo((step - 1) as RegistrationStep)} disabled={submitting}>
              {t('account.register.back')}
            </Button>
          )}
          <Button type="submit" className="flex-1" disabled={!stepValid || submitting} aria-busy={submitting || undefined}>
            {step < 3 ? t('account.register.next') : submitting ? t('account.register.submitting') : t('account.register.submit')}
          </Button>
        </div>
      </form>

      <p className="mt-6 text-center text-sm text-slate-700 dark:text-slate-300">
        {t('account.register.haveAccount')}{' '}
        <Link to="/login" className={linkClasses}>
          {t('account.register.signIn')}
        </Link>
      </p>
    </section>
  );
}
