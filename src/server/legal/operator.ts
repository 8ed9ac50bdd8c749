// The platform operator's details printed in the ÁSZF and the privacy notice (/api/legal) and shown
// as the platform support's contact in the help centre (/api/help/support, decision 0437): name,
// seat and tax number as the platform admin stored them (platform_operator, decision 0430 – the
// pro-formas' payee, so the contract and the pro-forma name the same company), each unset one and
// the other details from the LEGAL_* configuration.
import type { LegalOperator } from '@shared/legal/legal';
import { loadOperator } from '../billing/proformas';
import type { Database } from '../db/client';
import type { Env } from '../env';

export async function legalOperatorOf(db: Database, env: Env): Promise<LegalOperator> {
  const stored = await loadOperator(db, env);
  return {
    name: stored.name,
    address: stored.address,
    registrationNumber: env.LEGAL_OPERATOR_REGISTRATION_NUMBER ?? null,
    taxNumber: stored.taxNumber,
    email: env.LEGAL_OPERATOR_EMAIL ?? null,
    phone: env.LEGAL_OPERATOR_PHONE ?? null,
    privacyEmail: env.LEGAL_PRIVACY_EMAIL ?? env.LEGAL_OPERATOR_EMAIL ?? null,
    hostingProvider: env.LEGAL_HOSTING_PROVIDER ?? null,
  };
}
