// Platform-wide queries for the platform admin. They run on the owner connection (across
// tenants by design, decision 0002), so only routes guarded by requirePlatformAdmin call them.
import { type AnyColumn, and, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { resultRows } from '../../db/client';
import { auditLog, members, searchKeySql, sessions, tenants, users } from '../../db/schema';
import { parseMemberRoles } from '@shared/permissions/roles';
import { activeAdministratorCount } from '../company';

// Written out qualified: inside a subquery drizzle would render both columns unqualified.
const memberCount = sql<number>`(select count(*)::int from "members" m where m."tenant_id" = "tenants"."id")`;
/** The firm's active administrators, by the firm's own rule's definition (decisions 0506, 0510). */
const activeAdministrators = activeAdministratorCount(tenants.id);
const companyColumns = { id: tenants.id, name: tenants.name, slug: tenants.slug, createdAt: tenants.createdAt, suspendedAt: tenants.suspendedAt, memberCount, activeAdministrators };

export interface CompanyListFilter {
  q?: string | undefined;
  /** Only the firms with no active administrator (decision 0510). */
  withoutAdministrator?: boolean | undefined;
}

export interface UserListFilter {
  q?: string | undefined;
  /** Only the members of this firm (decision 0511). */
  tenantId?: string | undefined;
}

/** Any of `columns` contains `q`, case and accents aside ("kovacs" finds „Kovács”, decision 0120's key). */
function likeAny(q: string | undefined, ...columns: AnyColumn[]) {
  if (!q) return undefined;
  const pattern = searchKeySql(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return or(...columns.map((c) => sql`${searchKeySql(sql`${c}`)} like ${pattern}`));
}

export function adminRepo(db: Database) {
  return {
    async listCompanies(filter: CompanyListFilter, limit: number, offset: number) {
      const where = and(likeAny(filter.q, tenants.name, tenants.slug), filter.withoutAdministrator ? eq(activeAdministrators, 0) : undefined);
      const [items, totals] = await Promise.all([
        db.select(companyColumns).from(tenants).where(where).orderBy(desc(tenants.createdAt), tenants.id).limit(limit).offset(offset),
        db.select({ n: count() }).from(tenants).where(where),
      ]);
      return { items, total: totals[0]?.n ?? 0 };
    },

    async getCompany(id: string) {
      const [row] = await db.select(companyColumns).from(tenants).where(eq(tenants.id, id));
      return row ?? null;
    },

    async slugTaken(slug: string, exceptId?: string) {
      const rows = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
      return rows.some((r) => r.id !== exceptId);
    },

    async memberUserIds(tenantId: string) {
      const rows = await db.select({ userId: members.userId }).from(members).where(eq(members.organizationId, tenantId));
      return rows.map((r) => r.userId);
    },

    async listUsers(filter: UserListFilter, limit: number, offset: number) {
      // One firm's members: a semi-join on members (the unique index on the firm and user), no query per user.
      const inFirm = filter.tenantId === undefined ? undefined : inArray(users.id, db.select({ userId: members.userId }).from(members).where(eq(members.organizationId, filter.tenantId)));
      const where = and(likeAny(filter.q, users.name, users.email), inFirm);
      const [page, totals, firm] = await Promise.all([
        db
          .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt, role: users.role, banned: users.banned })
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), users.id)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(users).where(where),
        filter.tenantId === undefined ? undefined : db.select({ id: tenants.id, name: tenants.name }).from(tenants).where(eq(tenants.id, filter.tenantId)),
      ]);
      const ids = page.map((u) => u.id);
      const memberships = ids.length
        ? await db
            .select({ userId: members.userId, tenantId: members.organizationId, tenantName: tenants.name, role: members.role })
            .from(members)
            .innerJoin(tenants, eq(tenants.id, members.organizationId))
            .where(inArray(members.userId, ids))
            .orderBy(members.createdAt)
        : [];
      const items = page.map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        createdAt: u.createdAt.toISOString(),
        platformAdmin: u.role === 'admin',
        deactivated: u.banned === true,
        memberships: memberships.filter((m) => m.userId === u.id).map((m) => ({ tenantId: m.tenantId, tenantName: m.tenantName, roles: parseMemberRoles(m.role) })),
      }));
      const total = totals[0]?.n ?? 0;
      return firm === undefined ? { items, total } : { items, total, tenant: firm[0] ?? null };
    },

    async getUser(id: string) {
      const [row] = await db.select({ id: users.id, name: users.name, email: users.email, role: users.role, banned: users.banned }).from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async analytics(now = new Date()) {
      const since30d = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
      const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
      const signIn = eq(auditLog.action, 'auth.sign_in.success');
      const [[t], [st], [na], [u], [du], [s30], [sAll], [act]] = await Promise.all([
        db.select({ n: count() }).from(tenants),
        db.select({ n: count() }).from(tenants).where(isNotNull(tenants.suspendedAt)),
        db.select({ n: count() }).from(tenants).where(eq(activeAdministrators, 0)),
        db.select({ n: count() }).from(users),
        db.select({ n: count() }).from(users).where(eq(users.banned, true)),
        db
          .select({ n: count() })
          .from(auditLog)
          .where(and(signIn, sql`${auditLog.createdAt} >= ${since30d}`)),
        db.select({ n: count() }).from(auditLog).where(signIn),
        db
          .select({ n: count() })
          .from(sessions)
          .where(sql`${sessions.expiresAt} > ${now}`),
      ]);
      const [adminRow] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
      const roleRows = resultRows<{ role: string; n: number }>(
        await db.execute(sql`select trim(r) as role, count(distinct ${members.userId})::int as n
          from ${members}, unnest(string_to_array(${members.role}, ',')) as r group by trim(r)`),
      );
      const byRole = (role: string) => Number(roleRows.find((r) => r.role === role)?.n ?? 0);
      const monthly = async (table: string, where = sql``) =>
        resultRows<{ month: string; n: number }>(
          await db.execute(sql`select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as month, count(*)::int as n
            from ${sql.identifier(table)} where created_at >= ${start} ${where} group by 1`),
        );
      const [newUsers, newTenants, signIns] = await Promise.all([monthly('users'), monthly('tenants'), monthly('audit_log', sql`and action = 'auth.sign_in.success'`)]);
      const growth = Array.from({ length: 12 }, (_, i) => {
        const d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1));
        const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
        const pick = (rows: { month: string; n: number }[]) => Number(rows.find((r) => r.month === month)?.n ?? 0);
        return { month, users: pick(newUsers), tenants: pick(newTenants), signIns: pick(signIns) };
      });
      return {
        totals: {
          tenants: t?.n ?? 0,
          suspendedTenants: st?.n ?? 0,
          tenantsWithoutAdministrator: na?.n ?? 0,
          users: u?.n ?? 0,
          deactivatedUsers: du?.n ?? 0,
          signIns30d: s30?.n ?? 0,
          signInsTotal: sAll?.n ?? 0,
          activeSessions: act?.n ?? 0,
        },
        roles: { admin: adminRow?.n ?? 0, tenant: byRole('tenant'), lawyer: byRole('lawyer'), customer: byRole('customer') },
        growth,
      };
    },
  };
}
