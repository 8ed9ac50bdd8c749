// Demo data of the templates and the generator (issue 16): the demo firm has both modules, its
// own engagement contract (a copy of the built-in, edited once, so two versions) and one
// engagement contract already generated for Szabó Anna's matter.
import { builtinTemplates, examplePersons, exampleInputs } from '@shared/document-templates/builtin-templates';
import { buildInputsSchema, variableListSchema } from '@shared/document-templates/variables';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { installDefaultModules } from '../module-system/defaults';
import { produceDocument } from '../lib/documents/template-render';
import { builtinTemplateId, syncBuiltinTemplates } from './builtin-templates';
import { documentGenerations, documentTemplates, documentTemplateUsage, documentTemplateVersions, matters } from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const DEMO_FIRM_TEMPLATE_NAME = 'Megbízási szerződés – Kovács és Társa (irodai változat)';

export async function seedTemplatesDemo(tx: Tx, tenantId: string, ownerId: string, now = new Date()) {
  await syncBuiltinTemplates(tx);
  await installDefaultModules(tx, tenantId, ownerId, ['document-templates', 'document-generator']);

  const engagement = builtinTemplates.find((t) => t.slug === 'megbizasi-szerzodes-ugyvedi')!;
  const variables = variableListSchema.parse(engagement.variables);
  const firstText = engagement.content.replace('MEGBÍZÁSI SZERZŐDÉS ÜGYVÉDI TEVÉKENYSÉG ELLÁTÁSÁRA', 'MEGBÍZÁSI SZERZŐDÉS');
  const firmTemplateId = crypto.randomUUID();
  const created = new Date(now.getTime() - 20 * 86_400_000);
  await tx.insert(documentTemplates).values({
    id: firmTemplateId,
    tenantId,
    name: DEMO_FIRM_TEMPLATE_NAME,
    description: 'Az iroda saját megbízási szerződése a beépített sablon alapján, a Kamara ajánlott díjtételeire hivatkozva.',
    category: 'contract',
    complexity: 'medium',
    status: 'active',
    content: engagement.content,
    variables,
    tags: ['ügyvédi megbízás', 'irodai'],
    estimatedTimeMinutes: 8,
    version: 2,
    basedOnId: builtinTemplateId(engagement.slug),
    createdBy: ownerId,
    createdAt: created,
    updatedAt: now,
  });
  await tx.insert(documentTemplateVersions).values([
    { templateId: firmTemplateId, tenantId, version: 1, name: DEMO_FIRM_TEMPLATE_NAME, content: firstText, variables, changeNote: null, createdBy: ownerId, createdAt: created },
    { templateId: firmTemplateId, tenantId, version: 2, name: DEMO_FIRM_TEMPLATE_NAME, content: engagement.content, variables, changeNote: 'Teljes cím a szerződés fejlécében', createdBy: ownerId, createdAt: now },
  ]);

  // One engagement contract already made for Szabó Anna's matter.
  const [matter] = await tx.select({ id: matters.id }).from(matters).where(eq(matters.title, 'Szabó Anna – hibás teljesítés miatti kártérítési per'));
  const builtin = { name: engagement.name, version: 1, content: engagement.content, variables };
  const inputs = buildInputsSchema(variables).parse({
    ...exampleInputs(engagement),
    client: { ...examplePersons.szucs, name: 'Szabó Anna', birthName: '', taxId: '', taj: '' },
    matter_subject: 'a Megbízó képviselete a hibás teljesítés miatti kártérítési perben.',
  });
  const generatedAt = new Date(now.getTime() - 3 * 86_400_000);
  const produced = await produceDocument(builtin, inputs, generatedAt);
  await tx.insert(documentGenerations).values({
    tenantId,
    templateId: builtinTemplateId(engagement.slug),
    templateVersion: 1,
    templateName: engagement.name,
    matterId: matter?.id ?? null,
    inputs,
    docx: produced.docx,
    pdf: produced.pdf,
    createdBy: ownerId,
    createdAt: generatedAt,
  });
  await tx.insert(documentTemplateUsage).values({ tenantId, templateId: builtinTemplateId(engagement.slug), usageCount: 1, lastUsedAt: generatedAt });
}
