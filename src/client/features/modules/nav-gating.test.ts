import { describe, expect, it } from 'vitest';
import type { InstalledModule } from '@shared/modules/modules.schemas';
import { moduleRegistry } from '@shared/modules/registry';
import { moduleNavigation } from './nav-gating';
import { storeResponse } from './test/fixtures';

const installed = (key: string, settings: Record<string, unknown> = {}): InstalledModule => ({ key, installedAt: '2026-10-01T08:00:00.000Z', installedBy: null, settings, usage: null });

describe('module navigation (decision 0096)', () => {
  it('links an installed released module and hides nothing of unreleased ones', () => {
    const nav = moduleNavigation(storeResponse().modules, [installed('contacts')]);
    expect(nav.links).toEqual([{ key: 'contacts', label: 'Névjegyek', path: '/app/contacts' }]);
    // Only released modules the firm lacks hide pages (every released module but contacts here); unreleased ones hide nothing.
    const unreleasedPaths = moduleRegistry.filter((m) => !m.released).flatMap((m) => m.pages.map((p) => `/app/${p}`));
    expect(nav.hiddenPaths).toEqual([
      '/app/matters',
      '/app/matters/new',
      '/app/matters/tasks',
      '/app/customers',
      '/app/client-management',
      '/app/client-onboarding',
      '/app/opportunities',
      '/app/crm',
      '/app/tracking',
      '/app/invoice-generator',
      '/app/invoice-generator/new',
      '/app/invoice-generator/settings',
      '/app/financial-reports',
      '/app/compliance-tracker',
      '/app/documents',
      '/app/document-versioning',
      '/app/ocr-demo',
      '/app/documents/templates',
      '/app/documents/templates/new',
      '/app/document-generator',
      '/app/documents/generate',
      '/app/document-generation',
      '/app/kb',
      '/app/knowledge',
      '/app/ai-modules',
      '/app/themis',
      '/app/themis/vault',
      // Automations, the client portal (issue 35), API keys (issue 36), the mobile app (decision 0516), custom branding (decision 0448) and hospitality (issue 37) are released.
      '/app/automations',
      '/app/automations/email-to-case',
      '/app/automations/deadline-reminders',
      '/app/automations/document-generation',
      '/app/ugyfelportal',
      '/app/customer-dashboard',
      '/app/contact-company',
      '/app/book-appointment',
      '/app/my-purchases',
      '/app/submit-complaint',
      '/app/company-info',
      '/app/support',
      '/app/appointments',
      '/app/complaints',
      '/app/analytics',
      '/app/api-keys',
      '/app/integrations',
      '/app/mobile',
      '/app/custom-branding',
      '/app/hospitality',
      '/app/hospitality/dashboard',
      '/app/hospitality/test',
      '/app/hospitality/calendar',
      '/app/hospitality/properties',
      '/app/hospitality/reservations',
      '/app/hospitality/reservations/new',
      '/app/hospitality/guests',
      '/app/hospitality/housekeeping',
      '/app/hospitality/invoices',
      '/app/hospitality/ntak',
    ]);
    expect(nav.hiddenPaths.filter((p) => unreleasedPaths.includes(p))).toEqual([]);
  });

  it('hides the pages of a released module that is not installed, or whose setting says so', () => {
    const store = storeResponse('halado', { 'client-management': { released: true }, 'knowledge-base': { released: true, installed: true } });
    const nav = moduleNavigation(store.modules, [installed('contacts', { showInNav: false }), installed('knowledge-base')]);
    expect(nav.hiddenPaths).toEqual(expect.arrayContaining(['/app/contacts', '/app/customers']));
    expect(nav.links).toEqual([{ key: 'knowledge-base', label: 'Tudásbázis', path: '/app/kb' }]);
  });

  it('treats a released built-in module missing from the store (hidden for the firm) as not installed', () => {
    const store = storeResponse().modules.filter((m) => m.key !== 'contacts');
    expect(moduleNavigation(store, []).hiddenPaths).toContain('/app/contacts');
  });
});
