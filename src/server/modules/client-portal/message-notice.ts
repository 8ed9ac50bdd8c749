// The e-mail notice of unread portal messages (issue 35 point 2, decision 0365): never one e-mail
// per message. A new message schedules, in the writing transaction, one notice job per recipient on
// the job runtime (decision 0280), due NOTICE_DELAY_MS later – unless that recipient already has a
// queued notice, which then covers this message too. When the job runs it counts, in the
// recipient's own RLS scope (the job acts as them), the other side's messages since the notice was
// scheduled that are still after their read mark: none (they read the thread meanwhile) → no
// e-mail; otherwise one e-mail with the number of messages and threads and a link – no subject,
// no text, no matter (lawyer's secret). "Offline" is read as "has not read it within the delay":
// with several instances no single one knows who has a stream open.
// Recipients: the firm's message goes to the customer users linked to the thread's client; the
// customer's to the thread's assignee, else the matter's responsible lawyer, else the firm admins
// (a fan-out job, each admin then gets their own notice job in their own scope).
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PersonActor } from '../../actor/actor';
import { resultRows } from '../../db/client';
import { isFirmAdmin } from '../../db/firm-admins';
import { jobs, members, portalUsers, tenants, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { defineJob } from '../../jobs/definition';
import { enqueue } from '../../jobs/enqueue';
import { messageNoticeMail } from '../../mail/templates';
import type { Side, ThreadRef } from './thread-parts';

/** How long a recipient has to read a message before the e-mail goes out. */
export const NOTICE_DELAY_MS = 5 * 60_000;

const noticePayload = z.object({
  /** Null: the firm admins (fan-out to one notice each). */
  recipientId: z.string().nullable(),
  /** The recipient's side: a customer is told about the firm's messages, a firm member about the customer's. */
  side: z.enum(['customer', 'firm']),
  /** Messages from this time on are covered by this notice. */
  since: z.string().datetime(),
});

export const messageNoticeJob = defineJob({ name: 'portal.message-notice', scope: 'tenant', version: 1, payload: noticePayload, retry: { maxAttempts: 5, baseMs: 60_000, capMs: 30 * 60_000 } });

type NoticePayload = z.infer<typeof noticePayload>;

/**
 * Schedules the notice for one recipient, unless one of theirs is still queued (it covers this
 * message: it counts every unread message since its own start when it runs).
 */
async function scheduleFor(tx: TenantTx, tenantId: string, recipientId: string | null, side: Side, at: Date): Promise<void> {
  const who = recipientId ?? 'admins';
  const [pending] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.tenantId, tenantId), eq(jobs.name, messageNoticeJob.name), eq(jobs.state, 'queued'), sql`${jobs.key} like ${`${who}:%`}`))
    .limit(1);
  if (pending) return;
  const payload: NoticePayload = { recipientId, side, since: at.toISOString() };
  await enqueue(tx, messageNoticeJob, payload, { tenantId, key: `${who}:${at.getTime()}`, runAt: new Date(at.getTime() + NOTICE_DELAY_MS), actingUserId: recipientId });
}

/** In the message's transaction: the notice jobs of the other side's recipients. */
export async function scheduleMessageNotices(tx: TenantTx, actor: PersonActor, thread: ThreadRef, writer: Side, at: Date): Promise<void> {
  if (writer === 'firm') {
    const customers = await tx
      .select({ userId: portalUsers.userId })
      .from(portalUsers)
      .where(and(eq(portalUsers.tenantId, actor.tenantId), eq(portalUsers.contactId, thread.contactId)));
    for (const c of customers) if (c.userId !== actor.userId) await scheduleFor(tx, actor.tenantId, c.userId, 'customer', at);
    return;
  }
  const [row] = resultRows<{ to: string | null }>(
    await tx.execute(sql`select coalesce(t.assigned_to, m.responsible_lawyer_id) as "to" from portal_threads t left join matters m on m.id = t.matter_id where t.id = ${thread.id}`),
  );
  await scheduleFor(tx, actor.tenantId, row?.to ?? null, 'firm', at);
}

/** What the notice counts in the recipient's scope: the other side's unread messages since `since`. */
export async function unreadForNotice(tx: TenantTx, tenantId: string, recipientId: string, side: Side, since: Date): Promise<{ messages: number; threads: number }> {
  const fromOtherSide = side === 'customer' ? sql`m.from_firm` : sql`not m.from_firm`;
  // A firm member is told about the threads that are theirs: assigned to them; unassigned on a matter
  // they are responsible for; unassigned with no responsible lawyer when they are a firm admin.
  const theirs =
    side === 'customer'
      ? sql`true`
      : sql`(t.assigned_to = ${recipientId} or (t.assigned_to is null and (mt.responsible_lawyer_id = ${recipientId} or (mt.responsible_lawyer_id is null and ${isFirmAdmin(recipientId, tenantId)}))))`;
  const [row] = resultRows<{ messages: number; threads: number }>(
    await tx.execute(sql`
      select count(*)::int as messages, count(distinct m.thread_id)::int as threads
      from portal_messages m
      join portal_threads t on t.id = m.thread_id
      left join matters mt on mt.id = t.matter_id
      where m.tenant_id = ${tenantId} and ${fromOtherSide} and m.created_at >= ${since.toISOString()}::timestamptz
        and m.author_id is distinct from ${recipientId}
        and m.created_at > coalesce((select r.read_at from portal_reads r where r.thread_id = t.id and r.user_id = ${recipientId}), '-infinity')
        and ${theirs}`),
  );
  return { messages: row?.messages ?? 0, threads: row?.threads ?? 0 };
}

export interface NoticeDeps {
  appUrl: string;
  send(mail: { to: string; subject: string; text: string; html: string }): Promise<void>;
}

/** The job: fan out to the admins, or count and send one e-mail (or none). */
export async function runMessageNotice(
  ctx: { tenantId: string; inTenant<T>(work: (tx: TenantTx) => Promise<T>): Promise<T> },
  payload: NoticePayload,
  deps: NoticeDeps,
): Promise<'sent' | 'read' | 'fanned-out' | 'no-recipient'> {
  const since = new Date(payload.since);
  if (!payload.recipientId) {
    await ctx.inTenant(async (tx) => {
      const admins = resultRows<{ id: string }>(await tx.execute(sql`select f.user_id as id from ${members} f where f.tenant_id = ${ctx.tenantId} and ${isFirmAdmin(sql`f.user_id`, ctx.tenantId)}`));
      for (const a of admins) await scheduleFor(tx, ctx.tenantId, a.id, 'firm', since);
    });
    return 'fanned-out';
  }
  const recipientId = payload.recipientId;
  const found = await ctx.inTenant(async (tx) => {
    const counts = await unreadForNotice(tx, ctx.tenantId, recipientId, payload.side, since);
    if (counts.messages === 0) return { counts, user: null, firm: '' };
    const [user] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, recipientId));
    const [firm] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, ctx.tenantId));
    return { counts, user: user ?? null, firm: firm?.name ?? '' };
  });
  if (found.counts.messages === 0) return 'read';
  if (!found.user) return 'no-recipient';
  const path = payload.side === 'customer' ? '/app/contact-company' : '/app/client-portal';
  await deps.send({ to: found.user.email, ...messageNoticeMail(found.user.name, { ...found.counts, firm: found.firm, fromFirm: payload.side === 'customer' }, `${deps.appUrl}${path}`) });
  return 'sent';
}
