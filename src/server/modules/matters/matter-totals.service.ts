// A matter's totals for its case file (issue 38.3, decision 0335), summed by the database under
// RLS: the caller sees the matter (else 404), so its time entries and invoices too. Foreign
// currency time is converted at the rate of the firm's latest invoice in it (decision 0219).
import { sql } from 'drizzle-orm';
import { todayInBudapest } from '@shared/dates/iso-date';
import type { MatterTotals } from '@shared/matters/matters.schemas';
import { resultRows } from '../../db/client';
import type { TenantTx } from '../../db/tenant-scope';
import { visibleMatter } from './matter-access';
import { forintRate } from '../../reports/forint-rate';

const money = (v: unknown): number => Math.round(Number(v ?? 0) * 100) / 100;
const hours = (minutes: unknown): number => Math.round((Number(minutes ?? 0) / 60) * 100) / 100;

export async function matterTotals(tx: TenantTx, tenantId: string, matterId: string): Promise<MatterTotals> {
  const matter = await visibleMatter(tx, tenantId, matterId);
  const today = todayInBudapest();
  const [time] = resultRows<{ worked: number | null; unbilled_minutes: number | null; unbilled_huf: string | null }>(
    await tx.execute(sql`select (select sum(te.minutes) from time_entries te where te.tenant_id = ${tenantId} and te.matter_id = ${matter.id})::int as worked,
        sum(g.minutes)::int as unbilled_minutes, round(sum(g.value * coalesce(${forintRate(sql`g.currency`, today)}, 0)), 2)::text as unbilled_huf
      from (select te.currency, sum(te.billed_minutes) as minutes, sum(te.amount) as value from time_entries te
            where te.tenant_id = ${tenantId} and te.matter_id = ${matter.id} and te.billable and te.amount > 0 and te.invoice_id is null
            group by te.currency) g`),
  );
  const [billed] = resultRows<{ invoiced: string | null; paid: string | null }>(
    await tx.execute(sql`select
        (select round(sum(i.gross_amount_huf), 2) from invoices i where i.tenant_id = ${tenantId} and i.matter_id = ${matter.id} and i.status = 'issued')::text as invoiced,
        (select round(sum(p.amount * i.exchange_rate), 2) from invoice_payments p join invoices i on i.id = p.invoice_id
          where i.tenant_id = ${tenantId} and i.matter_id = ${matter.id} and i.status = 'issued')::text as paid`),
  );
  const invoicedHuf = money(billed?.invoiced);
  const paidHuf = money(billed?.paid);
  return {
    workedHours: hours(time?.worked),
    unbilledHours: hours(time?.unbilled_minutes),
    unbilledHuf: money(time?.unbilled_huf),
    invoicedHuf,
    paidHuf,
    openHuf: Math.max(0, money(invoicedHuf - paidHuf)),
  };
}
