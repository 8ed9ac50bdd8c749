// /app/hospitality/ntak (issue 37.8): the certificates, each day's close status (accepted / sent
// / waiting to be sent / rejected / missing) for the last 60 days, the messages with NTAK's answers, sending now, the
// daily closes the NTAK scheduler asks for, and resubmission of a rejected message.
import { useState } from 'react';
import { Link } from 'react-router';
import { ntakSettingsBodySchema } from '@shared/hospitality/hospitality.schemas';
import { errorText } from '@client/lib/api-client';
import { ErrorList, Form, SelectField, SubmitButton, TextareaField, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { DataTable } from '@client/components/ui/data-table';
import { PageHeader } from '@client/components/ui/page-header';
import { LoadError } from '@client/components/errors/load-error';
import { useNtakDailyClose, useNtakOverview, useNtakResubmit, useSaveNtakSettings, useSendNtak } from '../api/hospitality-api';
import type { NtakCertificateInfo, NtakDayStatus, NtakOverview } from '../api/types';
import { dateTime, day, Notice, Panel } from './labels';
import { NTAK_KIND_LABELS, NTAK_STATE_LABELS } from './reservation-pages';

// `queued`: the close is written but was never sent (e.g. no certificate yet); `sent`: sent, NTAK's verdict not yet in.
const DAY_LABELS: Record<NtakDayStatus, string> = { accepted: 'Elfogadva', sent: 'Elküldve', queued: 'Küldésre vár', rejected: 'Elutasítva', missing: 'Hiányzik' };
const dayTone: Record<NtakDayStatus, string> = {
  accepted: 'bg-emerald-100 text-emerald-950 dark:bg-emerald-900/60 dark:text-emerald-50',
  sent: 'bg-sky-100 text-sky-950 dark:bg-sky-900/60 dark:text-sky-50',
  queued: 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-50',
  rejected: 'bg-rose-100 text-rose-950 dark:bg-rose-900/60 dark:text-rose-50',
  missing: 'bg-amber-100 text-amber-950 dark:bg-amber-900/60 dark:text-amber-50',
};

type Message = NtakOverview['messages'][number];

function errorsOf(m: Message): string {
  const list = Array.isArray(m.ntakErrors)
    ? (m.ntakErrors as unknown[]).map((e) => (typeof e === 'string' ? e : typeof e === 'object' && e && 'uzenet' in e ? String((e as { uzenet: unknown }).uzenet) : JSON.stringify(e)))
    : [];
  return [...list, m.lastError].filter(Boolean).join('; ');
}

export function NtakPage({ canConfigure }: { canConfigure: boolean }) {
  const overview = useNtakOverview();
  const send = useSendNtak();
  const close = useNtakDailyClose();
  const resubmit = useNtakResubmit();
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [editing, setEditing] = useState(false);
  if (overview.isError) return <LoadError onRetry={() => void overview.refetch()} error={overview.error} level={1} />;
  const o = overview.data;
  const act = async (what: () => Promise<unknown>, ok: (r: unknown) => string) => {
    setNotice(null);
    try {
      setNotice({ tone: 'ok', text: ok(await what()) });
    } catch (e) {
      setNotice({ tone: 'error', text: errorText(e) });
    }
  };
  return (
    <div className="space-y-6">
      <PageHeader
        title="NTAK-adatszolgáltatás"
        actions={
          canConfigure &&
          o?.settings.configured && (
            <>
              <Button
                variant="secondary"
                disabled={send.isPending}
                onClick={() =>
                  void act(
                    () => send.mutateAsync(),
                    (r) => `${(r as { results: unknown[] }).results.length} üzenet elküldve.`,
                  )
                }
              >
                Várakozó üzenetek küldése
              </Button>
              <Button
                disabled={close.isPending}
                onClick={() =>
                  void act(
                    () => close.mutateAsync(),
                    (r) => `${(r as { queued: unknown[] }).queued.length} napi zárás készült, ${(r as { results: unknown[] }).results.length} üzenet elküldve.`,
                  )
                }
              >
                Napi zárások küldése
              </Button>
            </>
          )
        }
      />
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {!o ? (
        <div role="status" aria-label="Betöltés" className="h-48 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
      ) : (
        <>
          <Panel
            title="Tanúsítványok"
            actions={
              canConfigure &&
              !editing && (
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  {o.settings.configured ? 'Csere' : 'Beállítás'}
                </Button>
              )
            }
          >
            {o.settings.configured ? (
              <dl className="grid gap-2 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-slate-700 dark:text-slate-300">Környezet</dt>
                  <dd>{o.settings.environment === 'live' ? 'Éles' : 'Teszt'}</dd>
                </div>
                <Cert label="Hitelesítő tanúsítvány" cert={o.settings.authCertificate} />
                <Cert label="Aláíró tanúsítvány" cert={o.settings.signingCertificate} />
              </dl>
            ) : (
              <p className="text-sm">Nincs beállítva NTAK-tanúsítvány. A tanúsítványt az NTAK felületén kell igényelni (CSR), majd ide feltölteni a kulcsával; négy évig érvényes.</p>
            )}
            {editing && <SettingsForm configured={o.settings.configured} environment={o.settings.environment} onDone={() => setEditing(false)} />}
            <p className="mt-2 text-sm">
              <Link to="/app/hospitality/test" className="text-indigo-700 underline dark:text-indigo-300">
                Kapcsolatpróba
              </Link>
            </p>
          </Panel>
          {o.days.map((p) => (
            <Panel key={p.propertyId} title={`Napi zárások – ${p.propertyName}${p.registrationNumber ? ` (${p.registrationNumber})` : ''}`}>
              <p className="mb-2 text-sm">{(['missing', 'rejected', 'queued', 'sent', 'accepted'] as const).map((s) => `${DAY_LABELS[s]}: ${p.days.filter((d) => d.status === s).length}`).join(' · ')}</p>
              <ul className="flex flex-wrap gap-1" aria-label="Napok állapota">
                {p.days.map((d) => (
                  <li key={d.date} className={`rounded px-2 py-1 text-xs ${dayTone[d.status]}`}>
                    {day(d.date)}: {DAY_LABELS[d.status]}
                  </li>
                ))}
              </ul>
            </Panel>
          ))}
          <Panel title="Üzenetek">
            <DataTable
              label="NTAK-üzenetek"
              columns={[
                { key: 'kind', header: 'Üzenet', cell: (m: Message) => `${NTAK_KIND_LABELS[m.kind] ?? m.kind}${m.cancelled ? ' (lemondás)' : ''}` },
                {
                  key: 'ref',
                  header: 'Foglalás / nap',
                  cell: (m) =>
                    m.reservationId ? (
                      <Link to={`/app/hospitality/reservations/${m.reservationId}`} className="text-indigo-700 underline dark:text-indigo-300">
                        {m.reservationNumber}
                      </Link>
                    ) : m.closedDay ? (
                      day(m.closedDay)
                    ) : (
                      '–'
                    ),
                },
                { key: 'state', header: 'Állapot', cell: (m) => (m.supersededBy ? 'Újraküldve' : (NTAK_STATE_LABELS[m.state] ?? m.state)) },
                { key: 'attempts', header: 'Próbálkozás', cell: (m) => m.attempts, className: 'text-right' },
                { key: 'created', header: 'Létrehozva', cell: (m) => dateTime(m.createdAt), sortValue: (m) => m.createdAt },
                { key: 'errors', header: 'NTAK válasza', cell: (m) => errorsOf(m) || (m.ntakId ? `Azonosító: ${m.ntakId}` : '–') },
              ]}
              rows={o.messages}
              rowKey={(m) => m.id}
              loading={false}
              error={false}
              onRetry={() => void overview.refetch()}
              emptyText="Még nincs NTAK-üzenet."
              pageSize={25}
              {...(canConfigure
                ? {
                    actions: (m: Message) =>
                      m.state === 'rejected' && !m.supersededBy ? (
                        <Button
                          variant="secondary"
                          onClick={() =>
                            void act(
                              () => resubmit.mutateAsync(m.id),
                              () => 'Az üzenet újra küldésre vár.',
                            )
                          }
                          aria-label={`${NTAK_KIND_LABELS[m.kind] ?? m.kind} újraküldése`}
                        >
                          Újraküldés
                        </Button>
                      ) : null,
                  }
                : {})}
            />
          </Panel>
        </>
      )}
    </div>
  );
}

function Cert({ label, cert }: { label: string; cert: NtakCertificateInfo | null }) {
  return (
    <div>
      <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
      <dd>
        {cert ? (
          <>
            {cert.subject}
            <span className="block text-xs">
              Érvényes: {cert.validTo ? day(cert.validTo.slice(0, 10)) : '–'}
              {cert.expired ? ' – lejárt!' : ''}
            </span>
          </>
        ) : (
          '–'
        )}
      </dd>
    </div>
  );
}

function SettingsForm({ configured, environment, onDone }: { configured: boolean; environment: 'test' | 'live'; onDone: () => void }) {
  const save = useSaveNtakSettings();
  const form = useZodForm(ntakSettingsBodySchema, { defaultValues: { environment, authCertificate: '', authKey: '', signingCertificate: '', signingKey: '' } });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      aria-label="NTAK-tanúsítványok"
      className="mt-4 space-y-3"
      onSubmit={async (body) => {
        await save.mutateAsync(body);
        onDone();
      }}
    >
      <ErrorList />
      <SelectField
        name="environment"
        label="Környezet"
        options={[
          { value: 'test', label: 'Teszt' },
          { value: 'live', label: 'Éles' },
        ]}
        className="max-w-xs"
      />
      <TextareaField name="authCertificate" label="Hitelesítő tanúsítvány (PEM)" rows={4} required />
      <TextareaField name="authKey" label="Hitelesítő kulcs (PEM)" rows={4} hint={configured ? 'Üresen hagyva a tárolt kulcs marad.' : undefined} />
      <TextareaField name="signingCertificate" label="Aláíró tanúsítvány (PEM)" rows={4} required />
      <TextareaField name="signingKey" label="Aláíró kulcs (PEM)" rows={4} hint={configured ? 'Üresen hagyva a tárolt kulcs marad.' : undefined} />
      <p className="text-xs text-slate-700 dark:text-slate-300">A kulcsokat titkosítva tároljuk, és soha nem adjuk vissza.</p>
      <div className="flex flex-wrap gap-2">
        <SubmitButton>Mentés</SubmitButton>
        <Button variant="secondary" onClick={onDone}>
          Mégse
        </Button>
      </div>
    </Form>
  );
}
