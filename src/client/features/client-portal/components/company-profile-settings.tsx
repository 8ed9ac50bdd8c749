// The firm's public profile in Beállítások (issue 35 point 6, decision 0401): the administrator
// (canEditSettings) writes what the customers see on /app/company-info – seat, contacts, opening
// hours per weekday, bar registration and which lawyers are listed with their practice areas. The
// server validates everything again; its field messages are shown as they come.
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { HU_WEEKDAYS } from '@shared/hu/format';
import { CONCILIATION_BOARD_MAX, type CompanyInfo, type CompanyProfileBody, companyProfileBodySchema, firmLawyerEntrySchema, openingHoursEntrySchema } from '@shared/client-portal/company-info.schemas';
import { LoadError } from '@client/components/errors/load-error';
import { ErrorList, Form, renameServerFields, SubmitButton, TextareaField, TextField, TimeInput, useFieldError, useFormContext, useZodForm } from '@client/components/form';
import { api, isApiError, unwrap } from '@client/lib/api-client';
import { companyKeys } from '@client/lib/query-keys';
import { useCompanyInfo, useSaveCompanyProfile } from '../api/purchases-api';

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
const label = 'text-sm font-medium text-slate-900 dark:text-white';

export function CompanyProfileSettings() {
  const { t } = useTranslation();
  const info = useCompanyInfo();
  if (isApiError(info.error) && info.error.code === 'MODULE_NOT_INSTALLED') return null;
  return (
    <section aria-labelledby="firm-profile-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <div>
        <h2 id="firm-profile-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('clientPortal.profileSettings.title')}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('clientPortal.profileSettings.intro')}</p>
      </div>
      {info.isError && <LoadError compact error={info.error} onRetry={() => void info.refetch()} />}
      {info.data && <ProfileForm key={info.data.updatedAt ?? 'new'} info={info.data} />}
    </section>
  );
}

const bodyShape = companyProfileBodySchema.shape;

interface HoursDraft {
  open: boolean;
  opens: string;
  closes: string;
}

const splitAreas = (areas: string | undefined) =>
  (areas ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

// The form's fields, each checked by the shared body's rule for it; a weekday's hours and a listed
// lawyer's areas by the shared entry rules, their messages on the day's or the lawyer's own field.
const profileFormSchema = z.object({
  seat: bodyShape.seat,
  email: bodyShape.email,
  phone: bodyShape.phone,
  website: bodyShape.website,
  about: bodyShape.about,
  barAssociation: bodyShape.barAssociation,
  barRegistrationNumber: bodyShape.barRegistrationNumber,
  conciliationBoard: bodyShape.conciliationBoard,
  hoursNote: bodyShape.hoursNote,
  hours: z.array(z.object({ open: z.boolean(), opens: z.string(), closes: z.string() })).superRefine((days, ctx) => {
    days.forEach((h, i) => {
      if (!h.open) return;
      const checked = openingHoursEntrySchema.safeParse({ weekday: i + 1, opens: h.opens, closes: h.closes });
      for (const issue of checked.success ? [] : checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [i, issue.path[0] === 'opens' ? 'opens' : 'closes'] });
    });
  }),
  lawyers: z.record(z.string(), z.object({ shown: z.boolean().optional(), areas: z.string().optional(), chamberId: z.string().optional() })).superRefine((drafts, ctx) => {
    for (const [userId, l] of Object.entries(drafts)) {
      if (!l.shown) continue;
      const checked = firmLawyerEntrySchema.safeParse({ userId, practiceAreas: splitAreas(l.areas), chamberId: l.chamberId });
      for (const issue of checked.success ? [] : checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [userId, issue.path[0] === 'chamberId' ? 'chamberId' : 'areas'] });
    }
  }),
});
type ProfileFormValues = z.input<typeof profileFormSchema>;

/** A weekday's open switch and hours; the times are kept in the form while the day is closed. */
function DayHours({ index }: { index: number }) {
  const { t } = useTranslation();
  const { setValue } = useFormContext<ProfileFormValues>();
  const h = useWatch<ProfileFormValues, `hours.${number}`>({ name: `hours.${index}` }) as HoursDraft;
  const opensError = useFieldError(`hours.${index}.opens`);
  const closesError = useFieldError(`hours.${index}.closes`);
  const errorId = useId();
  const day = HU_WEEKDAYS[index + 1] ?? '';
  const set = (change: Partial<HoursDraft>) => setValue(`hours.${index}`, { ...h, ...change }, { shouldDirty: true, shouldValidate: true });
  const error = opensError ?? closesError;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className="flex min-h-11 min-w-36 items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" checked={h.open} onChange={(e) => set({ open: e.target.checked })} aria-label={t('clientPortal.profileSettings.openOn', { day })} />
        <span aria-hidden="true" className="capitalize">
          {day}
        </span>
      </label>
      {/* The day's two times wrap together: on a phone the closing time stays beside the opening one. */}
      <span className="flex items-center gap-3">
        <TimeInput
          aria-label={t('clientPortal.profileSettings.opens', { day })}
          aria-invalid={!!opensError}
          aria-describedby={opensError ? errorId : undefined}
          value={h.opens}
          disabled={!h.open}
          onChange={(opens) => set({ opens })}
        />
        <span aria-hidden="true">–</span>
        <TimeInput
          aria-label={t('clientPortal.profileSettings.closes', { day })}
          aria-invalid={!!closesError}
          aria-describedby={closesError ? errorId : undefined}
          value={h.closes}
          disabled={!h.open}
          onChange={(closes) => set({ closes })}
        />
      </span>
      {error && (
        <p id={errorId} className="w-full text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** One member who may be listed: the switch, then their practice areas and chamber id. */
function LawyerEntry({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const { register } = useFormContext<ProfileFormValues>();
  const shown = useWatch<ProfileFormValues, `lawyers.${string}.shown`>({ name: `lawyers.${userId}.shown` });
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4" {...register(`lawyers.${userId}.shown`)} aria-label={t('clientPortal.profileSettings.showLawyer', { name })} />
        <span aria-hidden="true">{name}</span>
      </label>
      {shown && (
        <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
          <TextField name={`lawyers.${userId}.areas`} label={t('clientPortal.profileSettings.practiceAreas', { name })} maxLength={1000} />
          <TextField name={`lawyers.${userId}.chamberId`} label={t('clientPortal.profileSettings.chamberId', { name })} maxLength={40} />
        </div>
      )}
    </div>
  );
}

function ProfileForm({ info }: { info: CompanyInfo }) {
  const { t } = useTranslation();
  const save = useSaveCompanyProfile();
  const [status, setStatus] = useState('');
  // The firm's lawyers and administrators: who may be listed.
  const members = useQuery({ queryKey: companyKeys.members, queryFn: ({ signal }) => unwrap(api.GET('/api/company/members', { signal })) });
  const staff = (members.data?.items ?? []).filter((m) => m.roles.includes('lawyer') || m.roles.includes('tenant'));
  const form = useZodForm(profileFormSchema, {
    defaultValues: {
      seat: info.seat,
      email: info.email ?? '',
      phone: info.phone ?? '',
      website: info.website ?? '',
      about: info.about ?? '',
      barAssociation: info.barAssociation ?? '',
      barRegistrationNumber: info.barRegistrationNumber ?? '',
      conciliationBoard: info.conciliationBoard ?? '',
      hoursNote: info.hoursNote ?? '',
      hours: weekdays.map((d) => {
        const h = info.openingHours.find((x) => x.weekday === d);
        return { open: h !== undefined, opens: h?.opens ?? '09:00', closes: h?.closes ?? '17:00' };
      }),
      lawyers: Object.fromEntries(info.lawyers.map((l) => [l.userId, { shown: true, areas: l.practiceAreas.join(', '), chamberId: l.chamberId ?? '' }])),
    },
  });

  async function submit(values: z.output<typeof profileFormSchema>) {
    setStatus('');
    const openDays = weekdays.filter((d) => values.hours[d - 1]?.open);
    // Listed in the order of the firm's member list; a lawyer no longer on it drops out.
    const listed = staff.filter((m) => values.lawyers[m.userId]?.shown);
    const body: CompanyProfileBody = {
      seat: values.seat,
      email: values.email,
      phone: values.phone,
      website: values.website,
      about: values.about,
      barAssociation: values.barAssociation,
      barRegistrationNumber: values.barRegistrationNumber,
      conciliationBoard: values.conciliationBoard,
      hoursNote: values.hoursNote,
      openingHours: openDays.map((d) => ({ weekday: d, opens: values.hours[d - 1]!.opens, closes: values.hours[d - 1]!.closes })),
      lawyers: listed.map((m) => ({ userId: m.userId, practiceAreas: splitAreas(values.lawyers[m.userId]?.areas), chamberId: values.lawyers[m.userId]?.chamberId ?? '' })),
    };
    try {
      await save.mutateAsync(body);
    } catch (error) {
      // The body's lists are of the open days and the listed lawyers: their fields are the form's day and lawyer.
      throw renameServerFields(error, (path) => {
        const [list, n, field] = path.split('.');
        if (list === 'openingHours' && openDays[Number(n)]) return `hours.${openDays[Number(n)]! - 1}.${field === 'opens' ? 'opens' : 'closes'}`;
        if (list === 'lawyers' && listed[Number(n)]) return `lawyers.${listed[Number(n)]!.userId}.${field === 'chamberId' ? 'chamberId' : 'areas'}`;
        return path;
      });
    }
    setStatus(t('clientPortal.profileSettings.saved'));
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-5">
      <ErrorList />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="seat" label={t('clientPortal.profileSettings.seat')} maxLength={200} autoComplete="street-address" />
        <TextField name="email" type="email" label={t('clientPortal.profileSettings.email')} maxLength={254} autoComplete="email" />
        <TextField name="phone" type="tel" label={t('clientPortal.profileSettings.phone')} maxLength={40} autoComplete="tel" />
        <TextField name="website" type="url" label={t('clientPortal.profileSettings.website')} maxLength={200} autoComplete="url" />
        <TextField name="barAssociation" label={t('clientPortal.profileSettings.barAssociation')} maxLength={120} />
        <TextField name="barRegistrationNumber" label={t('clientPortal.profileSettings.barRegistrationNumber')} maxLength={60} />
      </div>
      <TextareaField name="conciliationBoard" label={t('clientPortal.profileSettings.conciliationBoard')} hint={t('clientPortal.profileSettings.conciliationBoardHint')} rows={2} maxLength={CONCILIATION_BOARD_MAX} />
      <TextareaField name="about" label={t('clientPortal.profileSettings.about')} rows={3} maxLength={2000} />
      <fieldset className="space-y-2">
        <legend className={label}>{t('clientPortal.profileSettings.hours')}</legend>
        {weekdays.map((d) => (
          <DayHours key={d} index={d - 1} />
        ))}
        <TextField name="hoursNote" label={t('clientPortal.profileSettings.hoursNote')} maxLength={300} />
      </fieldset>
      <fieldset className="space-y-3">
        <legend className={label}>{t('clientPortal.profileSettings.lawyers')}</legend>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('clientPortal.profileSettings.lawyersHint')}</p>
        {staff.map((m) => (
          <LawyerEntry key={m.userId} userId={m.userId} name={m.name} />
        ))}
      </fieldset>
      <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
        {status}
      </p>
      <SubmitButton>{t('clientPortal.profileSettings.save')}</SubmitButton>
    </Form>
  );
}
