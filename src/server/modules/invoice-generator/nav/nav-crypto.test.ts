import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decryptExchangeToken, electronicInvoiceHash, encryptExchangeToken, passwordHash, requestSignature, signatureTimestamp } from './nav-crypto';

const apiSample = (name: string) => readFileSync(fileURLToPath(new URL(`./fixtures/nav-samples/api/${name}`, import.meta.url)), 'utf8');
const tag = (xml: string, name: string) => new RegExp(`<(?:common:)?${name}[^>]*>([^<]*)<`).exec(xml)![1]!;

describe('NAV request signature (spec §1.5)', () => {
  it('passes the specification test vector (two operations, SHA3-512 outer hash)', () => {
    expect(
      requestSignature({
        requestId: 'TSTKFT1222564',
        timestamp: '2017-12-30T18:25:45.000Z',
        signKey: 'ce-8f5e-215119fa7dd621DLMRHRLH2S',
        operations: [
          { operation: 'CREATE', data: 'QWJjZDEyMzQ=' },
          { operation: 'MODIFY', data: 'RGNiYTQzMjE=' },
        ],
      }),
    ).toBe('60BC80609EE3B8F42FE904200A49A1921A1DADA08D55319ACD40C59F626514B74EEA49011D372600A10DBCF8199D590DA9C2841D987308F2D83DAE17C2470C42');
  });

  it("reproduces the signatures of NAV's API samples (their sign key is in a comment)", () => {
    for (const name of ['tokenExchange.xml', 'queryTransactionList.xml', 'manageInvoice.xml']) {
      const xml = apiSample(name);
      const signKey = /<signKey>([^<]+)<\/signKey>/.exec(xml)![1]!;
      const operations = [...xml.matchAll(/<invoiceOperation>\s*<index>\d+<\/index>\s*<invoiceOperation>(\w+)<\/invoiceOperation>\s*<invoiceData>([^<]+)<\/invoiceData>/g)].map((m) => ({
        operation: m[1] as 'CREATE',
        data: m[2]!,
      }));
      expect(requestSignature({ requestId: tag(xml, 'requestId'), timestamp: tag(xml, 'timestamp'), signKey, operations }), name).toBe(tag(xml, 'requestSignature'));
    }
  });

  it('formats the signing timestamp as UTC yyyyMMddHHmmss and rejects other forms', () => {
    expect(signatureTimestamp('2017-12-30T18:25:45.000Z')).toBe('20171230182545');
    expect(signatureTimestamp('2020-02-05T08:54:27Z')).toBe('20200205085427');
    expect(() => signatureTimestamp('2017-12-30T19:25:45+01:00')).toThrow(RangeError);
  });

  it('hashes the password with SHA-512 and an invoice with SHA3-512, upper case', () => {
    expect(passwordHash('abc')).toBe('DDAF35A193617ABACC417349AE20413112E6FA4E89A97EA20A9EEEE64B55D39A2192992A274FC1A836BA3C23A3FEEBBD454D4423643CE80E2A9AC94FA54CA49F');
    expect(electronicInvoiceHash('abc')).toBe('B751850B1A57168A5693CD924B6B096E08F621827444F70D884F5D0240D2712E10E116E9192AF3C91A7EC57647E3934057340B4CF408D5A56592F8274EEC53F0');
  });
});

describe('exchange token (AES-128-ECB, PKCS#5)', () => {
  const key = 'c8f2b1d9e0a7f635';
  const token = '3b4c9b2e-7f1a-4d3c-9a8e-0f1e2d3c4b5aXYZ';
  // Computed independently: printf token | openssl enc -aes-128-ecb -K <hex key> | base64
  const encoded = 'ZpXPXJ/jYuTfD8RSxrPHPEyoRsj9Jh5GpPFWs6AxTlV/Hw4OEV5xlCFLMOShVqVe';

  it('decrypts what OpenSSL encrypted, and encrypts the same bytes', () => {
    expect(decryptExchangeToken(encoded, key)).toBe(token);
    expect(encryptExchangeToken(token, key)).toBe(encoded);
  });

  it('refuses a wrong key length and fails on a wrong key', () => {
    expect(() => decryptExchangeToken(encoded, 'short')).toThrow(RangeError);
    expect(() => decryptExchangeToken(encoded, 'ffffffffffffffff')).toThrow();
  });
});
