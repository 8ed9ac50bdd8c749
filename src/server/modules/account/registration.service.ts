// Registration (spec 3.3): creates the user, credential and profile; a lawyer's firm becomes a
// tenant they own. A customer naming their lawyer joins only by an invitation addressed to their
// e-mail; a lawyer's e-mail or a firm code becomes a pending join request the firm decides
// (decision 0070), with the same answer whether or not it matched a firm. An e-mail that already
// has an account gets the same answer and a notice by e-mail instead (no account enumeration).
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Registration } from '@shared/auth/registration.schemas';
import { currentLegalVersionIds } from '@shared/legal/legal';
import { splitHungarianName } from '@shared/profile/person-name';
import { recordAudit, type AuditEntry } from '../../audit/audit';
import { issueToken } from '../../auth/one-time-tokens';
import { recordLegalAcceptance } from '../../legal/acceptances';
import { hashPassword } from '../../auth/password-hashing';
import { AUDIT, recentCount } from '../../auth/throttle';
import { accounts, members, tenants, userProfiles, users } from '../../db/schema';
import { accountExistsMail, verificationMail } from '../../mail/templates';
import { invitationFor, joinByInvitation, submitJoinRequest } from './join-requests.service';
import { installDefaultModules } from '../../module-system/defaults';

type Origin = Pick<AuditEntry, 'ip' | 'userAgent'>;

const EXISTING_NOTICE_INTERVAL_MS = 60 * 60_000;

export function slugify(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return `${base || 'iroda'}-${randomBytes(3).toString('hex')}`;
}

export async function register(app: FastifyInstance, input: Registration, origin: Origin): Promise<void> {
  const email = input.email.toLowerCase();
  // Hashing first keeps the "already registered" path as slow as the real one.
  const passwordHash = await hashPassword(input.password);

  const namesFirm = input.userType === 'customer' && input.hasExistingLawyer;
  const invitation = namesFirm ? await invitationFor(app.db, email, input.lawyerEmailOrCode) : null;

  const [existing] = await app.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email));
  if (existing) {
    // One notice an hour however often the address is typed in (it is someone else's mailbox).
    const noticed = await recentCount(app.db, [AUDIT.registerExisting], { email }, EXISTING_NOTICE_INTERVAL_MS);
    await recordAudit(app.db, { action: AUDIT.registerExisting, email, actorUserId: existing.id, ...origin, metadata: { sent: noticed === 0 } });
    if (noticed > 0) return;
    app.mailer.sendLater({ to: email, ...accountExistsMail(existing.name || email, `${app.env.APP_URL}/login`, `${app.env.APP_URL}/forgot-password`) });
    return;
  }

  const userId = randomUUID();
  const now = new Date();
  let tenantId: string | null = null;
  await app.db.transaction(async (tx) => {
    await tx.insert(users).values({ id: userId, name: input.fullName, ...splitHungarianName(input.fullName), email, emailVerified: false, role: 'user' });
    await tx.insert(accounts).values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: passwordHash });
    await tx.insert(userProfiles).values({
      userId,
      userType: input.userType,
      barMembershipId: input.userType === 'lawyer' ? input.barMembershipId || null : null,
      firmName: input.userType === 'lawyer' ? input.firmName : null,
      firmAddress: input.firmAddress || null,
      firmSize: input.userType === 'lawyer' ? (input.firmSize ?? null) : null,
      companyName: input.userType === 'customer' ? input.companyName : null,
      phoneNumber: input.phoneNumber || null,
      specialties: input.userType === 'lawyer' ? input.specialties : [],
      preferredContactMethod: input.preferredContactMethod,
      marketingConsent: input.marketingConsent,
      newsletterConsent: input.newsletterConsent,
      termsAcceptedAt: now,
      privacyAcceptedAt: now,
    });
    // Step 3 links the documents in force, so those versions are the ones accepted (decision 0081).
    await recordLegalAcceptance(tx, userId, currentLegalVersionIds, now);
    if (input.userType === 'lawyer') {
      tenantId = randomUUID();
      await tx.insert(tenants).values({ id: tenantId, name: input.firmName, slug: slugify(input.firmName) });
      // The founder administers the firm and practises in it.
      await tx.insert(members).values({ id: randomUUID(), organizationId: tenantId, userId, role: 'tenant,lawyer' });
      await installDefaultModules(tx, tenantId, userId);
    } else if (invitation) {
      // The firm invited this e-mail: its consent is given, so the customer joins at once.
      tenantId = invitation.tenantId;
      await joinByInvitation(tx, userId, invitation);
    }
  });

  await recordAudit(app.db, { action: AUDIT.registered, email, actorUserId: userId, tenantId, targetType: 'user', targetId: userId, ...origin, metadata: { userType: input.userType, linkedToFirm: Boolean(invitation) } });
  if (namesFirm && !invitation) await submitJoinRequest(app, { id: userId, name: input.fullName, email }, input.lawyerEmailOrCode, origin);
  sendVerification(app, { id: userId, name: input.fullName, email }, origin);
}

/** Issues a verification token and mails it, in the background (see Mailer.sendLater). */
export function sendVerification(app: FastifyInstance, user: { id: string; name: string; email: string }, origin: Origin): void {
  app.mailer.sendLater(async () => {
    const token = await issueToken(app.db, user.id, 'email_verification');
    await recordAudit(app.db, { action: AUDIT.verificationSent, email: user.email, actorUserId: user.id, ...origin });
    return { to: user.email, ...verificationMail(user.name || user.email, `${app.env.APP_URL}/verify-email?token=${encodeURIComponent(token)}`) };
  });
}
