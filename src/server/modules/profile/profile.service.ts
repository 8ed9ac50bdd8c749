// Reading and saving the profile across its three homes: users (name, image), user_profiles
// (firm name, specialties; written by registration) and user_settings (language, theme).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { currentLegalVersionIds } from '@shared/legal/legal';
import { joinHungarianName, splitHungarianName } from '@shared/profile/person-name';
import { AVATAR_MAX_BYTES, type Profile, type UpdateProfileBody } from '@shared/profile/profile.schemas';
import { type RequestOrigin, recordAudit } from '../../audit/audit';
import type { Database } from '../../db/client';
import { columnsOf } from '../../db/columns-of';
import { members, tenants, userProfiles, userSettings, users } from '../../db/schema';
import { legalAcceptanceStatus, recordLegalAcceptance } from '../../legal/acceptances';
import { HttpError, notFound } from '../../lib/http-error';
import { DomainError } from '../../lib/domain-error';
import { imageContentProblem, sniffImageType } from '../../lib/image-content';
import { resolveUserType } from './user-type';

/** `activeTenantId`: the firm the request acts in (the session's active one), named as the member firm when the user works there. */
export async function loadProfile(db: Database, userId: string, activeTenantId: string | null = null): Promise<Profile> {
  const [row] = await db
    .select({
      ...columnsOf(users, 'name', 'familyName', 'givenName', 'email', 'image'),
      ...columnsOf(userProfiles, 'firmName', 'specialties'),
      profileUserId: userProfiles.userId,
      ...columnsOf(userSettings, 'language', 'theme'),
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  const [legal, memberFirm] = await Promise.all([acceptedInForce(db, userId), memberFirmName(db, userId, activeTenantId)]);
  // Accounts from before the parts were kept: read them from the name, Hungarian order.
  const parts = row.familyName !== null ? { familyName: row.familyName, givenName: row.givenName ?? '' } : splitHungarianName(row.name);
  return {
    name: row.name,
    ...parts,
    email: row.email,
    avatarUrl: row.image,
    firmName: row.firmName ?? null,
    specialties: row.specialties ?? [],
    hasRegistrationProfile: row.profileUserId !== null,
    memberFirm,
    legalAcceptedAt: { terms: legal.terms?.toISOString() ?? null, privacy: legal.privacy?.toISOString() ?? null },
    language: row.language === 'en' ? 'en' : 'hu',
    theme: row.theme === 'light' ? 'light' : 'dark',
  };
}

/** When the user accepted the terms and the privacy notice in force, each (null: not accepted). */
async function acceptedInForce(db: Database | Tx, userId: string): Promise<{ terms: Date | null; privacy: Date | null }> {
  const { accepted, current } = await legalAcceptanceStatus(db, userId);
  const at = (kind: 'terms' | 'privacy') => {
    const a = accepted[kind];
    return a && a.version === current[kind].version ? new Date(a.acceptedAt) : null;
  };
  return { terms: at('terms'), privacy: at('privacy') };
}

/**
 * The name of the firm the user works in (as firm administrator or lawyer), or null: the firm the
 * request acts in (the session's active one) when the user works there, else the oldest such
 * membership – a member of several firms saw the oldest one's name while working in another.
 */
async function memberFirmName(db: Database, userId: string, activeTenantId: string | null): Promise<string | null> {
  const [row] = await db
    .select({ name: tenants.name })
    .from(members)
    .innerJoin(tenants, eq(tenants.id, members.organizationId))
    .where(and(eq(members.userId, userId), sql`string_to_array(${members.role}, ',') && array['tenant', 'lawyer']`))
    .orderBy(...(activeTenantId ? [desc(sql`${members.organizationId} = ${activeTenantId}`)] : []), asc(members.createdAt))
    .limit(1);
  return row?.name ?? null;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Saves the changed fields to their homes, with the audit entry, in one transaction. */
export async function saveProfile(db: Database, origin: RequestOrigin, userId: string, body: UpdateProfileBody): Promise<void> {
  const now = new Date();
  const firmChange = body.firmName !== undefined || body.specialties !== undefined;
  await db.transaction(async (tx) => {
    const parts = body.familyName !== undefined && body.givenName !== undefined ? { familyName: body.familyName, givenName: body.givenName } : body.name !== undefined ? splitHungarianName(body.name) : null;
    if (parts)
      await tx
        .update(users)
        .set({ name: joinHungarianName(parts), ...parts, updatedAt: now })
        .where(eq(users.id, userId));
    if (firmChange) {
      const firm = {
        ...(body.firmName !== undefined ? { firmName: body.firmName || null } : {}),
        ...(body.specialties !== undefined ? { specialties: [...new Set(body.specialties)] } : {}),
      };
      const [existing] = await tx.select({ id: userProfiles.userId }).from(userProfiles).where(eq(userProfiles.userId, userId));
      if (existing) {
        await tx
          .update(userProfiles)
          .set({ ...firm, updatedAt: now })
          .where(eq(userProfiles.userId, userId));
      } else {
        // Accounts made by the seed or an invitation never went through registration: the
        // profile row takes the consents they gave (legal_acceptances: accepted on joining), or
        // the ones given here – then recorded as acceptances too (decision 0495).
        const recorded = await acceptedInForce(tx, userId);
        const givenHere = body.acceptTerms === true && body.acceptPrivacy === true;
        if (!givenHere && (!recorded.terms || !recorded.privacy)) throw new HttpError(400, 'TERMS_REQUIRED');
        if (givenHere) await recordLegalAcceptance(tx, userId, currentLegalVersionIds, now);
        await tx.insert(userProfiles).values({
          userId,
          userType: await resolveUserType(tx, userId),
          termsAcceptedAt: givenHere ? now : recorded.terms!,
          privacyAcceptedAt: givenHere ? now : recorded.privacy!,
          ...firm,
        });
      }
    }
    if (body.language !== undefined || body.theme !== undefined) {
      const prefs = { ...(body.language ? { language: body.language } : {}), ...(body.theme ? { theme: body.theme } : {}) };
      await tx
        .insert(userSettings)
        .values({ userId, ...prefs, updatedAt: now })
        .onConflictDoUpdate({ target: userSettings.userId, set: { ...prefs, updatedAt: now } });
    }
    await recordAudit(tx, { ...origin, tenantId: null, action: 'profile.update', targetType: 'user', targetId: userId, metadata: { fields: Object.keys(body) } });
  });
}

/** The user's avatar bytes and type, or undefined when none is stored. */
export async function avatarOf(db: Database, userId: string): Promise<{ avatar: Buffer; type: string } | undefined> {
  const [row] = await db.select({ avatar: userSettings.avatar, type: userSettings.avatarType }).from(userSettings).where(eq(userSettings.userId, userId));
  return row?.avatar && row.type ? { avatar: row.avatar, type: row.type } : undefined;
}

/**
 * A new avatar from the raw upload: refused unless it is a PNG, JPEG or WebP by its bytes, within
 * the size limit, and its content is sane (lib/image-content.ts) – a refused content is audited
 * (`profile.avatar.refused`, the problem named) since it may be an attack on the image decoders.
 */
export async function uploadAvatar(db: Database, origin: RequestOrigin, userId: string, bytes: unknown): Promise<void> {
  if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new DomainError('AVATAR_TYPE');
  if (bytes.length > AVATAR_MAX_BYTES) throw new DomainError('AVATAR_TOO_LARGE');
  const type = sniffImageType(bytes);
  if (!type) throw new DomainError('AVATAR_TYPE');
  const problem = imageContentProblem(bytes, type);
  if (problem) {
    await recordAudit(db, { ...origin, tenantId: null, action: 'profile.avatar.refused', targetType: 'user', targetId: userId, metadata: { type, problem, bytes: bytes.length } });
    throw new DomainError('AVATAR_CONTENT');
  }
  await saveAvatar(db, origin, userId, bytes, type);
}

/** Stores a checked avatar and points the user's image at it, with its audit entry, in one transaction. */
async function saveAvatar(db: Database, origin: RequestOrigin, userId: string, bytes: Buffer, type: string): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(userSettings)
      .values({ userId, avatar: bytes, avatarType: type, avatarUpdatedAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: userSettings.userId, set: { avatar: bytes, avatarType: type, avatarUpdatedAt: now, updatedAt: now } });
    // The session's user.image points here, versioned so browsers fetch the new picture.
    await tx
      .update(users)
      .set({ image: `/api/profile/avatar?v=${now.getTime()}`, updatedAt: now })
      .where(eq(users.id, userId));
    await recordAudit(tx, { ...origin, tenantId: null, action: 'profile.avatar.upload', targetType: 'user', targetId: userId, metadata: { type, bytes: bytes.length } });
  });
}

/** Forgets the avatar and the user's image together. */
export async function removeAvatar(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(userSettings).set({ avatar: null, avatarType: null, avatarUpdatedAt: null, updatedAt: new Date() }).where(eq(userSettings.userId, userId));
    await tx.update(users).set({ image: null, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}
