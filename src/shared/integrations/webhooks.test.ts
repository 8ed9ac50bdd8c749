// The address a webhook endpoint is compared by: one receiver is one address however it is spelt.
import { describe, expect, it } from 'vitest';
import { sameWebhookUrl, webhookUrlKey } from './webhooks';

describe('webhookUrlKey', () => {
  it('ignores the case of the scheme and the host, a trailing slash, a default port and the fragment', () => {
    const key = webhookUrlKey('https://ugyvitel.iroda.hu/hook');
    for (const spelling of ['HTTPS://Ugyvitel.Iroda.HU/hook', 'https://ugyvitel.iroda.hu/hook/', 'https://ugyvitel.iroda.hu:443/hook', 'https://ugyvitel.iroda.hu/hook#x', '  https://ugyvitel.iroda.hu/hook  '])
      expect(webhookUrlKey(spelling), spelling).toBe(key);
    expect(sameWebhookUrl('https://ugyvitel.iroda.hu', 'https://UGYVITEL.iroda.hu/')).toBe(true);
  });

  it('keeps apart what may be another receiver: the path (its case too), the query, the port, the scheme', () => {
    expect(sameWebhookUrl('https://iroda.hu/hook', 'https://iroda.hu/Hook')).toBe(false);
    expect(sameWebhookUrl('https://iroda.hu/hook', 'https://iroda.hu/hook/b')).toBe(false);
    expect(sameWebhookUrl('https://iroda.hu/hook?t=1', 'https://iroda.hu/hook?t=2')).toBe(false);
    expect(sameWebhookUrl('https://iroda.hu/hook?t=1/', 'https://iroda.hu/hook?t=1')).toBe(false);
    expect(sameWebhookUrl('https://iroda.hu/?t=1', 'https://iroda.hu?t=1')).toBe(true);
    expect(sameWebhookUrl('https://iroda.hu:8443/hook', 'https://iroda.hu/hook')).toBe(false);
    expect(sameWebhookUrl('http://iroda.hu/hook', 'https://iroda.hu/hook')).toBe(false);
  });

  it('compares an unparsable text as it is, trimmed', () => {
    expect(webhookUrlKey(' nem cím ')).toBe('nem cím');
  });
});
