// /app/company-info (issue 35 point 6, decision 0401): the firm's public profile, read-only, as its
// administrator saved it in Beállítások – seat, contacts, opening hours, bar registration and the
// lawyers with their practice areas. Nothing here is sample text: an unsaved profile says so.
// The heading names the firm as the frame does (its branding's display name, decision 0477), with
// the registered name beneath it when the two differ.
import { useTranslation } from 'react-i18next';
import { capitalizeFirst, formatHuDate, HU_WEEKDAYS } from '@shared/hu/format';
import type { CompanyInfo } from '@shared/client-portal/company-info.schemas';
import { LoadError } from '@client/components/errors/load-error';
import { isApiError } from '@client/lib/api-client';
import { useCompanyInfo } from '../api/purchases-api';

const card = 'rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900';
const link = 'font-medium text-indigo-700 underline dark:text-indigo-300';

export function CompanyInfoPage({ canEdit = false, firmDisplayName = null }: { canEdit?: boolean; firmDisplayName?: string | null }) {
  const { t } = useTranslation();
  const info = useCompanyInfo();
  const notInstalled = isApiError(info.error) && info.error.code === 'MODULE_NOT_INSTALLED';
  return (
    <div className="max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{firmDisplayName || info.data?.name || t('clientPortal.companyInfo.title')}</h1>
        {firmDisplayName && info.data?.name && info.data.name !== firmDisplayName && (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('clientPortal.companyInfo.registeredName', { name: info.data.name })}</p>
        )}
      </div>
      {notInstalled ? (
        <p className={card}>{t('clientPortal.purchases.notInstalled')}</p>
      ) : info.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : info.isError ? (
        <LoadError error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <Profile info={info.data} canEdit={canEdit} />
      )}
    </div>
  );
}

function Profile({ info, canEdit }: { info: CompanyInfo; canEdit: boolean }) {
  const { t } = useTranslation();
  const notGiven = t('clientPortal.companyInfo.notGiven');
  const hours = new Map(info.openingHours.map((h) => [h.weekday, h]));
  return (
    <>
      {canEdit && <p className="text-sm text-slate-700 dark:text-slate-300">{t('clientPortal.companyInfo.editInSettings')}</p>}
      {!info.configured ? (
        <p className={card}>{t('clientPortal.companyInfo.notConfigured')}</p>
      ) : (
        <>
          {info.about && <p className="text-slate-900 dark:text-slate-100">{info.about}</p>}
          <div className="grid gap-6 md:grid-cols-2">
            <section aria-labelledby="firm-contacts" className={card}>
              <h2 id="firm-contacts" className="text-lg font-semibold text-slate-900 dark:text-white">
                {t('clientPortal.companyInfo.contacts')}
              </h2>
              <dl className="mt-3 space-y-2 text-sm">
                <div>
                  <dt className="text-slate-700 dark:text-slate-300">{t('clientPortal.companyInfo.seat')}</dt>
                  <dd className="font-medium text-slate-900 dark:text-white">{info.seat || notGiven}</dd>
                </div>
                <div>
                  <dt className="text-slate-700 dark:text-slate-300">{t('clientPortal.companyInfo.email')}</dt>
                  <dd>
                    {info.email ? (
                      <a className={link} href={`mailto:${info.email}`}>
                        {info.email}
                      </a>
                    ) : (
                      notGiven
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-700 dark:text-slate-300">{t('clientPortal.companyInfo.phone')}</dt>
                  <dd>
                    {info.phone ? (
                      <a className={link} href={`tel:${info.phone.replace(/\s/g, '')}`}>
                        {info.phone}
                      </a>
                    ) : (
                      notGiven
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-700 dark:text-slate-300">{t('clientPortal.companyInfo.website')}</dt>
                  <dd>
                    {info.website ? (
                      <a className={link} href={info.website} target="_blank" rel="noopener noreferrer">
                        {info.website.replace(/^https?:\/\//, '')}
                      </a>
                    ) : (
                      notGiven
                    )}
                  </dd>
                </div>
              </dl>
            </section>
            <section aria-labelledby="firm-hours" className={card}>
              <h2 id="firm-hours" className="text-lg font-semibold text-slate-900 dark:text-white">
                {t('clientPortal.companyInfo.hours')}
              </h2>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
                {[1, 2, 3, 4, 5, 6, 7].map((d) => {
                  const h = hours.get(d);
                  return (
                    <div key={d} className="contents">
                      <dt className="text-slate-700 dark:text-slate-300">{capitalizeFirst(HU_WEEKDAYS[d] ?? '')}</dt>
                      <dd className="font-medium tabular-nums text-slate-900 dark:text-white">
                        {h ? t('clientPortal.companyInfo.hoursRange', { opens: h.opens, closes: h.closes }) : t('clientPortal.companyInfo.closed')}
                      </dd>
                    </div>
                  );
                })}
              </dl>
              {info.hoursNote && <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{info.hoursNote}</p>}
            </section>
          </div>
          <section aria-labelledby="firm-bar" className={card}>
            <h2 id="firm-bar" className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('clientPortal.companyInfo.bar')}
            </h2>
            <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-700 dark:text-slate-300">{t('clientPortal.companyInfo.barAssociation')}</dt>
                <dd className="font-medium text-slate-900 dark:text-white">{info.barAssociation ?? notGiven}</dd>
              </div>
              <div>
                <dt className="text-slate-700 dark:text-slate-300">{t('clientPortal.companyInfo.barRegistrationNumber')}</dt>
                <dd className="font-medium text-slate-900 dark:text-white">{info.barRegistrationNumber ?? notGiven}</dd>
              </div>
              {info.conciliationBoard && (
                <div className="sm:col-span-2">
                  <dt className="text-slate-700 dark:text-slate-300">{t('clientPortal.companyInfo.conciliationBoard')}</dt>
                  <dd className="font-medium whitespace-pre-line text-slate-900 dark:text-white">{info.conciliationBoard}</dd>
                </div>
              )}
            </dl>
          </section>
          <section aria-labelledby="firm-lawyers" className={card}>
            <h2 id="firm-lawyers" className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('clientPortal.companyInfo.lawyers')}
            </h2>
            {info.lawyers.length === 0 ? (
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('clientPortal.companyInfo.noLawyers')}</p>
            ) : (
              <ul className="mt-3 grid gap-4 sm:grid-cols-2">
                {info.lawyers.map((l) => (
                  <li key={l.userId} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
                    <p className="font-semibold text-slate-900 dark:text-white">{l.name}</p>
                    {l.chamberId && <p className="text-xs text-slate-700 dark:text-slate-300">{t('clientPortal.companyInfo.chamberId', { id: l.chamberId })}</p>}
                    {l.practiceAreas.length > 0 && (
                      <>
                        <p className="sr-only">{t('clientPortal.companyInfo.practiceAreas')}</p>
                        <ul className="mt-2 flex flex-wrap gap-1.5">
                          {l.practiceAreas.map((a) => (
                            <li key={a} className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100">
                              {a}
                            </li>
                          ))}
                        </ul>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {info.updatedAt && <p className="text-xs text-slate-700 dark:text-slate-300">{t('clientPortal.companyInfo.updatedAt', { date: formatHuDate(new Date(info.updatedAt)) })}</p>}
        </>
      )}
    </>
  );
}
