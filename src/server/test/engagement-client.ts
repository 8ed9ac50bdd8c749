// The engagement contract (builtin 'megbizasi-szerzodes-ugyvedi') as tests generate it from a
// matter: its fixed values (the examples) and a client carrying the identification the contract
// reads from the matter's client (birth data, mother's name, address, ID document).
import { builtinTemplates } from '@shared/document-templates/builtin-templates';
import type { Database } from '../db/client';
import { contacts } from '../db/schema';

export const engagementTemplate = builtinTemplates.find((tpl) => tpl.slug === 'megbizasi-szerzodes-ugyvedi')!;

/** The engagement contract's fixed values (its examples); the client and the subject come from the matter. */
export const engagementFixedInputs = Object.fromEntries(engagementTemplate.variables.filter((v) => !v.source).map((v) => [v.key, v.example]));

/** A natural-person client of the firm with everything the engagement contract asks of the client; its id. */
export async function insertEngagementClient(db: Database, tenantId: string): Promise<string> {
  const [client] = await db
    .insert(contacts)
    .values({
      tenantId,
      kind: 'person',
      name: 'Kovács János',
      birthPlace: 'Budapest',
      birthDate: '1982-10-03',
      mothersName: 'Nagy Mária',
      address: { country: 'HU', postalCode: '1054', city: 'Budapest', street: 'Kossuth Lajos utca 5.' },
      idDocumentType: 'id_card',
      idDocumentNumber: '123456AB',
    })
    .returning({ id: contacts.id });
  return client!.id;
}
