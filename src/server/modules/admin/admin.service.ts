// Rules of platform administration: company lifecycle, invitations, role changes and
// deactivation. Every change is audited; affected users are notified in the app. A change, its
// audit entry and its notices are written in one transaction (decision 0270).
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseMemberRoles, type TenantRole } from '@shared/permissions/roles';
import { splitHungarianName } from '@shared/profile/person-name';
import { requestOrigin, recordAudit } from '../../audit/audit';
import { hashPassword } from '../../auth/password-hashing';
import { issueToken } from '../../auth/one-time-tokens';
import type { Database } from '../../db/client';
import { accounts, members, sessions, tenants, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError, notFound } from '../../lib/http-error';
import { inviteMail } from './invite-mail';
import { notify } from '../../notifications/notify';
import { adminRepo } from './admin.repo';
import { installDefaultModules } from '../../module-system/defaults';
import { assertMemberRolesAllowed, assertUserLeavesFirmsAnAdministrator } from '../company';

/** A URL-safe identifier from a company name: "Kovács és Társai" -> "kovacs-es-tarsai". */
export function slugFromName(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return base.length >= 2 ? base : `ceg-${randomBytes(3).toString('hex')}`;
}

function audit(db: Database | TenantTx, request: FastifyRequest, action: string, target: { type: string; id: string }, metadata?: Record<string, unknown>) {
  // Platform events carry no tenant: the row must outlive a deleted company.
  return recordAudit(db, { ...requestOrigin(request), tenantId: null, action, targetType: target.type, targetId: target.id, metadata: metadata ?? null });
}

export function adminService(app: FastifyInstance, request: FastifyRequest) {
  const repo = adminRepo(app.db);
  const me = request.ctx!.user;

  return {
    async createCompany(name: string, slug: string | undefined) {
      let finalSlug = slug ?? slugFromName(name);
      if (slug) {
        if (await repo.slugTaken(slug)) throw new HttpError(409, 'SLUG_TAKEN');
      } else {
        for (let n = 2; await repo.slugTaken(finalSlug); n++) finalSlug = `${slugFromName(name)}-${n}`;
      }
      const id = randomUUID();
      await app.db.transaction(async (tx) => {
        await tx.insert(tenants).values({ id, name, slug: finalSlug });
        await installDefaultModules(tx, id, null);
        await audit(tx, request, 'admin.company.create', { type: 'tenant', id }, { name, slug: finalSlug });
      });
      return (await repo.getCompany(id))!;
    },

    async updateCompany(id: string, changes: { name?: string | undefined; slug?: string | undefined }) {
      const current = await repo.getCompany(id);
      if (!current) throw notFound();
      if (changes.slug && (await repo.slugTaken(changes.slug, id))) throw new HttpError(409, 'SLUG_TAKEN');
      await app.db.transaction(async (tx) => {
        await tx
          .update(tenants)
          .set({ ...(changes.name ? { name: changes.name } : {}), ...(changes.slug ? { slug: changes.slug } : {}) })
          .where(eq(tenants.id, id));
        await audit(tx, request, 'admin.company.update', { type: 'tenant', id }, { before: { name: current.name, slug: current.slug }, after: changes });
      });
      return (await repo.getCompany(id))!;
    },

    async setSuspended(id: string, suspended: boolean) {
      const current = await repo.getCompany(id);
      if (!current) throw notFound();
      if ((current.suspendedAt !== null) !== suspended) {
        const userIds = await repo.memberUserIds(id);
        await app.db.transaction(async (tx) => {
          await tx
            .update(tenants)
            .set({ suspendedAt: suspended ? new Date() : null })
            .where(eq(tenants.id, id));
          await audit(tx, request, suspended ? 'admin.company.suspend' : 'admin.company.reactivate', { type: 'tenant', id }, { name: current.name });
          await notify(
            tx,
            userIds.map((userId) => ({
              userId,
              tenantId: id,
              kind: suspended ? 'tenant.suspended' : 'tenant.reactivated',
              title: suspended ? `${current.name}: a hozzáférést felfüggesztették` : `${current.name}: a hozzáférés újra aktív`,
              body: suspended ? 'A platform üzemeltetője felfüggesztette a cég hozzáférését.' : 'A cég hozzáférését a platform üzemeltetője visszaállította.',
            })),
          );
        });
      }
      return (await repo.getCompany(id))!;
    },

    async deleteCompany(id: string, confirmName: string) {
      const current = await repo.getCompany(id);
      if (!current) throw notFound();
      if (confirmName.trim() !== current.name) throw new HttpError(400, 'CONFIRMATION_MISMATCH');
      // Members, invitations and every tenant-owned row go with it (ON DELETE CASCADE).
      await app.db.transaction(async (tx) => {
        await tx.delete(tenants).where(eq(tenants.id, id));
        await audit(tx, request, 'admin.company.delete', { type: 'tenant', id }, { name: current.name, slug: current.slug, members: current.memberCount });
      });
    },

    async invite(input: { name: string; email: string; platformAdmin: boolean; tenantId?: string | undefined; roles: TenantRole[] }) {
      const [existing] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
      if (existing) throw new HttpError(409, 'EMAIL_TAKEN');
      const tenant = input.tenantId ? await repo.getCompany(input.tenantId) : null;
      if (input.tenantId && !tenant) throw notFound();
      const userId = randomUUID();
      // Nobody knows this password: the invitee sets their own through the e-mailed link.
      const unusable = await hashPassword(randomBytes(32).toString('base64url'));
      await app.db.transaction(async (tx) => {
        if (tenant && input.roles.length > 0) await assertMemberRolesAllowed(tx, tenant.id, null, input.roles);
        await tx.insert(users).values({ id: userId, name: input.name, ...splitHungarianName(input.name), email: input.email, emailVerified: false, role: input.platformAdmin ? 'admin' : 'user' });
        await tx.insert(accounts).values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: unusable });
        if (tenant && input.roles.length > 0) {
          await tx.insert(members).values({ id: randomUUID(), organizationId: tenant.id, userId, role: [...new Set(input.roles)].join(',') });
        }
        await notify(tx, {
          userId,
          tenantId: tenant?.id ?? null,
          kind: 'welcome',
          title: 'Üdvözlünk a Virtuális Irodában!',
          body: 'A profilodban megadhatod az irodád adatait és a szakterületeidet.',
          link: '/app/profile',
        });
        await audit(tx, request, 'admin.user.invite', { type: 'user', id: userId }, { email: input.email, tenantId: tenant?.id ?? null, roles: input.roles, platformAdmin: input.platformAdmin });
      });
      // The link's token and the mail once the account exists (a mail never names a rolled-back account).
      const token = await issueToken(app.db, userId, 'first_password');
      const link = `${app.env.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
      app.mailer.sendLater({ to: input.email, ...inviteMail(input.name, tenant?.name ?? null, link, `${app.env.APP_URL}/forgot-password`) });
      return userId;
    },

    async changeRole(userId: string, change: { platformAdmin: boolean } | { tenantId: string; roles: TenantRole[] }) {
      const target = await repo.getUser(userId);
      if (!target) throw notFound();
      if ('platformAdmin' in change) {
        if (userId === me.id) throw new HttpError(409, 'CANNOT_CHANGE_SELF');
        await app.db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ role: change.platformAdmin ? 'admin' : 'user', updatedAt: new Date() })
            .where(eq(users.id, userId));
          await audit(tx, request, 'admin.user.platform_role', { type: 'user', id: userId }, { platformAdmin: change.platformAdmin });
          await notify(tx, {
            userId,
            kind: 'account.role_changed',
            title: change.platformAdmin ? 'Platform adminisztrátori jogot kaptál' : 'A platform adminisztrátori jogodat visszavonták',
            link: '/app/dashboard',
          });
        });
        return;
      }
      const roles = [...new Set(change.roles)];
      await app.db.transaction(async (tx) => {
        const [member] = await tx
          .select({ id: members.id, role: members.role })
          .from(members)
          .where(and(eq(members.userId, userId), eq(members.organizationId, change.tenantId)));
        if (!member) throw notFound();
        // The firm's own rules (decisions 0498, 0501): no customer as firm admin, a new staff member takes a seat, the last firm admin stays one.
        const from = parseMemberRoles(member.role);
        await assertMemberRolesAllowed(tx, change.tenantId, { id: member.id, roles: from }, roles);
        await tx
          .update(members)
          .set({ role: roles.join(',') })
          .where(eq(members.id, member.id));
        await audit(tx, request, 'admin.user.tenant_roles', { type: 'user', id: userId }, { tenantId: change.tenantId, from, roles });
        await notify(tx, {
          userId,
          tenantId: change.tenantId,
          kind: 'account.role_changed',
          title: 'Megváltoztak a szerepköreid',
          body: 'Jelentkezz be újra, vagy frissítsd az oldalt az új menükhöz.',
          link: '/app/dashboard',
        });
      });
    },

    async setDeactivated(userId: string, deactivated: boolean) {
      const target = await repo.getUser(userId);
      if (!target) throw notFound();
      if (userId === me.id) throw new HttpError(409, 'CANNOT_CHANGE_SELF');
      await app.db.transaction(async (tx) => {
        // No firm is left without an active administrator (decision 0506): refused before anything changes.
        if (deactivated) await assertUserLeavesFirmsAnAdministrator(tx, userId);
        await tx
          .update(users)
          .set({ banned: deactivated, banReason: deactivated ? 'deactivated by platform admin' : null, updatedAt: new Date() })
          .where(eq(users.id, userId));
        // Deactivation ends every session at once; better-auth refuses banned users' sign-ins.
        if (deactivated) await tx.delete(sessions).where(eq(sessions.userId, userId));
        await audit(tx, request, deactivated ? 'admin.user.deactivate' : 'admin.user.reactivate', { type: 'user', id: userId }, { email: target.email });
      });
    },
  };
}
