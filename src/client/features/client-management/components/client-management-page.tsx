// /app/client-management (and the firm sidebar's /app/customers): the firm's clients with their
// matters, the sum of their issued invoices and who of them may use the client portal (decision
// 0134). The selected client is in the URL (?client=), so a link can open it. With the client
// portal, a second tab (?tab=messages) holds the clients' portal messages, composed in by the app.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ClientSummary } from '@shared/client-management/client-management.schemas';
import { formatHuf } from '@shared/hu/format';
import { buttonClasses } from '@client/components/ui/button';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { PageHeader } from '@client/components/ui/page-header';
import { SearchField } from '@client/components/ui/search-field';
import { Tabs } from '@client/components/ui/tabs';
import { useClients } from '../api/clients-api';
import { ClientPanel } from './client-panel';
import { OpenBalance } from './open-balance';

export function ClientManagementPage({
  canManageAccess,
  canOnboard,
  messages,
  clientActions,
}: {
  canManageAccess: boolean;
  canOnboard: boolean;
  messages?: { label: string; content: ReactNode };
  /** Other modules' buttons on the selected client's panel (the app composes them). */
  clientActions?: (clientId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selected = params.get('client');
  const [q, setQ] = useState('');
  const clients = useClients(q);
  const select = (id: string) => setParams({ client: id }, { replace: true });
  // Under 1536 px the panel is under the list: a client picked low in the list would open off the
  // screen, so a pick brings the panel into view ('nearest': no scroll when it is already seen).
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected) panelRef.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  const columns: Column<ClientSummary>[] = [
    {
      key: 'name',
      header: t('clientManagement.columns.name'),
      cell: (c) => (
        <button type="button" onClick={() => select(c.id)} aria-pressed={c.id === selected} className="text-left font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
          {c.name}
        </button>
      ),
    },
    { key: 'kind', header: t('clientManagement.columns.kind'), cell: (c) => t(`contacts.kind.${c.kind}`) },
    { key: 'matters', header: t('clientManagement.columns.matters'), cell: (c) => t('clientManagement.matterCount', { open: c.openMatters, total: c.totalMatters }) },
    { key: 'invoiced', header: t('clientManagement.columns.invoiced'), cell: (c) => <span className="whitespace-nowrap">{c.invoicedHuf === null ? '–' : formatHuf(Number(c.invoicedHuf))}</span> },
    { key: 'open', header: t('clientManagement.columns.open'), cell: (c) => <OpenBalance client={c} /> },
    { key: 'portal', header: t('clientManagement.columns.portal'), cell: (c) => (c.portalUsers > 0 ? t('clientManagement.portalUsers', { count: c.portalUsers }) : t('clientManagement.noPortal')) },
  ];

  const clientList = (
    <div className="space-y-6">
      <SearchField label={t('clientManagement.search')} value={q} onChange={setQ} />
      {/* The client's panel sits beside the list once one is picked, from 1536 px (at 1280 px the list
          beside it clipped the overdue amount and hid the portal column); until then the hint stands
          above the list and the list has the whole width (it got 60 % beside a one-line hint, and scrolled). */}
      {!selected && <p className="text-slate-700 dark:text-slate-300">{t('clientManagement.pick')}</p>}
      <div className={`grid gap-6 ${selected ? '2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : ''}`}>
        <DataTable
          label={t('clientManagement.title')}
          columns={columns}
          rows={clients.data?.items}
          rowKey={(c) => c.id}
          loading={clients.isPending}
          error={clients.error}
          onRetry={() => void clients.refetch()}
          emptyText={q ? t('clientManagement.noMatch') : t('clientManagement.empty')}
          stackOnPhone
        />
        {selected && (
          <div ref={panelRef} className="scroll-mt-20">
            <ClientPanel key={selected} id={selected} canManageAccess={canManageAccess} actions={clientActions} />
          </div>
        )}
      </div>
    </div>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('clientManagement.title')}
        actions={
          canOnboard && (
            <Link to="/app/client-onboarding" className={buttonClasses()}>
              {t('clientManagement.onboardNew')}
            </Link>
          )
        }
      >
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('clientManagement.intro')}</p>
      </PageHeader>
      {messages ? (
        <Tabs
          label={t('clientPortal.messages.firm.tabs')}
          selected={params.get('tab') === 'messages' ? 'messages' : 'clients'}
          onSelect={(tab) => setParams(tab === 'messages' ? { tab } : {}, { replace: true })}
          items={[
            { key: 'clients', label: t('clientManagement.title'), content: clientList },
            { key: 'messages', label: messages.label, content: messages.content },
          ]}
        />
      ) : (
        clientList
      )}
    </div>
  );
}
