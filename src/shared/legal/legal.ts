// The legal documents a user accepts (ÁSZF and adatkezelési tájékoztató) and their current
// versions, defined once for client and server (decision 0081). Publishing a new text means
// raising its version here: every account whose accepted version differs is asked again.
import { z } from 'zod';

export const legalDocumentKinds = ['terms', 'privacy'] as const;
export type LegalDocumentKind = (typeof legalDocumentKinds)[number];

export interface LegalDocumentVersion {
  /** Stable id stored with each acceptance. */
  version: string;
  /** ISO date (yyyy-mm-dd) from which the text applies. */
  effectiveDate: string;
}

export const currentLegalVersions = {
  terms: { version: 'aszf-2026-11-25', effectiveDate: '2026-11-25' },
  privacy: { version: 'adatkezeles-2026-11-25', effectiveDate: '2026-11-25' },
} as const satisfies Record<LegalDocumentKind, LegalDocumentVersion>;

export interface AcceptedVersion {
  version: string;
  acceptedAt: string;
}

/** The documents whose current version the user has not accepted (never, or an older text). */
export function pendingLegalDocuments(accepted: Partial<Record<LegalDocumentKind, { version: string } | null>>): LegalDocumentKind[] {
  return legalDocumentKinds.filter((kind) => accepted[kind]?.version !== currentLegalVersions[kind].version);
}

/**
 * Operator details printed in the documents. A real installation sets them in the server's
 * configuration (LEGAL_* variables); an unset field is null and the pages show it as
 * "[kitöltendő]" (decision 0080).
 */
export const legalOperatorSchema = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  taxNumber: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  privacyEmail: z.string().nullable(),
  hostingProvider: z.string().nullable(),
});
export type LegalOperator = z.infer<typeof legalOperatorSchema>;

const versionSchema = z.object({ version: z.string(), effectiveDate: z.string() });

export const legalDocumentsResponseSchema = z.object({
  current: z.object({ terms: versionSchema, privacy: versionSchema }),
  operator: legalOperatorSchema,
});
export type LegalDocumentsResponse = z.infer<typeof legalDocumentsResponseSchema>;

const acceptedSchema = z.object({ version: z.string(), acceptedAt: z.string() }).nullable();

export const legalAcceptanceStatusSchema = z.object({
  current: z.object({ terms: versionSchema, privacy: versionSchema }),
  accepted: z.object({ terms: acceptedSchema, privacy: acceptedSchema }),
  /** Documents to accept before the app may be used; empty when everything is accepted. */
  pending: z.array(z.enum(legalDocumentKinds)),
});
export type LegalAcceptanceStatus = z.infer<typeof legalAcceptanceStatusSchema>;

const versionIdSchema = z.string().trim().min(1).max(100);

/** Accepting names the exact version the user was shown; at least one document. */
export const acceptLegalBodySchema = z
  .strictObject({ terms: versionIdSchema.optional(), privacy: versionIdSchema.optional() })
  .refine((body) => body.terms !== undefined || body.privacy !== undefined, { message: 'Legalább egy dokumentum verzióját meg kell adni.' });
export type AcceptLegalBody = z.infer<typeof acceptLegalBodySchema>;

export { legalErrorMessages } from './errors';

/** The version id of every document in force, as stored when someone accepts them all. */
export const currentLegalVersionIds: Record<LegalDocumentKind, string> = {
  terms: currentLegalVersions.terms.version,
  privacy: currentLegalVersions.privacy.version,
};
