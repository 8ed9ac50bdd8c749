// "Kapcsolat tesztelése" for the NAV technical user (issue 36.5, decision 0375): a tokenExchange
// with the firm's stored credentials – the cheapest NAV call that checks the login, the password
// hash and the request signature – answered in Hungarian with what failed (NAV's own error code).
import type { ConnectionTestResult } from '@shared/integrations/connection-test';
import { createNavClient } from '../nav/nav-client';
import { NavError } from '../nav/nav-errors';
import type { NavEndpoint } from './nav-credentials';
import { NAV_SOFTWARE } from './nav-sweep';

export async function testNavConnection(endpoint: NavEndpoint | null, options: { timeoutMs: number; fetch?: typeof fetch }): Promise<ConnectionTestResult> {
  if (!endpoint) return { ok: false, message: 'Nincs beállítva NAV technikai felhasználó: előbb add meg a számlázási beállításokban.' };
  const started = Date.now();
  try {
    await createNavClient({ baseUrl: endpoint.baseUrl, credentials: endpoint.credentials, software: NAV_SOFTWARE, timeoutMs: options.timeoutMs, ...(options.fetch ? { fetch: options.fetch } : {}) }).tokenExchange();
    return { ok: true, message: 'A NAV elfogadta a technikai felhasználót (tokenkérés sikeres).', durationMs: Date.now() - started };
  } catch (error) {
    if (error instanceof NavError) return { ok: false, message: error.message, durationMs: Date.now() - started };
    throw error;
  }
}
