// Push delivery (decision 0516). A new bell notice (notify(), any module) or a customer's portal
// message (the `message.received` domain event) enqueues one `mobile.push` job in the writing
// transaction – only for a user who has a device in the firm and whose settings take that kind –
// so a push exists exactly when the notice was committed. The job checks that the firm still has
// the module and the plan's mobile_app, then posts the push to each of the user's devices: a
// device the push service calls gone (404/410) is removed, another refusal is written on the
// device, and when every device failed for a reason that may pass (network, 429, 5xx) the job is
// retried by the runtime.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkAccess } from '@shared/entitlements/entitlements';
import { type PushPayload, pushCategoryOf, type PushSettings } from '@shared/mobile/mobile.schemas';
import { resultRows } from '../../db/client';
import type { TenantTx } from '../../db/tenant-scope';
import { onDomainEvent } from '../../events/domain-events';
import { defineJob } from '../../jobs/definition';
import { enqueue } from '../../jobs/enqueue';
import { installedModuleKeys } from '../../module-system/installed';
import { onNotified } from '../../notifications/notify';
import { readEntitlementState } from '../billing';
import { adminsWithDevices, deleteDevices, threadCustomersWithDevices, markDelivered, markFailed, ownDevices, ownSettings, pushReceivers } from './mobile.repo';
import type { MobileDeviceRow } from './mobile.schema';
import { type PushTransport, sendPush } from './push-transport';
import type { VapidKeys } from './vapid';

export const pushJob = defineJob({
  name: 'mobile.push',
  scope: 'tenant',
  payload: z.object({
    /** The recipient; null: the recipients of `threadId`'s message on `audience`'s side, found when the job runs. */
    userId: z.string().nullable(),
    threadId: z.string().nullable(),
    /**
     * Whose message it is for: the firm's (a customer wrote) or the customer's (the firm wrote;
     * decision 0518). Since 0519 the customer's comes as her bell notice with its `userId`; a
     * `customer` job without one was queued before and still finds the thread's customers.
     */
    audience: z.enum(['firm', 'customer']).default('firm'),
    kind: z.string(),
    title: z.string(),
    link: z.string().nullable(),
  }),
  retry: { maxAttempts: 5, baseMs: 30_000, capMs: 30 * 60_000 },
  // Each push waits at most 15 s for the push service; a user has at most 10 devices.
  leaseMs: 4 * 60_000,
});

export type PushJobPayload = z.infer<typeof pushJob.payload>;

/** The notice a customer's portal message becomes on the firm's phones: no client, no text (lawyer's secret). */
export const MESSAGE_PUSH = { kind: 'portal.message', title: 'Új ügyfélüzenet érkezett az ügyfélportálon', link: '/app/client-portal' } as const;

const wants = (settings: PushSettings, kind: string) => settings[pushCategoryOf(kind)];

/** notify()'s listener: a job per notice whose user has a device in the notice's firm and takes its kind. */
export function registerPushListeners(): void {
  onNotified('mobile.push', async (db, created) => {
    const firmNotices = created.filter((n): n is typeof n & { tenantId: string } => n.tenantId !== null);
    if (firmNotices.length === 0) return;
    const receivers = await pushReceivers(db, firmNotices);
    if (receivers.length === 0) return;
    for (const n of firmNotices) {
      const r = receivers.find((x) => x.tenantId === n.tenantId && x.userId === n.userId);
      if (!r || !wants(r.settings, n.kind)) continue;
      await enqueue(db, pushJob, { userId: n.userId, threadId: null, audience: 'firm', kind: n.kind, title: n.title, link: n.link }, { tenantId: n.tenantId, key: `notice:${n.id}` });
    }
  });
  // A customer's portal message: the firm member it is for is found by the job (its scope sees the
  // thread's matter). The firm's message reaches its customers as their bell notice (decision 0519),
  // which the listener above pushes.
  onDomainEvent('message.received', 'mobile.push', async (tx, event) => {
    if (event.payload.to !== 'firm') return;
    const [any] = resultRows<{ one: number }>(await tx.execute(sql`select 1 as one from mobile_devices where tenant_id = ${event.tenantId} limit 1`));
    if (!any) return;
    await enqueue(tx, pushJob, { userId: null, threadId: event.payload.threadId, audience: 'firm', ...MESSAGE_PUSH }, { tenantId: event.tenantId, key: `message:${event.id}` });
  });
}

/** The firm has the module and its plan includes the mobile app (spec 5's mobile_app check). */
export async function firmMayPush(tx: TenantTx, tenantId: string): Promise<boolean> {
  if (!(await installedModuleKeys(tx, tenantId)).has('mobile')) return false;
  const { state } = await readEntitlementState(tx, tenantId);
  return checkAccess('mobile_app', state).allowed;
}

/**
 * The firm member a customer's message is for: the thread's assignee, else its matter's responsible
 * lawyer – the rule of the portal's e-mail notice (decision 0365). Without either (null), the firm
 * admins, as the e-mail goes to them.
 */
async function messageRecipient(tx: TenantTx, threadId: string): Promise<string | null> {
  const [row] = resultRows<{ to: string | null }>(
    await tx.execute(sql`select coalesce(t.assigned_to, m.responsible_lawyer_id) as "to" from portal_threads t left join matters m on m.id = t.matter_id where t.id = ${threadId}`),
  );
  return row?.to ?? null;
}

export interface PushResult {
  sent: number;
  failed: number;
  removed: number;
  /** Every device failed for a reason that may pass. */
  retry: boolean;
}

export interface PushOutcomes {
  delivered: string[];
  gone: string[];
  failures: { id: string; error: string; retryable: boolean }[];
}

/**
 * Posts the push to the devices at once, outside any transaction: a push service may take up to
 * its 15 s timeout, and a user's ten devices one after another would hold the test push's request
 * (or the job's lease) ten times as long.
 */
export async function sendToDevices(transport: PushTransport, keys: VapidKeys, devices: readonly MobileDeviceRow[], payload: PushPayload): Promise<PushOutcomes> {
  const out: PushOutcomes = { delivered: [], gone: [], failures: [] };
  const outcomes = await Promise.all(devices.map((d) => sendPush(transport, keys, d, payload)));
  for (const [i, outcome] of outcomes.entries()) {
    const d = devices[i]!;
    if (outcome.ok) out.delivered.push(d.id);
    else if (outcome.gone) out.gone.push(d.id);
    else out.failures.push({ id: d.id, error: outcome.error, retryable: outcome.retryable });
  }
  return out;
}

/** Writes each device's outcome: gone ones removed, the last success or refusal kept. */
export async function recordOutcomes(tx: TenantTx, tenantId: string, out: PushOutcomes, now: Date): Promise<PushResult> {
  await deleteDevices(tx, tenantId, out.gone);
  await markDelivered(tx, tenantId, out.delivered, now);
  for (const f of out.failures) await markFailed(tx, tenantId, f.id, f.error, now);
  return {
    sent: out.delivered.length,
    failed: out.failures.length,
    removed: out.gone.length,
    retry: out.delivered.length === 0 && out.failures.length > 0 && out.failures.every((f) => f.retryable),
  };
}

export class PushRetryError extends Error {}

/** The job's work: who, whether, then the push. */
export async function runPushJob(
  ctx: { tenantId: string; job: { id: string }; now(): Date; inTenant<T>(work: (tx: TenantTx) => Promise<T>): Promise<T>; commit<T>(work: (tx: TenantTx) => Promise<T>): Promise<T> },
  payload: PushJobPayload,
  transport: PushTransport,
  keys: () => Promise<VapidKeys>,
): Promise<PushResult | null> {
  const plan = await ctx.inTenant(async (tx): Promise<{ devices: MobileDeviceRow[] } | { fanOut: string[] }> => {
    if (!(await firmMayPush(tx, ctx.tenantId))) return { devices: [] };
    const { threadId } = payload;
    if (payload.userId === null && threadId !== null && payload.audience === 'customer') return { fanOut: await threadCustomersWithDevices(tx, ctx.tenantId, threadId) };
    const userId = payload.userId ?? (threadId ? await messageRecipient(tx, threadId) : null);
    // Nobody owns the customer's message yet: the firm admins, as the e-mail notice does.
    if (!userId) return { fanOut: threadId ? await adminsWithDevices(tx, ctx.tenantId) : [] };
    if (!wants(await ownSettings(tx, ctx.tenantId, userId), payload.kind)) return { devices: [] };
    return { devices: await ownDevices(tx, ctx.tenantId, userId) };
  });
  if ('fanOut' in plan) {
    // Several recipients: each her own push job, with her own settings and devices.
    if (plan.fanOut.length > 0)
      await ctx.commit(async (tx) => {
        for (const userId of plan.fanOut) await enqueue(tx, pushJob, { ...payload, userId }, { tenantId: ctx.tenantId, key: `${ctx.job.id}:${userId}` });
      });
    return null;
  }
  const { devices } = plan;
  if (devices.length === 0) return null;
  const outcomes = await sendToDevices(transport, await keys(), devices, { title: payload.title, link: payload.link });
  const result = await ctx.commit((tx) => recordOutcomes(tx, ctx.tenantId, outcomes, ctx.now()));
  if (result.retry) throw new PushRetryError(`push: every device of the user failed for a passing reason (${result.failed})`);
  return result;
}
