// The firm's NTAK connection (decision 0345): the authentication certificate (mutual TLS) and the
// signing certificate as PEM, their private keys sealed in one box and never returned; the
// environment (NTAK's test system or the live one). Certificates are checked on save: readable,
// not expired, and each key belongs to its certificate.
import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Env } from '../../../env';
import { hospitalityNtakSettings } from '../../../db/schema';
import type { PersonActor } from '../../../actor/actor';
import type { TenantTx } from '../../../db/tenant-scope';
import { HttpError } from '../../../lib/http-error';
import { openSecret, sealSecret } from '../../../lib/secret-box';
import { auditHospitality } from '../hospitality-audit';
import type { NtakConnection } from './ntak-client';

/** The secret box's purpose of the firm's NTAK private keys (tests seal keys with it too). */
export const NTAK_KEYS_PURPOSE = 'hospitality-ntak-keys';
const PURPOSE = NTAK_KEYS_PURPOSE;

interface Keys {
  authKey: string;
  signingKey: string;
}

function describe(pem: string) {
  const cert = new X509Certificate(pem);
  return { subject: cert.subject.replace(/\n/g, ', '), issuer: cert.issuer.replace(/\n/g, ', '), validTo: new Date(cert.validTo).toISOString(), expired: new Date(cert.validTo) < new Date() };
}

function matches(certPem: string, keyPem: string): boolean {
  try {
    const fromKey = createPublicKey(createPrivateKey(keyPem)).export({ type: 'spki', format: 'pem' });
    const fromCert = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'pem' });
    return fromKey === fromCert;
  } catch {
    return false;
  }
}

export async function ntakSettingsView(tx: TenantTx, tenantId: string) {
  const [row] = await tx.select().from(hospitalityNtakSettings).where(eq(hospitalityNtakSettings.tenantId, tenantId));
  if (!row) return { configured: false as const, environment: 'test' as const, authCertificate: null, signingCertificate: null, updatedAt: null };
  return { configured: true as const, environment: row.environment, authCertificate: describe(row.authCertificate), signingCertificate: describe(row.signingCertificate), updatedAt: row.updatedAt.toISOString() };
}

export async function saveNtakSettings(
  tx: TenantTx,
  actor: PersonActor,
  body: { environment: 'test' | 'live'; authCertificate: string; authKey?: string | undefined; signingCertificate: string; signingKey?: string | undefined },
  serverSecret: string,
) {
  const { tenantId } = actor;
  const [existing] = await tx.select({ secrets: hospitalityNtakSettings.secrets }).from(hospitalityNtakSettings).where(eq(hospitalityNtakSettings.tenantId, tenantId));
  const stored: Partial<Keys> = existing ? (JSON.parse(openSecret(serverSecret, PURPOSE, existing.secrets)) as Keys) : {};
  const keys = { authKey: body.authKey || stored.authKey, signingKey: body.signingKey || stored.signingKey };
  if (!keys.authKey || !keys.signingKey) throw new HttpError(400, 'HOSPITALITY_NTAK_NOT_CONFIGURED');
  for (const [cert, key] of [
    [body.authCertificate, keys.authKey],
    [body.signingCertificate, keys.signingKey],
  ] as const) {
    let info;
    try {
      info = describe(cert);
    } catch {
      throw new HttpError(400, 'HOSPITALITY_NTAK_CERTIFICATE');
    }
    if (info.expired || !matches(cert, key)) throw new HttpError(400, 'HOSPITALITY_NTAK_CERTIFICATE');
  }
  const values = {
    environment: body.environment,
    authCertificate: body.authCertificate,
    signingCertificate: body.signingCertificate,
    secrets: sealSecret(serverSecret, PURPOSE, JSON.stringify(keys)),
    updatedBy: actor.userId,
    updatedAt: new Date(),
  };
  await tx
    .insert(hospitalityNtakSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: hospitalityNtakSettings.tenantId, set: values });
  await auditHospitality(tx, actor, 'ntak_settings', tenantId, { environment: body.environment });
  return { id: tenantId };
}

/** Where each environment is and which extra CA it needs (configuration; the embedded test double sets both in the demo). */
export interface NtakEndpoints {
  test: string;
  live: string | null;
  ca?: string | undefined;
  timeoutMs: number;
}

export function ntakEndpointsOf(env: Pick<Env, 'NTAK_TEST_BASE_URL' | 'NTAK_LIVE_BASE_URL' | 'NTAK_CA_FILE' | 'NTAK_TIMEOUT_MS'>): NtakEndpoints {
  return { test: env.NTAK_TEST_BASE_URL, live: env.NTAK_LIVE_BASE_URL ?? null, ...(env.NTAK_CA_FILE ? { ca: readFileSync(env.NTAK_CA_FILE, 'utf8') } : {}), timeoutMs: env.NTAK_TIMEOUT_MS };
}

/** The firm's connection, or null when it has no certificates (its messages wait). */
export async function ntakConnectionOf(tx: TenantTx, tenantId: string, endpoints: NtakEndpoints, serverSecret: string): Promise<NtakConnection | null> {
  const [row] = await tx.select().from(hospitalityNtakSettings).where(eq(hospitalityNtakSettings.tenantId, tenantId));
  if (!row) return null;
  const keys = JSON.parse(openSecret(serverSecret, PURPOSE, row.secrets)) as Keys;
  const baseUrl = row.environment === 'live' ? endpoints.live : endpoints.test;
  if (!baseUrl) return null;
  return { baseUrl, authCertificate: row.authCertificate, authKey: keys.authKey, signingCertificate: row.signingCertificate, signingKey: keys.signingKey, ca: endpoints.ca, timeoutMs: endpoints.timeoutMs };
}
