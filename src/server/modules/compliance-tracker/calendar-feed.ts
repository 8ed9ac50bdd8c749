// Personal iCal feeds (issue 18 point 5, decision 0155): a 256-bit random token in the URL, only
// its SHA-256 stored; a new token revokes the previous one; a revoked token answers 410. The feed
// lists the deadlines the user is responsible for, read in the user's own tenant scope, so a
// confidential matter's deadline leaves the feed when the user leaves its team.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { formatHuDate } from '@shared/hu/format';
import type { Database } from '../../db/client';
import { calendarFeedTokens, matterDeadlines, matters, members } from '../../db/schema';
import { type TenantTx, withTenant } from '../../db/tenant-scope';
import { installedModuleKeys } from '../../module-system/installed';

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Revokes the user's active feeds and issues a new token (returned once, never stored). */
export async function issueFeedToken(tx: TenantTx, tenantId: string, userId: string): Promise<{ token: string; createdAt: Date }> {
  await revokeFeedTokens(tx, tenantId, userId);
  const token = randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(calendarFeedTokens)
    .values({ tenantId, userId, tokenHash: hashFeedToken(token) })
    .returning({ createdAt: calendarFeedTokens.createdAt });
  return { token, createdAt: row!.createdAt };
}

export async function revokeFeedTokens(tx: TenantTx, tenantId: string, userId: string): Promise<number> {
  const revoked = await tx
    .update(calendarFeedTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(calendarFeedTokens.tenantId, tenantId), eq(calendarFeedTokens.userId, userId), isNull(calendarFeedTokens.revokedAt)))
    .returning({ id: calendarFeedTokens.id });
  return revoked.length;
}

export async function activeFeed(tx: TenantTx, tenantId: string, userId: string) {
  const [row] = await tx
    .select({ createdAt: calendarFeedTokens.createdAt })
    .from(calendarFeedTokens)
    .where(and(eq(calendarFeedTokens.tenantId, tenantId), eq(calendarFeedTokens.userId, userId), isNull(calendarFeedTokens.revokedAt)));
  return row ?? null;
}

export type FeedLookup = { status: 'ok'; ics: string } | { status: 'revoked' } | { status: 'unknown' };

/** The feed behind a token: looked up by hash on the owner connection, then read as its user. */
export async function feedForToken(db: Database, token: string, appUrl: string): Promise<FeedLookup> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { status: 'unknown' };
  const [feed] = await db
    .select()
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.tokenHash, hashFeedToken(token)));
  if (!feed) return { status: 'unknown' };
  if (feed.revokedAt) return { status: 'revoked' };
  // An uninstalled module or a user who left the firm serves nothing.
  if (!(await installedModuleKeys(db, feed.tenantId)).has('compliance-tracker')) return { status: 'unknown' };
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.organizationId, feed.tenantId), eq(members.userId, feed.userId)));
  if (!member) return { status: 'unknown' };
  const rows = await withTenant(
    db,
    feed.tenantId,
    (tx) =>
      tx
        .select({ d: matterDeadlines, number: matters.number, matterTitle: matters.title })
        .from(matterDeadlines)
        .innerJoin(matters, eq(matters.id, matterDeadlines.matterId))
        .where(and(eq(matterDeadlines.tenantId, feed.tenantId), eq(matterDeadlines.responsibleId, feed.userId)))
        .orderBy(asc(matterDeadlines.dueOn)),
    { userId: feed.userId },
  );
  await db.update(calendarFeedTokens).set({ lastUsedAt: new Date() }).where(eq(calendarFeedTokens.id, feed.id));
  const calendar = ical({ name: 'Határidőnapló – Virtuális Iroda', method: ICalCalendarMethod.PUBLISH, prodId: { company: 'Virtuális Iroda', product: 'Határidőnapló', language: 'HU' } });
  for (const { d, number, matterTitle } of rows) {
    const status = d.status === 'done' ? ' [teljesítve]' : d.status === 'missed' ? ' [elmulasztva]' : '';
    calendar.createEvent({
      id: `${d.id}@virtualis-iroda.hu`,
      start: d.dueOn,
      allDay: true,
      summary: `${d.title} – ${number}${status}`,
      description: `${number} ${matterTitle}\nA határidő utolsó napja: ${formatHuDate(d.dueOn)}\n${d.explanation}`,
      url: `${appUrl}/app/matters/${d.matterId}`,
      lastModified: d.updatedAt,
    });
  }
  return { status: 'ok', ics: calendar.toString() };
}
