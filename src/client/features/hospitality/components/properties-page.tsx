// /app/hospitality/properties (issue 37.1): the firm's properties — data, units, rate plans and
// out-of-order periods — with their forms for who may configure (decision 0347).
import { useState } from 'react';
import { NTAK_UNIT_TYPE_LABELS, PROPERTY_TYPE_LABELS } from '@shared/hospitality/codes';
import { errorText } from '@client/lib/api-client';
import { Button } from '@client/components/ui/button';
import { DataTable } from '@client/components/ui/data-table';
import { Dialog } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { LoadError } from '@client/components/errors/load-error';
import { useDeleteBlock, useDeleteRatePlan, useProperties, useRemoveUnit } from '../api/hospitality-api';
import type { Property, RatePlan, TouristTaxRule, Unit } from '../api/types';
import { BLOCK_LABELS, day, HousekeepingBadge, money, Notice, Panel, PropertyPicker } from './labels';
import { BlockForm, PropertyForm, RatePlanForm, UnitForm } from './property-forms';
import { usePropertyChoice } from './use-property';

type Editing = { kind: 'property'; property: Property | null } | { kind: 'unit'; unit: Unit | null } | { kind: 'block'; unit: Unit } | { kind: 'plan'; plan: RatePlan | null } | null;

export function touristTaxText(rule: TouristTaxRule): string {
  if (rule.mode === 'per_night') return `${money(rule.amountHuf)} vendégéjszakánként`;
  if (rule.mode === 'percent') return `a szállásdíj ${String(rule.percent).replace('.', ',')}%-a`;
  return 'nincs';
}

export function PropertiesPage({ canConfigure }: { canConfigure: boolean }) {
  const properties = useProperties();
  const { property, choose } = usePropertyChoice(properties.data);
  const [editing, setEditing] = useState<Editing>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const removeUnit = useRemoveUnit();
  const deletePlan = useDeleteRatePlan();
  const deleteBlock = useDeleteBlock();
  const close = () => setEditing(null);
  const run = (p: Promise<unknown>) => {
    setProblem(null);
    p.catch((e: unknown) => setProblem(errorText(e)));
  };

  const title =
    editing?.kind === 'property'
      ? editing.property
        ? 'Szálláshely szerkesztése'
        : 'Új szálláshely'
      : editing?.kind === 'unit'
        ? editing.unit
          ? `${editing.unit.name} szerkesztése`
          : 'Új egység'
        : editing?.kind === 'block'
          ? `${editing.unit.name}: üzemen kívüli időszak`
          : editing?.kind === 'plan'
            ? editing.plan
              ? 'Árazás szerkesztése'
              : 'Új árazás'
            : '';

  return (
    <div className="space-y-6">
      <PageHeader title="Szálláshelyek" actions={canConfigure && <Button onClick={() => setEditing({ kind: 'property', property: null })}>Új szálláshely</Button>} />
      {properties.isError ? (
        <LoadError onRetry={() => void properties.refetch()} error={properties.error} />
      ) : properties.isPending ? (
        <div role="status" aria-label="Betöltés" className="h-48 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
      ) : !property ? (
        <p>Még nincs szálláshely. {canConfigure ? 'Az „Új szálláshely” gombbal veheted fel az elsőt.' : 'A beállításokat az iroda adminisztrátora végzi.'}</p>
      ) : (
        <>
          <PropertyPicker properties={properties.data} value={property.id} onChange={choose} />
          {problem && <Notice tone="error">{problem}</Notice>}
          <Panel
            title={property.name}
            actions={
              canConfigure && (
                <Button variant="secondary" onClick={() => setEditing({ kind: 'property', property })}>
                  Adatok szerkesztése
                </Button>
              )
            }
          >
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
              <Item label="Típus">{PROPERTY_TYPE_LABELS[property.type]}</Item>
              <Item label="Cím">{`${property.address.postalCode} ${property.address.city}, ${property.address.addressLine}`}</Item>
              <Item label="NTAK-regisztrációs szám">{property.ntakRegistrationNumber ?? 'nincs megadva'}</Item>
              <Item label="Idegenforgalmi adó">{touristTaxText(property.touristTax)}</Item>
              <Item label="Lemondás">{`ingyenes ${property.cancellationTerms.freeUntilDays} nappal az érkezés előttig, utána ${property.cancellationTerms.penaltyPercent}%`}</Item>
              <Item label="Be- és kijelentkezés">{`${property.checkInTime} / ${property.checkOutTime}`}</Item>
            </dl>
          </Panel>
          <Panel
            title="Egységek"
            actions={
              canConfigure && (
                <Button variant="secondary" onClick={() => setEditing({ kind: 'unit', unit: null })}>
                  Új egység
                </Button>
              )
            }
          >
            <DataTable
              label="Egységek"
              columns={[
                { key: 'name', header: 'Egység', cell: (u: Unit) => u.name, sortValue: (u) => u.position },
                { key: 'type', header: 'NTAK-típus', cell: (u) => NTAK_UNIT_TYPE_LABELS[u.ntakType] },
                { key: 'capacity', header: 'Férőhely', cell: (u) => `${u.capacity} fő`, sortValue: (u) => u.capacity },
                {
                  key: 'beds',
                  header: 'Ágyak',
                  cell: (u) => [u.singleBeds && `${u.singleBeds} egyszemélyes`, u.doubleBeds && `${u.doubleBeds} francia`, u.extraBeds && `${u.extraBeds} pót`].filter(Boolean).join(', ') || '–',
                },
                { key: 'state', header: 'Állapot', cell: (u) => <HousekeepingBadge state={u.housekeeping} /> },
              ]}
              rows={property.units}
              rowKey={(u) => u.id}
              loading={false}
              error={false}
              onRetry={() => void properties.refetch()}
              emptyText="Még nincs egység."
              {...(canConfigure
                ? {
                    actions: (u: Unit) => (
                      <div className="flex flex-wrap gap-1">
                        <Button variant="ghost" onClick={() => setEditing({ kind: 'unit', unit: u })} aria-label={`${u.name} szerkesztése`}>
                          Szerkesztés
                        </Button>
                        <Button variant="ghost" onClick={() => setEditing({ kind: 'block', unit: u })} aria-label={`${u.name}: üzemen kívüli időszak`}>
                          Üzemen kívül
                        </Button>
                        <Button
                          variant="ghost"
                          onClick={() => window.confirm(`Törlöd a(z) ${u.name} egységet? Foglalással rendelkező egység archiválódik.`) && run(removeUnit.mutateAsync(u.id))}
                          aria-label={`${u.name} törlése`}
                        >
                          Törlés
                        </Button>
                      </div>
                    ),
                  }
                : {})}
            />
          </Panel>
          <Panel
            title="Árazások"
            actions={
              canConfigure && (
                <Button variant="secondary" onClick={() => setEditing({ kind: 'plan', plan: null })}>
                  Új árazás
                </Button>
              )
            }
          >
            <DataTable
              label="Árazások"
              columns={[
                { key: 'name', header: 'Név', cell: (r: RatePlan) => `${r.name}${r.isDefault ? ' (alapértelmezett)' : ''}`, sortValue: (r) => r.name },
                { key: 'price', header: 'Alapár / éj', cell: (r) => money(r.basePrice), className: 'text-right' },
                { key: 'min', header: 'Min. éj', cell: (r) => r.minStay },
                { key: 'seasons', header: 'Szezonok', cell: (r) => (r.seasons.length ? r.seasons.map((s) => `${day(s.startsOn)} – ${day(s.endsOn)}: ${money(s.price)}`).join('; ') : '–') },
                {
                  key: 'units',
                  header: 'Egységek',
                  cell: (r) =>
                    r.unitIds.length
                      ? property.units
                          .filter((u) => r.unitIds.includes(u.id))
                          .map((u) => u.name)
                          .join(', ')
                      : 'mindegyik',
                },
              ]}
              rows={property.ratePlans}
              rowKey={(r) => r.id}
              loading={false}
              error={false}
              onRetry={() => void properties.refetch()}
              emptyText="Még nincs árazás: foglaláskor egyedi végösszeg adható meg."
              {...(canConfigure
                ? {
                    actions: (r: RatePlan) => (
                      <div className="flex flex-wrap gap-1">
                        <Button variant="ghost" onClick={() => setEditing({ kind: 'plan', plan: r })} aria-label={`${r.name} szerkesztése`}>
                          Szerkesztés
                        </Button>
                        <Button variant="ghost" onClick={() => window.confirm(`Törlöd a(z) ${r.name} árazást?`) && run(deletePlan.mutateAsync(r.id))} aria-label={`${r.name} törlése`}>
                          Törlés
                        </Button>
                      </div>
                    ),
                  }
                : {})}
            />
          </Panel>
          <Panel title="Üzemen kívüli időszakok">
            <DataTable
              label="Üzemen kívüli időszakok"
              columns={[
                { key: 'unit', header: 'Egység', cell: (b: Unit['blocks'][number] & { unitName: string }) => b.unitName },
                { key: 'kind', header: 'Fajta', cell: (b) => BLOCK_LABELS[b.kind] },
                { key: 'from', header: 'Első nap', cell: (b) => day(b.startsOn), sortValue: (b) => b.startsOn },
                { key: 'to', header: 'Újra kiadható', cell: (b) => day(b.endsOn) },
                { key: 'reason', header: 'Ok', cell: (b) => b.reason },
              ]}
              rows={property.units.flatMap((u) => u.blocks.map((b) => ({ ...b, unitName: u.name })))}
              rowKey={(b) => b.id}
              loading={false}
              error={false}
              onRetry={() => void properties.refetch()}
              emptyText="Nincs mai vagy jövőbeli üzemen kívüli időszak."
              initialSort="from"
              {...(canConfigure
                ? {
                    actions: (b: { id: string; unitName: string }) => (
                      <Button variant="ghost" onClick={() => run(deleteBlock.mutateAsync(b.id))} aria-label={`${b.unitName}: időszak törlése`}>
                        Törlés
                      </Button>
                    ),
                  }
                : {})}
            />
          </Panel>
        </>
      )}
      <Dialog open={editing !== null} title={title} onClose={close}>
        {editing?.kind === 'property' && (
          <PropertyForm
            property={editing.property}
            onDone={(id) => {
              close();
              if (id && !editing.property) choose(id);
            }}
          />
        )}
        {editing?.kind === 'unit' && property && <UnitForm propertyId={property.id} unit={editing.unit} onDone={close} />}
        {editing?.kind === 'block' && <BlockForm unit={editing.unit} onDone={close} />}
        {editing?.kind === 'plan' && property && <RatePlanForm property={property} plan={editing.plan} onDone={close} />}
      </Dialog>
    </div>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="font-medium text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}
