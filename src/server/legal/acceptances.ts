// Reading and recording a user's acceptances of the legal documents (decision 0081); used by
// registration, the demo seed and /api/legal (modules/legal).
import { desc, eq } from 'drizzle-orm';
import { currentLegalVersions, type LegalAcceptanceStatus, type LegalDocumentKind, legalDocumentKinds, pendingLegalDocuments } from '@shared/legal/legal';
import { type RequestOrigin, recordAudit } from '../audit/audit';
import type { Database } from '../db/client';
import { DomainError } from '../lib/domain-error';
import { legalAcceptances } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

type Db = Database | TenantTx;

/** Records that `userId` accepted the given versions at `at` (accepting a version twice keeps the first time). */
export async function recordLegalAcceptance(db: Db, userId: string, versions: Partial<Record<LegalDocumentKind, string>>, at = new Date()): Promise<void> {
  const rows = legalDocumentKinds.flatMap((document) => {
    const version = versions[document];
    return version ? [{ userId, document, version, acceptedAt: at }] : [];
  });
  if (rows.length > 0) await db.insert(legalAcceptances).values(rows).onConflictDoNothing();
}

/** The current versions, the latest accepted version of each document, and what is still to accept. */
export async function legalAcceptanceStatus(db: Db, userId: string): Promise<LegalAcceptanceStatus> {
  const rows = await db
    .select({ document: legalAcceptances.document, version: legalAcceptances.version, acceptedAt: legalAcceptances.acceptedAt })
    .from(legalAcceptances)
    .where(eq(legalAcceptances.userId, userId))
    .orderBy(desc(legalAcceptances.acceptedAt));
  const latest = (document: LegalDocumentKind) => {
    const row = rows.find((r) => r.document === document);
    return row ? { version: row.version, acceptedAt: row.acceptedAt.toISOString() } : null;
  };
  const accepted = { terms: latest('terms'), privacy: latest('privacy') };
  return { current: currentLegalVersions, accepted, pending: pendingLegalDocuments(accepted) };
}

/**
 * The user accepts the versions in force (POST /api/legal/acceptance): only the version in force
 * may be accepted – an older or unknown id means the user was shown another text (409) – and the
 * acceptance is audited (`legal.accepted`) in the same transaction.
 */
export async function acceptLegalDocuments(db: Database, origin: RequestOrigin, userId: string, versions: Partial<Record<LegalDocumentKind, string>>): Promise<LegalAcceptanceStatus> {
  for (const kind of legalDocumentKinds) {
    const version = versions[kind];
    if (version !== undefined && version !== currentLegalVersions[kind].version) throw new DomainError('LEGAL_VERSION_NOT_CURRENT');
  }
  const accepted = { terms: versions.terms, privacy: versions.privacy };
  await db.transaction(async (tx) => {
    await recordLegalAcceptance(tx, userId, accepted);
    await recordAudit(tx, { ...origin, action: 'legal.accepted', targetType: 'user', targetId: userId, metadata: accepted });
  });
  return legalAcceptanceStatus(db, userId);
}
