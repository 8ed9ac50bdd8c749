// The built-in template library (shared/document-templates/builtin-templates.ts) in the database:
// tenant_id NULL, stable ids, written as the owner outside request transactions (the RLS write
// policies of document_templates admit only a firm's own rows). Called when the server starts
// (templates module, onReady) and by the demo seed.
import { eq } from 'drizzle-orm';
import { builtinTemplates } from '@shared/document-templates/builtin-templates';
import { canonicalJson } from '@shared/document-templates/document-templates';
import { variableListSchema } from '@shared/document-templates/variables';
import type { Database } from './client';
import { documentTemplates, documentTemplateVersions } from './schema';
import type { TenantTx } from './tenant-scope';

/** The stable id of a built-in template: the same in every installation. */
export const builtinTemplateId = (slug: string) => `builtin-${slug}`;

/**
 * Writes the built-in library into the database as the owner (outside request transactions,
 * where the write policies do not apply): a new template is inserted, a changed one gets a new
 * version, an unchanged one is left alone. Runs when the server starts; idempotent.
 */
export async function syncBuiltinTemplates(db: Database | TenantTx): Promise<{ inserted: number; updated: number }> {
  let inserted = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    for (const t of builtinTemplates) {
      const id = builtinTemplateId(t.slug);
      const variables = variableListSchema.parse(t.variables);
      const fields = { name: t.name, description: t.description, category: t.category, complexity: t.complexity, tags: t.tags, estimatedTimeMinutes: t.estimatedTimeMinutes, content: t.content, variables };
      const [existing] = await tx.select().from(documentTemplates).where(eq(documentTemplates.id, id));
      if (!existing) {
        await tx.insert(documentTemplates).values({ id, slug: t.slug, tenantId: null, status: 'active', version: 1, ...fields });
        await tx.insert(documentTemplateVersions).values({ templateId: id, tenantId: null, version: 1, name: t.name, content: t.content, variables, changeNote: 'Beépített sablon' });
        inserted++;
        continue;
      }
      const contentChanged = existing.content !== t.content || canonicalJson(existing.variables) !== canonicalJson(variables);
      const metaChanged =
        existing.name !== t.name ||
        existing.description !== t.description ||
        existing.category !== t.category ||
        existing.complexity !== t.complexity ||
        JSON.stringify(existing.tags) !== JSON.stringify(t.tags) ||
        existing.estimatedTimeMinutes !== t.estimatedTimeMinutes;
      if (!contentChanged && !metaChanged) continue;
      const version = contentChanged ? existing.version + 1 : existing.version;
      await tx
        .update(documentTemplates)
        .set({ ...fields, version, updatedAt: new Date() })
        .where(eq(documentTemplates.id, id));
      if (contentChanged) await tx.insert(documentTemplateVersions).values({ templateId: id, tenantId: null, version, name: t.name, content: t.content, variables, changeNote: 'A beépített sablon frissült' });
      updated++;
    }
  });
  return { inserted, updated };
}
