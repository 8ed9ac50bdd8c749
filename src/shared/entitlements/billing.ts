// Billing constants and money rules shared by the server (pro-formas, ledger) and the client
// (price display). No card payments: paid changes are settled by bank transfer (decision 0042).

/** Hungarian standard VAT rate (ÁFA), applied to net prices on pro-formas. */
export const VAT_RATE_PERCENT = 27;
/** Net price of one credit in forints. */
export const CREDIT_UNIT_PRICE_HUF = 200;
/** Credits a metered action costs when it runs beyond the plan limit, paid from the balance. */
export const CREDIT_COST: Record<'agent_run' | 'automation_run', number> = { agent_run: 1, automation_run: 1 };
export const CREDIT_PURCHASE_MIN = 10;
export const CREDIT_PURCHASE_MAX = 10_000;
/** Days a pro-forma gives for the transfer. */
export const PROFORMA_DUE_DAYS = 8;

/** Net + VAT = gross, VAT rounded to whole forints (HUF has no minor unit in practice). */
export function withVat(netHuf: number): { net: number; vat: number; gross: number } {
  const vat = Math.round((netHuf * VAT_RATE_PERCENT) / 100);
  return { net: netHuf, vat, gross: netHuf + vat };
}

/** `DIJBEKERO-2026-000001`: the year and a yearly sequence of six digits. */
export function proformaNumber(year: number, sequence: number): string {
  return `DIJBEKERO-${year}-${String(sequence).padStart(6, '0')}`;
}

export const PROFORMA_NUMBER_PATTERN = /^DIJBEKERO-\d{4}-\d{6}$/;
