// Converting recorded time in a foreign currency to forints for the reports (decision 0219). Used
// by the financial reports and the analytics modules, which may not import each other.
import { sql, type SQL } from 'drizzle-orm';

/**
 * Forints per unit of a currency as of a day: 1 for HUF, else the rate of the firm's latest issued
 * invoice in that currency up to the day; null when the firm never invoiced in it. Every issued
 * invoice of the firm counts, also one of a confidential matter the viewer may not see (its rate
 * is no secret; vi_report_invoices, decision 0300), so the figures do not depend on the reader.
 */
export const forintRate = (currency: SQL, asOf: string) => sql`case when ${currency} = 'HUF' then 1::numeric else (
  select r.exchange_rate from vi_report_invoices(${asOf}::date) r where r.currency = ${currency} and r.issue_date <= ${asOf}::date
  order by r.issue_date desc, r.issued_at desc limit 1) end`;
