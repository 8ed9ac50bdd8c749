// Intl formatters, built once per locale and options. Building one costs ~0.1–0.2 ms (the locale's
// data is looked up and resolved each time), formatting with a built one ~2 µs: a list of fifty rows
// with two dates each spent 20 ms building formatters on every render, and the server built one per
// "today in Budapest". The options are few and fixed at their call sites (and time zones from a
// known list), so the cache stays small. ESLint sends every `new Intl.DateTimeFormat` /
// `new Intl.NumberFormat` here.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(cache: Map<string, F>, locale: string, options: object, build: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  // eslint-disable-next-line no-restricted-syntax -- the one place formatters are built
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  // eslint-disable-next-line no-restricted-syntax -- the one place formatters are built
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name from its ISO 3166 code ("HU" → "Magyarország" in Hungarian); an unknown code as it is. */
export function countryName(code: string, locale = 'hu'): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    // A malformed code (not two letters or three digits) throws a RangeError.
    return code;
  }
}
