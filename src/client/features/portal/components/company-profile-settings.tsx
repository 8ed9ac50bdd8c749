// The firm's public profile in Beállítások (issue 35 point 6, decision 0401): the administrator
// (canEditSettings) writes what the customers see on /app/company-info – seat, contacts, opening
// hours per weekday, bar registration and which lawyers are listed with their practice areas. The
// server validates everything again; its field messages are shown as they come.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { HU_WEEKDAYS } from '@shared/hu/format';
import type { CompanyInfo, CompanyProfileBody } from '@shared/portal/company-info.schemas';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { api, errorText, isApiError, unwrap } from '@client/lib/api-client';
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
          {t('portalInfo.profileSettings.title')}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('portalInfo.profileSettings.intro')}</p>
      </div>
      {info.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(info.error)}
        </p>
      )}
      {info.data && <ProfileForm key={info.data.updatedAt ?? 'new'} info={info.data} />}
    </section>
  );
}

interface LawyerDraft {
  shown: boolean;
  areas: string;
  chamberId: string;
}

function ProfileForm({ info }: { info: CompanyInfo }) {
  const { t } = useTranslation();
  const save = useSaveCompanyProfile();
  const [status, setStatus] = useState('');
  // The firm's lawyers and administrators: who may be listed.
  const members = useQuery({ queryKey: companyKeys.members, queryFn: ({ signal }) => unwrap(api.GET('/api/company/members', { signal })) });
  const staff = (members.data?.items ?? []).filter((m) => m.roles.includes('lawyer') || m.roles.includes('tenant'));
  const [hours, setHours] = useState(
    () =>
      Object.fromEntries(
        weekdays.map((d) => {
          const h = info.openingHours.find((x) => x.weekday === d);
          return [d, { open: h !== undefined, opens: h?.opens ?? '09:00', closes: h?.closes ?? '17:00' }];
        }),
      ) as Record<number, { open: boolean; opens: string; closes: string }>,
  );
  const [lawyers, setLawyers] = useState<Record<string, LawyerDraft>>(() => Object.fromEntries(info.lawyers.map((l) => [l.userId, { shown: true, areas: l.practiceAreas.join(', '), chamberId: l.chamberId ?? '' }])));
  const lawyerOf = (userId: string): LawyerDraft => lawyers[userId] ?? { shown: false, areas: '', chamberId: '' };
  const setLawyer = (userId: string, change: Partial<LawyerDraft>) => setLawyers((cur) => ({ ...cur, [userId]: { ...lawyerOf(userId), ...change } }));

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setStatus('');
    const form = new FormData(e.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const body: CompanyProfileBody = {
      seat: text('seat'),
      email: text('email'),
      phone: text('phone'),
      website: text('website'),
      about: text('about'),
      barAssociation: text('barAssociation'),
      barRegistrationNumber: text('barRegistrationNumber'),
      hoursNote: text('hoursNote'),
      openingHours: weekdays.filter((d) => hours[d]!.open).map((d) => ({ weekday: d, opens: hours[d]!.opens, closes: hours[d]!.closes })),
      // Listed in the order of the firm's member list; a lawyer no longer on it drops out.
      lawyers: staff
        .filter((m) => lawyerOf(m.userId).shown)
        .map((m) => ({
          userId: m.userId,
          practiceAreas: lawyerOf(m.userId)
            .areas.split(',')
            .map((a) => a.trim())
            .filter(Boolean),
          chamberId: lawyerOf(m.userId).chamberId,
        })),
    };
    save.mutate(body, { onSuccess: () => setStatus(t('portalInfo.profileSettings.saved')) });
  }

  const field = (name: 'seat' | 'email' | 'phone' | 'website' | 'barAssociation' | 'barRegistrationNumber', type = 'text', extra: { required?: boolean; maxLength?: number; autoComplete?: string } = {}) => (
    <div>
      <label htmlFor={`firm-profile-${name}`} className={label}>
        {t(`portalInfo.profileSettings.${name}`)}
      </label>
      <input id={`firm-profile-${name}`} name={name} type={type} defaultValue={info[name] ?? ''} className={inputClasses} {...extra} />
    </div>
  );

  return (
    <form onSubmit={onSubmit} className="space-y-5" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('seat', 'text', { required: true, maxLength: 200, autoComplete: 'street-address' })}
        {field('email', 'email', { maxLength: 254, autoComplete: 'email' })}
        {field('phone', 'tel', { maxLength: 40, autoComplete: 'tel' })}
        {field('website', 'url', { maxLength: 200, autoComplete: 'url' })}
        {field('barAssociation', 'text', { maxLength: 120 })}
        {field('barRegistrationNumber', 'text', { maxLength: 60 })}
      </div>
      <div>
        <label htmlFor="firm-profile-about" className={label}>
          {t('portalInfo.profileSettings.about')}
        </label>
        <textarea id="firm-profile-about" name="about" rows={3} maxLength={2000} defaultValue={info.about ?? ''} className={inputClasses} />
      </div>
      <fieldset className="space-y-2">
        <legend className={label}>{t('portalInfo.profileSettings.hours')}</legend>
        {weekdays.map((d) => {
          const day = HU_WEEKDAYS[d] ?? '';
          const h = hours[d]!;
          const set = (change: Partial<typeof h>) => setHours((cur) => ({ ...cur, [d]: { ...cur[d]!, ...change } }));
          return (
            <div key={d} className="flex flex-wrap items-center gap-3">
              <label className="flex min-h-11 min-w-36 items-center gap-2 text-sm">
                <input type="checkbox" className="size-4" checked={h.open} onChange={(e) => set({ open: e.target.checked })} aria-label={t('portalInfo.profileSettings.openOn', { day })} />
                <span aria-hidden="true" className="capitalize">
                  {day}
                </span>
              </label>
              <input type="time" aria-label={t('portalInfo.profileSettings.opens', { day })} value={h.opens} disabled={!h.open} onChange={(e) => set({ opens: e.target.value })} className={`${inputClasses} w-32`} />
              <span aria-hidden="true">–</span>
              <input type="time" aria-label={t('portalInfo.profileSettings.closes', { day })} value={h.closes} disabled={!h.open} onChange={(e) => set({ closes: e.target.value })} className={`${inputClasses} w-32`} />
            </div>
          );
        })}
        <div>
          <label htmlFor="firm-profile-hoursNote" className={label}>
            {t('portalInfo.profileSettings.hoursNote')}
          </label>
          <input id="firm-profile-hoursNote" name="hoursNote" maxLength={300} defaultValue={info.hoursNote ?? ''} className={inputClasses} />
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className={label}>{t('portalInfo.profileSettings.lawyers')}</legend>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('portalInfo.profileSettings.lawyersHint')}</p>
        {staff.map((m) => {
          const l = lawyerOf(m.userId);
          return (
            <div key={m.userId} className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
                <input type="checkbox" className="size-4" checked={l.shown} onChange={(e) => setLawyer(m.userId, { shown: e.target.checked })} aria-label={t('portalInfo.profileSettings.showLawyer', { name: m.name })} />
                <span aria-hidden="true">{m.name}</span>
              </label>
              {l.shown && (
                <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
                  <div>
                    <label htmlFor={`lawyer-areas-${m.userId}`} className="text-sm">
                      {t('portalInfo.profileSettings.practiceAreas', { name: m.name })}
                    </label>
                    <input id={`lawyer-areas-${m.userId}`} value={l.areas} maxLength={1000} onChange={(e) => setLawyer(m.userId, { areas: e.target.value })} className={inputClasses} />
                  </div>
                  <div>
                    <label htmlFor={`lawyer-chamber-${m.userId}`} className="text-sm">
                      {t('portalInfo.profileSettings.chamberId', { name: m.name })}
                    </label>
                    <input id={`lawyer-chamber-${m.userId}`} value={l.chamberId} maxLength={40} onChange={(e) => setLawyer(m.userId, { chamberId: e.target.value })} className={inputClasses} />
                  </div>
                </div>
              )}
            </div>
          );
        })}
      </fieldset>
      {save.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(save.error)}
        </p>
      )}
      <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
        {status}
      </p>
      <Button type="submit" disabled={save.isPending}>
        {t('portalInfo.profileSettings.save')}
      </Button>
    </form>
  );
}
