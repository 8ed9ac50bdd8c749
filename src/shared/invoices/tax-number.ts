/**
 * Hungarian tax number (adószám) `xxxxxxxx-y-zz`: törzsszám with check digit, ÁFA-kód, megyekód
 * (hu-identifiers-calendar-deadlines.md §1.1). Existence is NAV's /queryTaxpayer, not checked here.
 */
import type { TaxNumber } from './invoices.schemas';

const WEIGHTS = [9, 7, 3, 1, 9, 7, 3, 1];

/** Törzsszám check: Σ wᵢ·dᵢ ≡ 0 (mod 10) with weights 9,7,3,1,9,7,3,1. */
export function isValidTaxpayerId(taxpayerId: string): boolean {
  if (!/^\d{8}$/.test(taxpayerId)) return false;
  const total = [...taxpayerId].reduce((acc, d, i) => acc + Number(d) * WEIGHTS[i]!, 0);
  return total % 10 === 0;
}

/** County (directorate) codes NAV issues: 02–20, 22–44, 51. */
export function isValidCountyCode(countyCode: string): boolean {
  if (!/^\d{2}$/.test(countyCode)) return false;
  const n = Number(countyCode);
  return (n >= 2 && n <= 20) || (n >= 22 && n <= 44) || n === 51;
}

/** Parses "12345676-2-41", "12345676241", "HU12345676" (törzsszám only). */
export function parseTaxNumber(text: string): TaxNumber | null {
  const compact = text.replace(/[\s-]/g, '').replace(/^HU/i, '');
  const m = /^(\d{8})(?:([1-5])(\d{2}))?$/.exec(compact);
  if (!m) return null;
  return m[2] ? { taxpayerId: m[1]!, vatCode: m[2], countyCode: m[3]! } : { taxpayerId: m[1]! };
}

export function formatTaxNumber(t: TaxNumber): string {
  return t.vatCode && t.countyCode ? `${t.taxpayerId}-${t.vatCode}-${t.countyCode}` : t.taxpayerId;
}
