import { describe, expect, it } from 'vitest';
import { asciiHostName } from './host-name';

describe('asciiHostName', () => {
  it('takes DNS names, accented ones in their xn-- form, bare local names and IPv4 addresses', () => {
    expect(asciiHostName('imap.iroda-teszt.hu')).toBe('imap.iroda-teszt.hu');
    expect(asciiHostName(' IMAP.Gmail.com. ')).toBe('imap.gmail.com');
    expect(asciiHostName('posta.példa.hu')).toBe('posta.xn--plda-bpa.hu');
    expect(asciiHostName('localhost')).toBe('localhost');
    expect(asciiHostName('192.168.1.10')).toBe('192.168.1.10');
  });

  it('refuses what is not a host name: the fuzzer’s symbols, ports, paths, users, spaces, odd numbers', () => {
    for (const bad of [
      'Ⰽꎡﳹ𐤔⽪𝈹',
      '',
      ' ',
      'imap.hu:993',
      'imap.hu/inbox',
      'janos@imap.hu',
      'imap .hu',
      '-imap.hu',
      'imap-.hu',
      'a..hu',
      '1234',
      '10.1',
      '256.1.1.1',
      'imap.123',
      `${'a'.repeat(64)}.hu`,
      '[::1]',
      'imap_1.hu',
    ]) {
      expect(asciiHostName(bad), bad).toBeNull();
    }
  });
});
