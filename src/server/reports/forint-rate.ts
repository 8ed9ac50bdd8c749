// Converting recorded time in a foreign currency to forints for the reports (decision 0219). Used
// by the financial reports and the analytics modules, which may not import each other.
import { sql, type SQL } from 'drizzle-orm';

/**
 * Forints per unit of a currency as of a day: 1 for HUF, else the rate of the firm's latest issued
 * invoice in that currency up to the day; null when the firm never invoiced in it.
 */
export const forintRate = (tenantId: string, currency: SQL, asOf: string) => sql`case when ${currency} = 'HUF' then 1::numeric else (
  select r.exchange_rate from invoices r where r.tenant_id = ${tenantId} and r.status = 'issued' and r.currency = ${currency} and r.issue_date <= ${asOf}::date
  order by r.issue_date desc, r.issued_at desc limit 1) end`;
