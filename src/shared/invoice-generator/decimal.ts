/**
 * Exact decimal arithmetic for invoice amounts. Amounts travel as decimal strings ("1234.50") —
 * the same form as Postgres `numeric` and NAV's XML — and are computed as scaled BigInts, so no
 * binary floating point ever touches money.
 */
export interface Decimal {
  /** The value times 10^scale. */
  readonly units: bigint;
  readonly scale: number;
}

const DECIMAL_PATTERN = /^([+-]?)(\d+)(?:\.(\d+))?$/;

export function isDecimalString(value: string): boolean {
  return DECIMAL_PATTERN.test(value);
}

export function parseDecimal(value: string): Decimal {
  const m = DECIMAL_PATTERN.exec(value.trim());
  if (!m) throw new RangeError(`Not a decimal number: "${value}"`);
  const fraction = m[3] ?? '';
  const units = BigInt(m[2]! + fraction);
  return { units: m[1] === '-' ? -units : units, scale: fraction.length };
}

export function decimal(value: string | Decimal): Decimal {
  return typeof value === 'string' ? parseDecimal(value) : value;
}

function rescale(a: Decimal, scale: number): Decimal {
  if (scale < a.scale) throw new RangeError('rescale would lose digits; use roundTo');
  return { units: a.units * 10n ** BigInt(scale - a.scale), scale };
}

export function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale).units + rescale(b, scale).units, scale };
}

export function sub(a: Decimal, b: Decimal): Decimal {
  return add(a, negate(b));
}

export function negate(a: Decimal): Decimal {
  return { units: -a.units, scale: a.scale };
}

export function mul(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

export function sum(values: readonly Decimal[]): Decimal {
  return values.reduce(add, ZERO);
}

export const ZERO: Decimal = { units: 0n, scale: 0 };

/** Rounds half away from zero (kereskedelmi kerekítés), symmetric, so a storno negates exactly. */
export function roundTo(a: Decimal, scale: number): Decimal {
  if (scale >= a.scale) return rescale(a, scale);
  const divisor = 10n ** BigInt(a.scale - scale);
  const magnitude = a.units < 0n ? -a.units : a.units;
  let quotient = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) quotient += 1n;
  return { units: a.units < 0n ? -quotient : quotient, scale };
}

export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const d = sub(a, b).units;
  return d === 0n ? 0 : d < 0n ? -1 : 1;
}

export function isZero(a: Decimal): boolean {
  return a.units === 0n;
}

export function isNegative(a: Decimal): boolean {
  return a.units < 0n;
}

export function abs(a: Decimal): Decimal {
  return a.units < 0n ? negate(a) : a;
}

/** Formats with exactly `scale` decimals (rounding if needed); without `scale`, as stored. */
export function formatDecimal(a: Decimal, scale?: number): string {
  const v = scale === undefined ? a : roundTo(a, scale);
  const negative = v.units < 0n;
  const digits = (negative ? -v.units : v.units).toString().padStart(v.scale + 1, '0');
  const whole = digits.slice(0, digits.length - v.scale);
  const fraction = v.scale > 0 ? `.${digits.slice(digits.length - v.scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Shortest exact form: "1.50" → "1.5", "2.000" → "2". */
export function normalizeDecimal(value: string | Decimal): string {
  const a = decimal(value);
  let { units, scale } = a;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return formatDecimal({ units, scale });
}

/** Number of significant fraction digits ("1.50" → 1). */
export function fractionDigits(value: string | Decimal): number {
  return decimal(normalizeDecimal(value)).scale;
}
