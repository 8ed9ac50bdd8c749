// The firm's public profile (issue 35 point 6, decision 0401): read by its customers on
// /app/company-info (canViewCompanyInfo), written by its administrator in Beállítások
// (canEditSettings, audited as `portal.company_profile`). The firm's name is tenants.name; the
// lawyers are firm members chosen by the administrator, their names read live from the accounts,
// and a member who left the firm or is no longer staff drops out of the public list by itself.
import { and, eq, inArray } from 'drizzle-orm';
import type { CompanyInfo, companyProfileBodySchema } from '@shared/client-portal/company-info.schemas';
import type { z } from 'zod';
import { type PersonActor, authorize } from '../../actor/actor';
import { audit } from '../../audit/audit';
import { firmProfiles, members, tenants, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { DomainError } from '../../lib/domain-error';

type ProfileInput = z.output<typeof companyProfileBodySchema>;

const isStaff = (role: string) => role.split(',').some((r) => r.trim() === 'lawyer' || r.trim() === 'tenant');

/** The firm's members who may be listed as its lawyers (lawyer or administrator), by user id. */
async function staffNames(tx: TenantTx, tenantId: string, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ userId: members.userId, role: members.role, name: users.name })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, tenantId), inArray(members.userId, [...userIds])));
  return new Map(rows.filter((r) => isStaff(r.role)).map((r) => [r.userId, r.name]));
}

export async function companyInfo(tx: TenantTx, actor: PersonActor): Promise<CompanyInfo> {
  authorize(actor, 'canViewCompanyInfo');
  const [firm] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, actor.tenantId));
  const [p] = await tx.select().from(firmProfiles).where(eq(firmProfiles.tenantId, actor.tenantId));
  const names = await staffNames(
    tx,
    actor.tenantId,
    (p?.lawyers ?? []).map((l) => l.userId),
  );
  return {
    name: firm?.name ?? '',
    configured: p !== undefined,
    seat: p?.seat ?? '',
    email: p?.email ?? null,
    phone: p?.phone ?? null,
    website: p?.website ?? null,
    openingHours: [...(p?.openingHours ?? [])].sort((a, b) => a.weekday - b.weekday),
    hoursNote: p?.hoursNote ?? null,
    barAssociation: p?.barAssociation ?? null,
    barRegistrationNumber: p?.barRegistrationNumber ?? null,
    conciliationBoard: p?.conciliationBoard ?? null,
    about: p?.about ?? null,
    lawyers: (p?.lawyers ?? []).flatMap((l) => {
      const name = names.get(l.userId);
      return name ? [{ userId: l.userId, name, practiceAreas: l.practiceAreas, chamberId: l.chamberId }] : [];
    }),
    updatedAt: p?.updatedAt.toISOString() ?? null,
  };
}

/** Saves the profile (one row per firm); every listed lawyer must be a lawyer or administrator of the firm. */
export async function saveCompanyProfile(tx: TenantTx, actor: PersonActor, body: ProfileInput): Promise<CompanyInfo> {
  authorize(actor, 'canEditSettings');
  const names = await staffNames(
    tx,
    actor.tenantId,
    body.lawyers.map((l) => l.userId),
  );
  const unknown = body.lawyers.findIndex((l) => !names.has(l.userId));
  if (unknown >= 0) throw new DomainError('VALIDATION_ERROR', 'Csak az iroda ügyvédje vagy adminisztrátora szerepelhet az ügyvédek között.', { [`lawyers.${unknown}.userId`]: 'Nem az iroda ügyvédje.' });
  const values = {
    seat: body.seat,
    email: body.email,
    phone: body.phone,
    website: body.website,
    openingHours: [...body.openingHours].sort((a, b) => a.weekday - b.weekday),
    hoursNote: body.hoursNote,
    barAssociation: body.barAssociation,
    barRegistrationNumber: body.barRegistrationNumber,
    conciliationBoard: body.conciliationBoard,
    about: body.about,
    lawyers: body.lawyers,
    updatedBy: actor.userId,
    updatedAt: new Date(),
  };
  await tx
    .insert(firmProfiles)
    .values({ tenantId: actor.tenantId, ...values })
    .onConflictDoUpdate({ target: firmProfiles.tenantId, set: values });
  await audit(tx, actor, 'portal.company_profile', { type: 'tenant', id: actor.tenantId }, { lawyers: body.lawyers.length, openDays: body.openingHours.length });
  return companyInfo(tx, actor);
}
