// E-mail to case's settings (issue 36.1, decisions 0432–0436) on /app/automations/email-to-case:
// the firm's inbound address and a matter's, on/off, allowed senders, the size limit, an optional
// IMAP mailbox, and the latest received messages with where each went. Those who may only read
// (a lawyer) see the addresses and the messages; the firm administrator changes the rules.
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { inboundMatchLabels, type InboundMailSummary, type InboundSettings, inboundStatusLabels, MAX_INBOUND_MEGABYTES, senderRuleSchema } from '@shared/inbound-mail/inbound-mail';
import { CheckboxField, ErrorList, Form, NumberField, SubmitButton, TextareaField, TextField, useZodForm } from '@client/components/form';
import { LoadError } from '@client/components/errors/load-error';
import { Button } from '@client/components/ui/button';
import { DataTable } from '@client/components/ui/data-table';
import { useInboundSettings, useSaveInboundSettings } from '../api/automations-api';
import { dateTimeFormat } from '@shared/intl';
import { formatFileSize } from '@shared/documents/documents';

const MB = 1024 * 1024;

const dateTime = (iso: string) => dateTimeFormat('hu-HU', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Budapest' }).format(new Date(iso));

/** The form's own shape: the sender rules as lines of a text area. */
const formSchema = z
  .object({
    enabled: z.boolean(),
    senders: z.string().max(20_000),
    maxMegabytes: z.number({ error: 'Adj meg egy számot.' }).int().min(1).max(MAX_INBOUND_MEGABYTES),
    imapEnabled: z.boolean(),
    imapHost: z.string().trim().max(253),
    imapPort: z.number({ error: 'Adj meg egy számot.' }).int().min(1).max(65535),
    imapSecure: z.boolean(),
    imapUser: z.string().trim().max(254),
    imapPassword: z.string().max(500),
    imapMailbox: z.string().trim().min(1, 'Add meg a mappát (általában INBOX).').max(200),
  })
  .superRefine((v, ctx) => {
    const lines = v.senders
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    const bad = lines.find((l) => !senderRuleSchema.safeParse(l).success);
    if (bad) ctx.addIssue({ code: 'custom', path: ['senders'], message: `„${bad}”: teljes e-mail-cím vagy @-cal kezdődő domain lehet (pl. @ugyfel.hu).` });
    if (v.imapEnabled && !v.imapHost) ctx.addIssue({ code: 'custom', path: ['imapHost'], message: 'Add meg az IMAP-kiszolgáló címét.' });
    if (v.imapEnabled && !v.imapUser) ctx.addIssue({ code: 'custom', path: ['imapUser'], message: 'Add meg a postafiók felhasználónevét.' });
  });

function SettingsForm({ settings, onDone }: { settings: InboundSettings; onDone: () => void }) {
  const save = useSaveInboundSettings();
  const form = useZodForm(formSchema, {
    defaultValues: {
      enabled: settings.enabled,
      senders: settings.allowedSenders.join('\n'),
      maxMegabytes: settings.maxMegabytes,
      imapEnabled: settings.imap.enabled,
      imapHost: settings.imap.host,
      imapPort: settings.imap.port,
      imapSecure: settings.imap.secure,
      imapUser: settings.imap.user,
      imapPassword: '',
      imapMailbox: settings.imap.mailbox,
    },
  });
  return (
    <Form
      form={form}
      aria-label="E-mailből ügy beállításai"
      onSubmit={async (v) => {
        await save.mutateAsync({
          enabled: v.enabled,
          allowedSenders: v.senders
            .split(/\r?\n/)
            .map((l) => l.trim().toLowerCase())
            .filter(Boolean),
          maxMegabytes: v.maxMegabytes,
          imap: { enabled: v.imapEnabled, host: v.imapHost, port: v.imapPort, secure: v.imapSecure, user: v.imapUser, password: v.imapPassword, mailbox: v.imapMailbox },
        });
        onDone();
      }}
    >
      <ErrorList />
      <CheckboxField name="enabled" label="Bejövő levelek fogadása bekapcsolva" />
      <TextareaField name="senders" label="Engedélyezett feladók" rows={4} hint="Soronként egy teljes cím (janos@ugyfel.hu) vagy egy domain (@ugyfel.hu). Üresen: bárki küldhet." />
      <NumberField
        name="maxMegabytes"
        label="Legnagyobb levélméret (MB)"
        min={1}
        max={MAX_INBOUND_MEGABYTES}
        hint={`1–${formatFileSize(MAX_INBOUND_MEGABYTES * MB)}; a mellékletekre a dokumentumtár feltöltési korlátai is vonatkoznak.`}
      />
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
        <legend className="px-1 text-sm font-semibold">Saját IMAP-postafiók (nem kötelező)</legend>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Ha az iroda meglévő postafiókjába érkező leveleket is ügyhöz kell rendelni, a rendszer néhány percenként lekérdezi az új leveleket (a postafiókban semmit nem töröl és nem jelöl meg).
        </p>
        <CheckboxField name="imapEnabled" label="IMAP-postafiók lekérdezése" />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField name="imapHost" label="IMAP-kiszolgáló" placeholder="imap.iroda.hu" />
          <NumberField name="imapPort" label="Port" min={1} max={65535} />
          <TextField name="imapUser" label="Felhasználónév" autoComplete="off" />
          <TextField
            name="imapPassword"
            label="Jelszó"
            type="password"
            autoComplete="new-password"
            hint={settings.imap.hasPassword ? 'Tárolt jelszó van; üresen hagyva megmarad.' : 'Titkosítva tároljuk, és nem jelenítjük meg újra.'}
          />
          <TextField name="imapMailbox" label="Mappa" />
          <CheckboxField name="imapSecure" label="Titkosított kapcsolat (TLS)" className="self-end" />
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pendingText="Mentés…">Mentés</SubmitButton>
        <Button variant="secondary" onClick={onDone}>
          Mégse
        </Button>
      </div>
    </Form>
  );
}

function Address({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="break-all font-mono text-sm font-semibold">{value}</dd>
      <dd className="text-xs text-slate-700 dark:text-slate-300">{hint}</dd>
    </div>
  );
}

function where(m: InboundMailSummary) {
  if (m.matter)
    return (
      <Link to={`/app/matters/${m.matter.id}`} className="text-indigo-700 underline dark:text-indigo-300">
        {m.matter.number} {m.matter.title}
      </Link>
    );
  if (m.opportunityId)
    return (
      <Link to="/app/opportunities" className="text-indigo-700 underline dark:text-indigo-300">
        Lehetőségek
      </Link>
    );
  return '–';
}

export function InboundMailSettings({ canEdit }: { canEdit: boolean }) {
  const query = useInboundSettings();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} error={query.error} />;
  const s = query.data;
  if (!s) return <div role="status" aria-label="Betöltés" className="h-40 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />;
  return (
    <div className="space-y-6">
      <section aria-labelledby="inbound-addresses" className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="inbound-addresses" className="text-lg font-semibold">
            Bejövő címek
          </h2>
          <span
            className={`rounded-full px-3 py-1 text-sm font-medium ${s.enabled ? 'bg-emerald-100 text-emerald-950 dark:bg-emerald-900/60 dark:text-emerald-50' : 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100'}`}
          >
            {s.enabled ? 'Bekapcsolva' : 'Kikapcsolva'}
          </span>
        </div>
        {!s.platform.smtpEnabled && (
          <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
            Ebben a telepítésben a beépített levélfogadó (SMTP) nincs bekapcsolva, ezért a lenti címekre küldött levelek még nem érkeznek meg. A platform üzemeltetője kapcsolhatja be; addig egy saját IMAP-postafiók
            lekérdezése használható.
          </p>
        )}
        <dl className="grid gap-4 sm:grid-cols-2">
          <Address
            label="Az iroda címe"
            value={s.address}
            hint="Az ide érkező levél a válaszlánc, a tárgyban szereplő ügyszám vagy a feladó egyetlen nyitott ügye alapján kerül ügyhöz; ha egyik sem, új lehetőség (megkeresés) lesz belőle."
          />
          <Address label="Egy ügy címe (példa)" value={s.matterAddressExample} hint="A + jel után az ügyszám áll (a / helyett kötőjellel): az ide küldött levél ennek az ügynek a feljegyzései közé kerül." />
        </dl>
        <dl className="grid gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-700 dark:text-slate-300">Engedélyezett feladók</dt>
            <dd>{s.allowedSenders.length ? s.allowedSenders.join(', ') : 'bárki'}</dd>
          </div>
          <div>
            <dt className="text-slate-700 dark:text-slate-300">Legnagyobb levélméret</dt>
            <dd>{formatFileSize(Math.min(s.maxMegabytes, s.platform.maxMegabytes) * MB)}</dd>
          </div>
          <div>
            <dt className="text-slate-700 dark:text-slate-300">IMAP-postafiók</dt>
            <dd>{s.imap.enabled ? `${s.imap.user} (${s.imap.host})` : 'nincs'}</dd>
            {s.imap.enabled && <dd className="text-xs">{s.imap.polledAt ? `Utolsó lekérdezés: ${dateTime(s.imap.polledAt)}` : 'Még nem volt lekérdezés.'}</dd>}
          </div>
        </dl>
        {s.imap.error && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
            {s.imap.error}
          </p>
        )}
        {saved && !editing && (
          <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
            A beállításokat mentettük. A levelek a te jogosultságoddal kerülnek az ügyekhez.
          </p>
        )}
        {canEdit ? (
          editing ? (
            <SettingsForm
              settings={s}
              onDone={() => {
                setEditing(false);
                setSaved(true);
              }}
            />
          ) : (
            <Button
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              Beállítások módosítása
            </Button>
          )
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">A beállításokat az iroda beállításaira jogosult kolléga (irodavezető) módosíthatja.</p>
        )}
      </section>
      <section aria-labelledby="inbound-recent" className="space-y-3">
        <h2 id="inbound-recent" className="text-lg font-semibold">
          Legutóbb érkezett levelek
        </h2>
        <DataTable
          label="Legutóbb érkezett levelek"
          columns={[
            { key: 'at', header: 'Érkezett', cell: (m: InboundMailSummary) => dateTime(m.receivedAt), sortValue: (m) => m.receivedAt },
            { key: 'from', header: 'Feladó', cell: (m) => m.from ?? '–' },
            { key: 'subject', header: 'Tárgy', cell: (m) => m.subject ?? '–' },
            { key: 'status', header: 'Állapot', cell: (m) => `${inboundStatusLabels[m.status]}${m.matchedBy ? ` (${inboundMatchLabels[m.matchedBy]})` : ''}${m.error ? ` – ${m.error}` : ''}` },
            { key: 'where', header: 'Hová került', cell: where },
            { key: 'attachments', header: 'Melléklet', cell: (m) => (m.attachmentsRefused ? `${m.attachments} (+${m.attachmentsRefused} elutasítva)` : m.attachments), className: 'text-right' },
          ]}
          rows={s.recent}
          rowKey={(m) => m.id}
          loading={false}
          error={false}
          onRetry={() => void query.refetch()}
          emptyText="Még nem érkezett levél."
          initialSort="at"
          initialDescending
          pageSize={20}
        />
      </section>
    </div>
  );
}
