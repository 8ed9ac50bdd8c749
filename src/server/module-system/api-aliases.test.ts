// Legacy API prefixes (decision 0440): an old-prefix request is the canonical request – the same
// route, answered with the same permission guard, module guard and body – because the URL is
// rewritten once, before routing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleByKey } from '@shared/modules/registry';
import { buildTestApp, createTenantWithMember, injectAs, signIn, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { canonicalApiUrl, legacyApiPrefixes } from './api-aliases';

describe('canonicalApiUrl', () => {
  it('replaces a whole legacy prefix segment and keeps the rest of the URL', () => {
    expect(canonicalApiUrl('/api/time-entries')).toBe('/api/time-tracking');
    expect(canonicalApiUrl('/api/time-entries/week?date=2026-11-25')).toBe('/api/time-tracking/week?date=2026-11-25');
    expect(canonicalApiUrl('/api/time-entries?matterId=x')).toBe('/api/time-tracking?matterId=x');
    expect(canonicalApiUrl('/api/kb/abc/attachments')).toBe('/api/knowledge-base/abc/attachments');
    expect(canonicalApiUrl('/api/templates/abc/docx')).toBe('/api/document-templates/abc/docx');
    expect(canonicalApiUrl('/api/deadlines/obligations/abc/complete')).toBe('/api/compliance-tracker/obligations/abc/complete');
    expect(canonicalApiUrl('/api/ai/alerts/abc/resolve?x=1')).toBe('/api/ai-modules/alerts/abc/resolve?x=1');
    expect(canonicalApiUrl('/api/document-versions/abc/diff?from=1&to=2')).toBe('/api/document-versioning/abc/diff?from=1&to=2');
    expect(canonicalApiUrl('/api/document-generation/abc/files/pdf')).toBe('/api/document-generator/abc/files/pdf');
    expect(canonicalApiUrl('/api/clients/abc/portal-invitations')).toBe('/api/client-management/abc/portal-invitations');
    expect(canonicalApiUrl('/api/invoices/abc/pdf?inline=1')).toBe('/api/invoice-generator/abc/pdf?inline=1');
    expect(canonicalApiUrl('/api/portal/complaints/abc')).toBe('/api/client-portal/complaints/abc');
    expect(canonicalApiUrl('/api/complaints/abc/status')).toBe('/api/client-portal/firm/complaints/abc/status');
    expect(canonicalApiUrl('/api/complaints?status=open')).toBe('/api/client-portal/firm/complaints?status=open');
  });

  it('leaves canonical, look-alike and non-API URLs alone', () => {
    for (const url of [
      '/api/time-tracking/week',
      '/api/time-entriesx',
      '/api/kbx',
      '/api/knowledge-base',
      '/api/templatesx',
      '/api/document-templates',
      '/api/deadlinesx',
      '/api/compliance-tracker',
      '/api/aix',
      '/api/ai-modules/keys',
      '/api/platform/ai/keys',
      '/api/document-versionsx',
      '/api/document-versioning',
      '/api/document-generationx',
      '/api/document-generator',
      '/app/document-generation',
      '/api/clientsx',
      '/api/client-management',
      '/api/client-onboarding',
      '/api/invoicesx',
      '/api/invoice-generator',
      '/api/v1/invoices',
      '/api/portalx',
      '/api/complaintsx',
      '/api/client-portal/complaints',
      '/api/client-portal/firm/complaints',
      '/api/v1/deadlines',
      '/api/v1/time-entries',
      '/app/tracking',
      '/time-entries',
      '/',
    ])
      expect(canonicalApiUrl(url)).toBe(url);
  });

  it('maps only onto a canonical prefix the registry owns (or a path under it), never onto another legacy prefix', () => {
    for (const [legacy, canonical] of Object.entries(legacyApiPrefixes)) {
      expect(legacyApiPrefixes[canonical], legacy).toBeUndefined();
      const key = canonical.slice('/api/'.length).split('/')[0]!;
      expect(moduleByKey(key)?.apiPrefixes, legacy).toContain(`/api/${key}`);
    }
  });
});

describe('a legacy API prefix over HTTP', () => {
  let t: TestApp;
  let lawyer: string;
  let customer: string;
  let notInstalled: string;

  beforeAll(async () => {
    t = await buildTestApp({ env: { LOG_LEVEL: 'error' } });
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    const customerFirm = await createTenantWithMember(t.database, 'customer', undefined, ['contacts', 'matters', 'time-tracking']);
    customer = await signIn(t.app, customerFirm.email);
    const bareFirm = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, ['contacts']);
    notInstalled = await signIn(t.app, bareFirm.email);
  });
  afterAll(() => t.close());

  const both = async (cookie: string | null, method: 'GET' | 'POST', path: string, payload?: object) => {
    const send = (prefix: string) => (cookie === null ? t.app.inject({ method, url: prefix + path, headers: { origin: TEST_ORIGIN }, payload }) : injectAs(t.app, cookie, { method, url: prefix + path, payload }));
    const [legacy, canonical] = [await send('/api/time-entries'), await send('/api/time-tracking')];
    return { legacy, canonical };
  };

  it('answers 401 without a session, as the canonical prefix does', async () => {
    const { legacy, canonical } = await both(null, 'GET', '/week');
    expect(canonical.statusCode).toBe(401);
    expect([legacy.statusCode, legacy.json()]).toEqual([canonical.statusCode, canonical.json()]);
  });

  it('answers 403 to a role without the permission, as the canonical prefix does', async () => {
    const { legacy, canonical } = await both(customer, 'POST', '/timer', { matterId: 'nincs-ilyen-ugy' });
    expect(canonical.statusCode).toBe(403);
    expect([legacy.statusCode, legacy.json()]).toEqual([canonical.statusCode, canonical.json()]);
  });

  it('answers 403 MODULE_NOT_INSTALLED to a firm without the module, as the canonical prefix does', async () => {
    const { legacy, canonical } = await both(notInstalled, 'GET', '/timer');
    expect(canonical.json().code).toBe('MODULE_NOT_INSTALLED');
    expect([legacy.statusCode, legacy.json()]).toEqual([canonical.statusCode, canonical.json()]);
  });

  /** A GET path under a prefix with no route of its own (`/api/ai-modules` and `/api/client-portal` have none; `/api/document-versioning` neither, asked with a refused query); others ask the bare prefix. */
  const probe: Readonly<Record<string, string>> = { '/api/ai': '/usage/mine', '/api/document-versions': '/nincs-ilyen/diff?from=0', '/api/portal': '/overview' };

  it('answers every legacy prefix as its canonical one, signed in or not', async () => {
    for (const [legacy, canonical] of Object.entries(legacyApiPrefixes)) {
      for (const cookie of [null, lawyer]) {
        const send = (url: string) => (cookie === null ? t.app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN } }) : injectAs(t.app, cookie, { method: 'GET', url }));
        const path = probe[legacy] ?? '';
        const [old, now] = [await send(legacy + path), await send(canonical + path)];
        expect(now.statusCode, canonical).not.toBe(404);
        expect([old.statusCode, old.json()], legacy).toEqual([now.statusCode, now.json()]);
      }
    }
  });

  it('reaches the same route for a permitted user', async () => {
    const { legacy, canonical } = await both(lawyer, 'GET', '/week?date=2026-11-25');
    expect(canonical.statusCode).toBe(200);
    expect([legacy.statusCode, legacy.json()]).toEqual([canonical.statusCode, canonical.json()]);
  });
});
