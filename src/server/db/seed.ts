// Demo platform for the embedded default: a platform admin, a law firm with a tenant admin
// and a lawyer, two customers and sample contacts. Runs only on an empty database.
import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { currentLegalVersionIds } from '@shared/legal/legal';
import type { TenantRole } from '@shared/permissions/roles';
import { splitHungarianName } from '@shared/profile/person-name';
import { hashPassword } from '../auth/password-hashing';
import { recordLegalAcceptance } from '../legal/acceptances';
import type { Database } from './client';
import { installDefaultModules } from '../module-system/defaults';
import { seedBillingDemo } from './seed-billing';
import { seedDemoContacts } from './seed-contacts';
import { seedComplianceDemo } from './seed-compliance';
import { seedDeadlinesDemo } from './seed-deadlines';
import { seedDocumentsDemo } from './seed-documents';
import { seedKnowledgeDemo } from './seed-knowledge';
import { seedMattersDemo } from './seed-matters';
import { seedOnboardingDemo } from './seed-onboarding';
import { seedOpportunitiesDemo } from './seed-opportunities';
import { seedTimeTrackingDemo } from './seed-time-tracking';
import { seedTemplatesDemo } from './seed-templates';
import { seedFactoryDemo } from './seed-module-factory';
import { seedModuleDemos } from '../module-system/demo-seeders';
import { accounts, joinRequests, members, moduleCatalog, notifications, tenants, users } from './schema';
import type { TenantTx } from './tenant-scope';

/** Printed at start and in the README; only ever seeded into an embedded or explicitly seeded database. */
export const DEMO_PASSWORD = 'Demo-Iroda-2026';

export const DEMO_TENANT = { name: 'Kovács és Társai Ügyvédi Iroda', slug: 'kovacs-es-tarsai' } as const;

export const demoAccounts: readonly { email: string; name: string; platformRole?: 'admin'; tenantRoles: TenantRole[] }[] = [
  { email: 'admin@virtualis-iroda.hu', name: 'Platform Admin', platformRole: 'admin', tenantRoles: [] },
  { email: 'iroda@kovacs-ugyved.hu', name: 'Kovács Katalin', tenantRoles: ['tenant', 'lawyer'] },
  { email: 'ugyved@kovacs-ugyved.hu', name: 'dr. Nagy Péter', tenantRoles: ['lawyer'] },
  { email: 'szabo.anna@example.hu', name: 'Szabó Anna', tenantRoles: ['customer'] },
  { email: 'toth.gabor@example.hu', name: 'Tóth Gábor', tenantRoles: ['customer'] },
];

/**
 * A prospective client who registered and asked to join the demo firm by the lawyer's e-mail: the
 * firm admin sees the pending request in Beállítások (decision 0070). Not a demo login.
 */
const demoJoinRequester = { email: 'kiss.bence@example.hu', name: 'Kiss Bence', company: 'Bence Bau Kft.', requestedWith: 'ugyved@kovacs-ugyved.hu' } as const;

/** Two unread notices per demo account, so the bell shows a real count from the database; only a lawyer is asked for practice areas. */
function demoNotices(userId: string, tenantId: string | null, roles: readonly TenantRole[]) {
  const profileAsk = roles.includes('lawyer') ? 'Add meg a neved, a profilképed és a szakterületeidet.' : 'Add meg a neved és a profilképed.';
  return [
    { userId, tenantId, kind: 'welcome', title: 'Üdvözlünk a Virtuális Irodában!', body: 'Nézz körül a menüben: a még nem elérhető funkciókat is jelöljük.', link: '/app/dashboard' },
    { userId, tenantId, kind: 'profile.incomplete', title: 'Egészítsd ki a profilodat', body: profileAsk, link: '/app/profile' },
  ];
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

export async function hasDemoData(db: Database): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((a) => a.email),
      ),
    );
  return rows.length === demoAccounts.length;
}

/**
 * Seeds the demo platform in one transaction; returns false (and does nothing) unless the database
 * is empty. `serverSecret` (BETTER_AUTH_SECRET) seals the demo guests' register data; without it
 * (test templates) the demo stays have no register rows.
 */
export async function seedDemo(db: Database, options: { serverSecret?: string } = {}): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const tenantId = randomUUID();
    await tx.insert(tenants).values({ id: tenantId, ...DEMO_TENANT });
    for (const account of demoAccounts) {
      const userId = randomUUID();
      await tx.insert(users).values({ id: userId, name: account.name, ...splitHungarianName(account.name), email: account.email, emailVerified: true, role: account.platformRole ?? 'user' });
      await tx.insert(accounts).values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: passwordHash });
      if (account.tenantRoles.length > 0) {
        await tx.insert(members).values({ id: randomUUID(), organizationId: tenantId, userId, role: account.tenantRoles.join(',') });
      }
      await tx.insert(notifications).values(demoNotices(userId, account.tenantRoles.length > 0 ? tenantId : null, account.tenantRoles));
      // The demo accounts have accepted the documents in force (decision 0081).
      await recordLegalAcceptance(tx, userId, currentLegalVersionIds);
    }
    const contactIds = await seedDemoContacts(tx, tenantId);
    const requesterId = randomUUID();
    await tx.insert(users).values({ id: requesterId, name: demoJoinRequester.name, ...splitHungarianName(demoJoinRequester.name), email: demoJoinRequester.email, emailVerified: true, role: 'user' });
    await tx.insert(accounts).values({ id: randomUUID(), accountId: requesterId, providerId: 'credential', userId: requesterId, password: passwordHash });
    await recordLegalAcceptance(tx, requesterId, currentLegalVersionIds);
    await tx.insert(joinRequests).values({
      tenantId,
      userId: requesterId,
      requestedWith: demoJoinRequester.requestedWith,
      requesterName: demoJoinRequester.name,
      requesterEmail: demoJoinRequester.email,
      requesterCompany: demoJoinRequester.company,
    });
    const [lawyer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'ugyved@kovacs-ugyved.hu'));
    if (lawyer) await seedBillingDemo(tx, tenantId, lawyer.id);
    await seedModulesDemo(tx, tenantId);
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@virtualis-iroda.hu'));
    const [firmAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'iroda@kovacs-ugyved.hu'));
    if (admin && firmAdmin) await seedFactoryDemo(tx, tenantId, admin.id, firmAdmin.id);
    if (lawyer && firmAdmin) {
      await seedMattersDemo(tx, tenantId, { ownerId: firmAdmin.id, lawyerId: lawyer.id, contactIds });
      await seedDeadlinesDemo(tx, tenantId, { ownerId: firmAdmin.id, lawyerId: lawyer.id });
      await seedComplianceDemo(tx, tenantId, { ownerId: firmAdmin.id, lawyerId: lawyer.id });
      await seedTimeTrackingDemo(tx, tenantId, { ownerId: firmAdmin.id, lawyerId: lawyer.id });
      await seedDocumentsDemo(tx, tenantId, { ownerId: firmAdmin.id, lawyerId: lawyer.id, contactIds });
      await seedKnowledgeDemo(tx, tenantId, { ownerId: firmAdmin.id, lawyerId: lawyer.id });
      await seedOnboardingDemo(tx, tenantId, { ownerId: firmAdmin.id, lawyerId: lawyer.id, contactIds });
      await seedOpportunitiesDemo(tx, tenantId, { ownerId: firmAdmin.id, lawyerId: lawyer.id, contactIds });
    }
    // Modules whose demo data goes through their own services (e.g. invoices: issued with the real checks).
    if (firmAdmin) await seedModuleDemos(tx, tenantId, { ownerId: firmAdmin.id, contactIds, ...(options.serverSecret ? { serverSecret: options.serverSecret } : {}) });
    // The reports read the invoices and time above; they keep no data of their own (issue 17 point 6).
    if (firmAdmin) await installDefaultModules(tx, tenantId, firmAdmin.id, ['financial-reports', 'analytics']);
    if (firmAdmin) await seedTemplatesDemo(tx, tenantId, firmAdmin.id);
  });
  return true;
}

/**
 * The demo firm's modules: what a new firm starts with (contacts, the only released area today),
 * installed by its administrator; and catalogue overrides that make the admin's module base
 * show its tools at work: a featured module and a price changed from the registry's default.
 */
export const demoModuleCatalog = [
  { key: 'themis', featured: true, monthlyPriceHuf: null },
  { key: 'hospitality', featured: false, monthlyPriceHuf: 12_900 },
] as const;

async function seedModulesDemo(tx: TenantTx, tenantId: string) {
  const [firmAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'iroda@kovacs-ugyved.hu'));
  await installDefaultModules(tx, tenantId, firmAdmin?.id ?? null);
  const [platformAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@virtualis-iroda.hu'));
  await tx.insert(moduleCatalog).values(demoModuleCatalog.map((row) => ({ ...row, updatedBy: platformAdmin?.id ?? null })));
}

export async function demoTenantId(db: Database): Promise<string | null> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, DEMO_TENANT.slug));
  return row?.id ?? null;
}

export function demoCredentialsText(appUrl: string): string {
  const width = Math.max(...demoAccounts.map((a) => a.email.length));
  const lines = demoAccounts.map((a) => {
    const role = [a.platformRole, ...a.tenantRoles].filter(Boolean).join(', ');
    return `  ${a.email.padEnd(width)}  ${DEMO_PASSWORD}  (${role})`;
  });
  return [`Demo accounts (sign in at ${appUrl}):`, ...lines].join('\n');
}
