// Issue 34.5 (decision 0308): which addresses a firm-chosen URL may reach.
import { describe, expect, it } from 'vitest';
import { ApprovedHosts, isNonPublicAddress, outboundRefusal } from './outbound-address';

describe('isNonPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.100.100.200',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a9fe:a9fe',
    'ff02::1',
    'nem-cím',
  ])('refuses %s', (address) => expect(isNonPublicAddress(address)).toBe(true));

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('accepts %s', (address) => expect(isNonPublicAddress(address)).toBe(false));
});

describe('outboundRefusal', () => {
  const none = new ApprovedHosts();
  const dns = (table: Record<string, string[]>) => async (host: string) => {
    const found = table[host];
    if (!found) throw new Error(`ENOTFOUND ${host}`);
    return found;
  };
  const refusal = async (url: string, approved = none, table: Record<string, string[]> = {}) => (await outboundRefusal(new URL(url), approved, dns(table)))?.reason ?? null;

  it('checks the addresses a name resolves to: every one must be public', async () => {
    expect(await refusal('https://api.example.com/v1', none, { 'api.example.com': ['93.184.216.34'] })).toBeNull();
    expect(await refusal('https://rebind.example.com/v1', none, { 'rebind.example.com': ['93.184.216.34', '127.0.0.1'] })).toBe('non_public');
    expect(await refusal('http://metadata.example.com/', none, { 'metadata.example.com': ['169.254.169.254'] })).toBe('non_public');
    expect(await refusal('http://nincs.example.com/')).toBe('unresolved');
  });

  it('refuses address literals in every spelling the URL parser accepts', async () => {
    for (const url of ['http://127.0.0.1:11434/v1', 'http://2130706433/', 'http://0x7f.1/', 'http://[::1]:8080/', 'http://[::ffff:169.254.169.254]/', 'http://10.0.0.5/', 'http://0/']) {
      expect(`${url} ${await refusal(url)}`).toBe(`${url} non_public`);
    }
    expect(await refusal('file:///etc/passwd')).toBe('scheme');
    expect(await refusal('http://user:pw@93.184.216.34/')).toBe('credentials');
  });

  it('lets the operator approve a private host by name, address or range', async () => {
    const approved = new ApprovedHosts(['llm.iroda.local', '10.0.0.0/8', '::1']);
    expect(await refusal('http://llm.iroda.local:11434/v1', approved, { 'llm.iroda.local': ['192.168.5.5'] })).toBeNull();
    expect(await refusal('http://10.20.30.40/', approved)).toBeNull();
    expect(await refusal('http://[::1]:8080/', approved)).toBeNull();
    expect(await refusal('http://127.0.0.1/', approved)).toBe('non_public');
    expect(await refusal('http://other.local/', approved, { 'other.local': ['10.1.1.1', '192.168.1.1'] })).toBe('non_public');
  });
});
