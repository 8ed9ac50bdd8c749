// The firm's NAV technical user (decision 0166): stored with its secrets in one AES-256-GCM box,
// read back only on the server (the outbox sweep); the API shows login, tax number and endpoint.
import { and, eq, inArray } from 'drizzle-orm';
import { invoiceActions } from '@shared/invoice-generator/actions';
import { type Actor, authorizeAction, personOf } from '../../../actor/actor';
import { audit } from '../../../audit/audit';
import type { Database } from '../../../db/client';
import { navCredentials, navReports } from '../../../db/schema';
import type { TenantTx } from '../../../db/tenant-scope';
import { DomainError } from '../../../lib/domain-error';
import { openSecret, sealSecret } from '../../../lib/secret-box';
import type { NavCredentials } from '../nav/nav-api-xml';
import { passwordHash } from '../nav/nav-crypto';
import { NAV_LIVE_BASE_URL } from '../nav/nav-client';

const PURPOSE = 'nav-credentials';

interface NavSecrets {
  passwordHash: string;
  signKey: string;
  exchangeKey: string;
}

export interface NavCredentialsInput {
  environment: 'test' | 'live';
  login: string;
  taxNumber: string;
  /** Omitted: keep the stored one. */
  password?: string | undefined;
  signKey?: string | undefined;
  exchangeKey?: string | undefined;
}

export interface NavCredentialsView {
  configured: boolean;
  environment: 'test' | 'live';
  login: string | null;
  taxNumber: string | null;
  updatedAt: string | null;
}

async function navCredentialsView(tx: TenantTx, tenantId: string): Promise<NavCredentialsView> {
  const [row] = await tx
    .select({ environment: navCredentials.environment, login: navCredentials.login, taxNumber: navCredentials.taxNumber, updatedAt: navCredentials.updatedAt })
    .from(navCredentials)
    .where(eq(navCredentials.tenantId, tenantId));
  if (!row) return { configured: false, environment: 'test', login: null, taxNumber: null, updatedAt: null };
  return { configured: true, environment: row.environment, login: row.login, taxNumber: row.taxNumber, updatedAt: row.updatedAt.toISOString() };
}

/**
 * Saves the technical user. Secrets left empty keep the stored ones; a first save needs all three.
 * Reports that failed on configuration (state `failed`) are released to be sent again.
 * Returns false when a secret is missing and none is stored.
 */
async function saveNavCredentials(tx: TenantTx, tenantId: string, userId: string, input: NavCredentialsInput, serverSecret: string): Promise<boolean> {
  const [existing] = await tx.select({ secrets: navCredentials.secrets }).from(navCredentials).where(eq(navCredentials.tenantId, tenantId));
  const stored: Partial<NavSecrets> = existing ? (JSON.parse(openSecret(serverSecret, PURPOSE, existing.secrets)) as NavSecrets) : {};
  const secrets = {
    passwordHash: input.password ? passwordHash(input.password) : stored.passwordHash,
    signKey: input.signKey || stored.signKey,
    exchangeKey: input.exchangeKey || stored.exchangeKey,
  };
  if (!secrets.passwordHash || !secrets.signKey || !secrets.exchangeKey) return false;
  const values = { environment: input.environment, login: input.login, taxNumber: input.taxNumber, secrets: sealSecret(serverSecret, PURPOSE, JSON.stringify(secrets)), updatedBy: userId, updatedAt: new Date() };
  await tx
    .insert(navCredentials)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: navCredentials.tenantId, set: values });
  await tx
    .update(navReports)
    .set({ state: 'pending', failures: 0, lastError: null, nextAttemptAt: new Date(), updatedAt: new Date() })
    .where(and(eq(navReports.tenantId, tenantId), inArray(navReports.state, ['failed'])));
  return true;
}

/** The firm's technical user as its settings show it (no secrets); invoice-generator.configure. */
export function navTechnicalUser(tx: TenantTx, actor: Actor): Promise<NavCredentialsView> {
  authorizeAction(actor, invoiceActions.configure);
  return navCredentialsView(tx, actor.tenantId);
}

/**
 * The firm's technical user saved (invoice-generator.configure), 422 NAV_CREDENTIALS_INCOMPLETE when a secret
 * is missing and none is stored; audited `invoices.nav_credentials_update` with which secrets
 * changed – never the secrets themselves.
 */
export async function configureNavTechnicalUser(tx: TenantTx, actor: Actor, input: NavCredentialsInput, serverSecret: string): Promise<NavCredentialsView> {
  authorizeAction(actor, invoiceActions.configure);
  if (!(await saveNavCredentials(tx, actor.tenantId, personOf(actor), input, serverSecret))) throw new DomainError('NAV_CREDENTIALS_INCOMPLETE');
  const changed = { password: Boolean(input.password), signKey: Boolean(input.signKey), exchangeKey: Boolean(input.exchangeKey) };
  await audit(tx, actor, 'invoices.nav_credentials_update', { type: 'tenant', id: actor.tenantId }, { environment: input.environment, login: input.login, changed });
  return navCredentialsView(tx, actor.tenantId);
}

export interface NavEndpoint {
  baseUrl: string;
  credentials: NavCredentials;
}

type NavCredentialsRow = typeof navCredentials.$inferSelect;
type EndpointOptions = { serverSecret: string; testBaseUrl: string };

function endpointOf(row: NavCredentialsRow, opts: EndpointOptions): NavEndpoint {
  const s = JSON.parse(openSecret(opts.serverSecret, PURPOSE, row.secrets)) as NavSecrets;
  return {
    baseUrl: row.environment === 'live' ? NAV_LIVE_BASE_URL : opts.testBaseUrl,
    credentials: { login: row.login, taxNumber: row.taxNumber, passwordHash: s.passwordHash, signKey: s.signKey, exchangeKey: s.exchangeKey },
  };
}

/** Owner connection (the sweep): the decrypted credentials of the firms that have them. */
export async function loadNavEndpoints(db: Database, tenantIds: readonly string[], opts: EndpointOptions): Promise<Map<string, NavEndpoint>> {
  const out = new Map<string, NavEndpoint>();
  if (tenantIds.length === 0) return out;
  const rows = await db
    .select()
    .from(navCredentials)
    .where(inArray(navCredentials.tenantId, [...tenantIds]));
  for (const row of rows) out.set(row.tenantId, endpointOf(row, opts));
  return out;
}

/**
 * The firm's own endpoint for a connection test (invoice-generator.configure), or null when no technical user
 * is set; audited `invoices.nav_connection_test` (the test spends a NAV token request).
 */
export async function navEndpointToTest(tx: TenantTx, actor: Actor, opts: EndpointOptions): Promise<NavEndpoint | null> {
  authorizeAction(actor, invoiceActions.configure);
  const [row] = await tx.select().from(navCredentials).where(eq(navCredentials.tenantId, actor.tenantId));
  await audit(tx, actor, 'invoices.nav_connection_test', { type: 'tenant', id: actor.tenantId }, { environment: row?.environment ?? null });
  return row ? endpointOf(row, opts) : null;
}
