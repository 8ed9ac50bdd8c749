import { describe, expect, it } from 'vitest';
import { compareHu, compareHuNatural, sortHu } from './collation';

describe('Hungarian alphabetical order (issue 39.4)', () => {
  const sorted = (names: string[]) => [...names].sort(compareHu);

  it('treats cs, dz and dzs as letters of their own', () => {
    expect(sorted(['Csizmadia', 'Czakó', 'Cukor'])).toEqual(['Cukor', 'Czakó', 'Csizmadia']);
    expect(sorted(['Dzsida', 'Dzurják'])).toEqual(['Dzurják', 'Dzsida']);
  });

  it('puts ö and ő after o and ó', () => {
    expect(sorted(['Ölbei', 'Ország', 'Orbán'])).toEqual(['Orbán', 'Ország', 'Ölbei']);
    // o = ó and ö = ő as letters; the accent decides only between otherwise equal words.
    expect(sorted(['Őri', 'Ottó', 'Óvári', 'Öveges'])).toEqual(['Ottó', 'Óvári', 'Őri', 'Öveges']);
    expect(sorted(['Tőr', 'Tör', 'Tor', 'Tór'])).toEqual(['Tor', 'Tór', 'Tör', 'Tőr']);
  });

  it('orders gy, ly, ny, sz, ty, zs after their first letter', () => {
    expect(sorted(['Gyula', 'Gábor', 'Győri', 'Gulyás', 'Gzella'])).toEqual(['Gábor', 'Gulyás', 'Gzella', 'Győri', 'Gyula']);
    expect(sorted(['Szabó', 'Sümegi', 'Sándor'])).toEqual(['Sándor', 'Sümegi', 'Szabó']);
    expect(sorted(['Zsolt', 'Zoltán'])).toEqual(['Zoltán', 'Zsolt']);
    expect(sorted(['Nyári', 'Nagy', 'Nyíri'])).toEqual(['Nagy', 'Nyári', 'Nyíri']);
  });

  it('sorts objects by a key, stable for equal keys', () => {
    const rows = [
      { id: 1, name: 'Csizmadia' },
      { id: 2, name: 'Cukor' },
      { id: 3, name: 'Cukor' },
      { id: 4, name: null },
    ];
    expect(sortHu(rows, (r) => r.name).map((r) => r.id)).toEqual([4, 2, 3, 1]);
  });

  it('compares runs of digits as numbers in the natural order, the letters still Hungarian', () => {
    expect(['10. tétel', '2. tétel', 'Csaba', 'Cukor', 'Ödön', 'Olga'].sort(compareHuNatural)).toEqual(['2. tétel', '10. tétel', 'Cukor', 'Csaba', 'Olga', 'Ödön']);
  });
});
