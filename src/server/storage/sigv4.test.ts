// The signer against AWS's published examples: three requests of the Signature Version 4 test
// suite (credentials AKIDEXAMPLE, service "service", 2015-08-30 12:36:00 UTC) and the S3
// documentation's "GET object" example (examplebucket, Range: bytes=0-9, 2013-05-24).
import { describe, expect, it } from 'vitest';
import { amzDate, EMPTY_SHA256, parseAuthorization, signV4, uriEncode } from './sigv4';

const SUITE_CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const SUITE_SCOPE = { region: 'us-east-1', service: 'service', amzDate: '20150830T123600Z' };
const SUITE_HEADERS = { Host: 'example.amazonaws.com', 'X-Amz-Date': '20150830T123600Z' };

describe('AWS Signature Version 4', () => {
  it('get-vanilla: canonical request, string to sign and signature as published', () => {
    const signed = signV4({ method: 'GET', path: '/', headers: SUITE_HEADERS, payloadHash: EMPTY_SHA256 }, SUITE_SCOPE, SUITE_CREDENTIALS);
    expect(signed.canonicalRequest).toBe(['GET', '/', '', 'host:example.amazonaws.com', 'x-amz-date:20150830T123600Z', '', 'host;x-amz-date', EMPTY_SHA256].join('\n'));
    expect(signed.stringToSign).toBe('AWS4-HMAC-SHA256\n20150830T123600Z\n20150830/us-east-1/service/aws4_request\nbb579772317eb040ac9ed261061d46c1f17a8133879d6129b6e1c25292927e63');
    expect(signed.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it('get-vanilla-query-order-key-case: query parameters sorted by name', () => {
    const signed = signV4(
      {
        method: 'GET',
        path: '/',
        query: [
          ['Param2', 'value2'],
          ['Param1', 'value1'],
        ],
        headers: SUITE_HEADERS,
        payloadHash: EMPTY_SHA256,
      },
      SUITE_SCOPE,
      SUITE_CREDENTIALS,
    );
    expect(signed.signature).toBe('b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500');
  });

  it('post-vanilla: the method is part of the signature', () => {
    const signed = signV4({ method: 'POST', path: '/', headers: SUITE_HEADERS, payloadHash: EMPTY_SHA256 }, SUITE_SCOPE, SUITE_CREDENTIALS);
    expect(signed.signature).toBe('5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b');
  });

  it("S3's GET object example: range and x-amz-content-sha256 signed, service s3", () => {
    const signed = signV4(
      {
        method: 'GET',
        path: '/test.txt',
        headers: { Host: 'examplebucket.s3.amazonaws.com', Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256, 'x-amz-date': '20130524T000000Z' },
        payloadHash: EMPTY_SHA256,
      },
      { region: 'us-east-1', service: 's3', amzDate: '20130524T000000Z' },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
    );
    expect(signed.signedHeaders).toBe('host;range;x-amz-content-sha256;x-amz-date');
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(parseAuthorization(signed.authorization)).toEqual({
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      day: '20130524',
      region: 'us-east-1',
      service: 's3',
      signedHeaders: ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'],
      signature: 'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    });
  });

  it('formats the date and encodes like RFC 3986', () => {
    expect(amzDate(new Date(Date.UTC(2015, 7, 30, 12, 36, 0, 123)))).toBe('20150830T123600Z');
    expect(uriEncode("a b/ő!*'()~._-")).toBe('a%20b%2F%C5%91%21%2A%27%28%29~._-');
    expect(parseAuthorization('Bearer x')).toBeNull();
  });
});
