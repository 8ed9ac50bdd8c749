// Helyrajzi szám (land registry parcel number): the parcel number, an optional subdivision
// (alátörés, "1234/5"), and for a condominium unit the building letter and unit number
// ("1234/5/A/6"; also "1234/A/6"). A leading 0 marks külterület ("012/3"). Input like
// "hrsz. 1234/5" or "1234 / 5 hrsz" is normalised to "1234/5".
import { fail, MAX_IDENTIFIER_INPUT, ok, type HuValidationResult } from './validation';

export interface LandRegistryNumber {
  /** "1234/5/A/6" */
  value: string;
  parcel: string;
  subdivision: string | null;
  building: string | null;
  unit: string | null;
  /** belterület, or külterület when the number starts with 0. */
  area: 'belterület' | 'külterület';
}

const SHAPE = /^(\d{1,6})(?:\/(\d{1,4}))?(?:\/([A-Z])\/(\d{1,4}))?$/;

export function parseLandRegistryNumber(input: string): HuValidationResult<LandRegistryNumber> {
  if (input.length > MAX_IDENTIFIER_INPUT) return fail('LAND_REGISTRY_FORMAT');
  const compact = input
    .replace(/hrsz\.?\s*:?/gi, '')
    .replace(/[\s\u00a0]/g, '')
    .replace(/[,.:]+$/, '')
    .toUpperCase();
  if (compact === '') return fail('REQUIRED');
  const m = SHAPE.exec(compact);
  if (!m) return fail('LAND_REGISTRY_FORMAT');
  const [, parcel = '', subdivision, building, unit] = m;
  if (/^0+$/.test(parcel)) return fail('LAND_REGISTRY_FORMAT');
  return ok({
    value: compact,
    parcel,
    subdivision: subdivision ?? null,
    building: building ?? null,
    unit: unit ?? null,
    area: parcel.startsWith('0') ? 'külterület' : 'belterület',
  });
}

export function validateLandRegistryNumber(input: string): HuValidationResult<string> {
  const r = parseLandRegistryNumber(input);
  return r.ok ? ok(r.value.value) : r;
}
