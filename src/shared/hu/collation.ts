// Hungarian alphabetical order (issue 39.4, decision 0314): cs, dz, dzs, gy, ly, ny, sz, ty and zs
// are letters of their own (Cukor < Czakó < Csizmadia; Dzurják < Dzsida), ö/ő come after o/ó
// (Orbán < Ország < Ölbei), and accents decide only between otherwise equal words. The CLDR
// collation of the locale "hu" says exactly this; every engine with full ICU data (Node, the
// browsers, PostgreSQL's "hu-x-icu") has it.

const collator = new Intl.Collator('hu');

/** Compares two names in Hungarian alphabetical order. */
export function compareHu(a: string, b: string): number {
  return collator.compare(a, b);
}

const naturalCollator = new Intl.Collator('hu', { numeric: true });

/** Hungarian order where a run of digits counts as a number ("2. tétel" before "10. tétel"): the
 *  text columns of the shared DataTable (decision 0372). */
export function compareHuNatural(a: string, b: string): number {
  return naturalCollator.compare(a, b);
}

/** A copy of `items` in Hungarian order of `key`; equal keys keep their order (stable). */
export function sortHu<T>(items: readonly T[], key: (item: T) => string | null | undefined): T[] {
  return items
    .map((item, i) => ({ item, i, k: key(item) ?? '' }))
    .sort((a, b) => compareHu(a.k, b.k) || a.i - b.i)
    .map((x) => x.item);
}
