// Demo data of client onboarding and client management (issue 14 points 6-7): an intake in
// progress (a private person, saved up to the PEP step) and the approved due diligence of a
// company client with two beneficial owners (Tóth és Fia Kft., a seeded contact). The step data goes through the shared
// schemas and the risk rules, like an intake saved through the API.
import { displayNameOf } from '@shared/contacts/contacts.schemas';
import { type IntakeData, saveIntakeBodySchema } from '@shared/client-onboarding/client-onboarding.schemas';
import { assessRisk } from '@shared/client-onboarding/risk';
import type { Database } from './client';
import { installDefaultModules } from '../module-system/defaults';
import { clientIntakes } from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const address = (postalCode: string, city: string, street: string) => ({ country: 'HU', postalCode, city, street });

function intakeData(kind: 'natural_person' | 'legal_person', steps: Parameters<typeof saveIntakeBodySchema.parse>[0]) {
  const parsed = saveIntakeBodySchema.parse(steps);
  const data: IntakeData = {
    identification: parsed.identification ?? null,
    representatives: parsed.representatives ?? [],
    beneficialOwners: parsed.beneficialOwners ?? [],
    pep: parsed.pep ?? null,
    business: parsed.business ?? null,
    sourceOfFunds: parsed.sourceOfFunds ?? null,
  };
  return { data, risk: assessRisk({ kind, ...data }), displayName: data.identification ? displayNameOf(data.identification.contact) : '' };
}

export async function seedOnboardingDemo(tx: Tx, tenantId: string, people: { ownerId: string; lawyerId: string; contactIds: Record<string, string> }, now = new Date()) {
  await installDefaultModules(tx, tenantId, people.ownerId, ['client-management', 'client-onboarding']);
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

  const draft = intakeData('natural_person', {
    identification: {
      contact: {
        kind: 'person',
        familyName: 'Fekete',
        givenName: 'Márton',
        birthName: 'Fekete Márton',
        birthPlace: 'Győr',
        birthDate: '1979-06-14',
        mothersName: 'Szalai Ilona',
        address: address('9022', 'Győr', 'Baross Gábor út 18.'),
        email: 'fekete.marton@example.hu',
        phone: '+36 30 555 1234',
      },
      nationality: 'HU',
    },
  });
  await tx.insert(clientIntakes).values({
    tenantId,
    kind: 'natural_person',
    step: 'pep',
    displayName: draft.displayName,
    data: draft.data,
    riskLevel: draft.risk.level,
    riskReasons: draft.risk.reasons,
    createdBy: people.lawyerId,
    createdAt: daysAgo(2),
    updatedAt: daysAgo(1),
  });

  const company = intakeData('legal_person', {
    identification: {
      contact: {
        kind: 'organisation',
        name: 'Tóth és Fia Kft.',
        taxNumber: '13851909-2-13',
        euVatNumber: 'HU13851909',
        companyRegNumber: '13-09-104512',
        address: address('2040', 'Budaörs', 'Szabadság út 12.'),
        email: 'iroda@tothesfia.hu',
        phone: '+36 23 456 789',
        tags: ['ügyfél'],
      },
      nationality: 'HU',
      legalForm: 'Kft.',
    },
    representatives: [{ name: 'Tóth Gábor', position: 'ügyvezető', birthDate: '1968-04-11', nationality: 'HU' }],
    beneficialOwners: [
      { name: 'Tóth Gábor', birthDate: '1968-04-11', nationality: 'HU', address: '2040 Budaörs, Templom tér 3.', sharePercent: 60, control: 'ownership' },
      { name: 'Tóth Levente', birthDate: '1994-10-02', nationality: 'HU', address: '2040 Budaörs, Templom tér 3.', sharePercent: 40, control: 'ownership' },
    ],
    pep: { isPep: false },
    business: { purpose: 'Kereskedelmi szerződések véleményezése és követelésbehajtás.', expectedValueHuf: 6_000_000 },
  });
  const contactId = people.contactIds['Tóth és Fia Kft.'];
  if (!contactId) return;
  await tx.insert(clientIntakes).values({
    tenantId,
    kind: 'legal_person',
    status: 'approved',
    step: 'review',
    displayName: company.displayName,
    data: company.data,
    riskLevel: company.risk.level,
    riskReasons: company.risk.reasons,
    createdBy: people.lawyerId,
    submittedBy: people.lawyerId,
    submittedAt: daysAgo(9),
    decidedBy: people.ownerId,
    decidedAt: daysAgo(8),
    decisionNote: 'Cégkivonat és tulajdonosi nyilatkozat ellenőrizve.',
    contactId,
    createdAt: daysAgo(10),
    updatedAt: daysAgo(8),
  });
}
