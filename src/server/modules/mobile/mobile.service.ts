// The mobile module's rules (decision 0516): a user's own push devices and settings in her firm,
// behind the plan's mobile_app (spec 5: the Profi plan) on every call – the module guard has
// already checked the installation. Registrations and removals are audited; the endpoint itself
// is not written to the audit trail (only its push service's host).
import { checkAccess, featureCatalogue } from '@shared/entitlements/entitlements';
import { type Device, deviceLabelOf, DEVICES_PER_USER_MAX, type PushSettings, type RegisterDeviceBody, registerDeviceBodySchema, type TestPushResult } from '@shared/mobile/mobile.schemas';
import type { PersonActor } from '../../actor/actor';
import { audit } from '../../audit/audit';
import type { TenantTx } from '../../db/tenant-scope';
import { DomainError, notFound } from '../../lib/domain-error';
import { readEntitlementState } from '../billing';
import { recordOutcomes, sendToDevices } from './mobile.push';
import { deleteOwnDevice, findOwnDeviceByEndpoint, ownDeviceCount, ownDevices, ownSettings, saveSettings, upsertDevice } from './mobile.repo';
import type { MobileDeviceRow } from './mobile.schema';
import { endpointRefusal, type PushTransport } from './push-transport';
import type { VapidKeys } from './vapid';

/** The standard denial of spec 5 (reason mobile_app_not_included) as the API's refusal. */
export async function assertMobileApp(tx: TenantTx, tenantId: string): Promise<void> {
  const { state } = await readEntitlementState(tx, tenantId);
  const access = checkAccess('mobile_app', state);
  if (!access.allowed) throw new DomainError('FEATURE_NOT_INCLUDED', featureCatalogue.mobile_app.upgradeMessage);
}

const serviceOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
};

export function toDevice(row: MobileDeviceRow): Device {
  return {
    id: row.id,
    label: row.label,
    service: serviceOf(row.endpoint),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
  };
}

export async function listDevices(tx: TenantTx, actor: PersonActor): Promise<{ items: Device[] }> {
  await assertMobileApp(tx, actor.tenantId);
  return { items: (await ownDevices(tx, actor.tenantId, actor.userId)).map(toDevice) };
}

/** Why the endpoint is refused, or null – checked before the firm's transaction, whose connection a DNS lookup must not hold. */
export function endpointCheck(transport: PushTransport, input: RegisterDeviceBody): Promise<string | null> {
  return endpointRefusal(transport, registerDeviceBodySchema.parse(input).endpoint);
}

export async function registerDevice(tx: TenantTx, actor: PersonActor, input: RegisterDeviceBody, endpointRefused: string | null): Promise<{ device: Device; created: boolean }> {
  await assertMobileApp(tx, actor.tenantId);
  const body = registerDeviceBodySchema.parse(input);
  if (endpointRefused) throw new DomainError('MOBILE_ENDPOINT_REFUSED');
  const existing = await findOwnDeviceByEndpoint(tx, actor.tenantId, actor.userId, body.endpoint);
  if (!existing && (await ownDeviceCount(tx, actor.tenantId, actor.userId)) >= DEVICES_PER_USER_MAX) throw new DomainError('MOBILE_DEVICE_LIMIT');
  const label = body.label || existing?.label || deviceLabelOf(actor.origin?.userAgent);
  const row = await upsertDevice(tx, { tenantId: actor.tenantId, userId: actor.userId, label, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth });
  if (!existing) await audit(tx, actor, 'mobile.device_register', { type: 'mobile_device', id: row.id }, { label, service: serviceOf(row.endpoint) });
  return { device: toDevice(row), created: !existing };
}

export async function removeDevice(tx: TenantTx, actor: PersonActor, id: string): Promise<void> {
  await assertMobileApp(tx, actor.tenantId);
  if (!(await deleteOwnDevice(tx, actor.tenantId, actor.userId, id))) throw notFound();
  await audit(tx, actor, 'mobile.device_remove', { type: 'mobile_device', id });
}

export async function getSettings(tx: TenantTx, actor: PersonActor): Promise<PushSettings> {
  await assertMobileApp(tx, actor.tenantId);
  return ownSettings(tx, actor.tenantId, actor.userId);
}

export async function putSettings(tx: TenantTx, actor: PersonActor, settings: PushSettings): Promise<PushSettings> {
  await assertMobileApp(tx, actor.tenantId);
  return saveSettings(tx, actor.tenantId, actor.userId, settings);
}

/** The public key, read (or generated) by the caller outside the transaction: it uses the owner connection. */
export async function vapidPublicKey(tx: TenantTx, actor: PersonActor, publicKey: string): Promise<{ publicKey: string }> {
  await assertMobileApp(tx, actor.tenantId);
  return { publicKey };
}

/** The test push's text: what a real one carries, a title and a link (decision 0516). */
export const TEST_PUSH = { title: 'Próbaértesítés: a Virtuális Iroda értesítései megérkeznek erre az eszközre.', link: '/app/mobile' } as const;

/**
 * „Próbaértesítés”: to every device of the user, at once (not on the job runtime: the answer says
 * how it went). Read in one transaction, sent outside any, the outcomes written in a third.
 */
export async function sendTestPush(inFirm: <T>(work: (tx: TenantTx, actor: PersonActor) => Promise<T>) => Promise<T>, transport: PushTransport, keys: () => Promise<VapidKeys>): Promise<TestPushResult> {
  const devices = await inFirm(async (tx, actor) => {
    await assertMobileApp(tx, actor.tenantId);
    const rows = await ownDevices(tx, actor.tenantId, actor.userId);
    if (rows.length === 0) throw new DomainError('MOBILE_NO_DEVICES');
    return rows;
  });
  const outcomes = await sendToDevices(transport, await keys(), devices, TEST_PUSH);
  const result = await inFirm((tx, actor) => recordOutcomes(tx, actor.tenantId, outcomes, new Date()));
  return { sent: result.sent, failed: result.failed, removed: result.removed };
}
