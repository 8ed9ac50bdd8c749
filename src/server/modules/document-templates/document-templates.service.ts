// Templates inside the request transaction (withTenant): RLS shows the firm its own templates
// and the built-ins (tenant_id NULL) and lets it write only its own. Every function assumes the
// route checked the permission.
import { and, asc, desc, eq, getTableColumns, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ListTemplatesQuery, TemplateDetail, TemplateSummary } from '@shared/document-templates/document-templates.schemas';
import { canonicalJson } from '@shared/document-templates/document-templates';
import type { VariableDefinition } from '@shared/document-templates/variables';
import { documentTemplates, documentTemplateUsage, documentTemplateVersions, users, type DocumentTemplateRow } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError } from '../../lib/http-error';

export interface Actor {
  tenantId: string;
  userId: string;
}

const iso = (d: Date) => d.toISOString();
/** A template row without its uploaded DOCX bytes (lists never need them). */
type TemplateRowWithoutDocx = Omit<DocumentTemplateRow, 'sourceDocx'>;
const { sourceDocx: _docx, ...columnsWithoutDocx } = getTableColumns(documentTemplates);

function summary(row: TemplateRowWithoutDocx, usageCount: number): TemplateSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.category,
    language: row.language,
    complexity: row.complexity,
    status: row.status,
    tags: row.tags,
    usageCount,
    rating: row.rating,
    estimatedTimeMinutes: row.estimatedTimeMinutes,
    version: row.version,
    builtIn: row.tenantId === null,
    variableCount: row.variables.length,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const usageOf = (tenantId: string) => sql<number>`coalesce((select u.usage_count from ${documentTemplateUsage} u where u.tenant_id = ${tenantId} and u.template_id = ${documentTemplates.id}), 0)`.mapWith(Number);

export async function listTemplates(tx: TenantTx, actor: Actor, q: ListTemplatesQuery): Promise<TemplateSummary[]> {
  const where: (SQL | undefined)[] = [];
  if (q.category) where.push(eq(documentTemplates.category, q.category));
  if (q.complexity) where.push(eq(documentTemplates.complexity, q.complexity));
  if (q.status) where.push(eq(documentTemplates.status, q.status));
  else where.push(sql`${documentTemplates.status} <> 'archived'`);
  if (q.source === 'builtin') where.push(isNull(documentTemplates.tenantId));
  if (q.source === 'firm') where.push(eq(documentTemplates.tenantId, actor.tenantId));
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(documentTemplates.name, like), ilike(documentTemplates.description, like), sql`${documentTemplates.tags}::text ilike ${like}`));
  }
  const rows = await tx
    .select({ row: columnsWithoutDocx, usage: usageOf(actor.tenantId) })
    .from(documentTemplates)
    .where(and(...where))
    .orderBy(desc(usageOf(actor.tenantId)), asc(documentTemplates.name))
    .limit(500);
  return rows.map((r) => summary(r.row, r.usage));
}

/** A template the firm can see (its own or a built-in), or 404. */
export async function visibleTemplate(tx: TenantTx, id: string): Promise<DocumentTemplateRow> {
  const [row] = await tx.select().from(documentTemplates).where(eq(documentTemplates.id, id));
  if (!row) throw new HttpError(404, 'TEMPLATE_NOT_FOUND');
  return row;
}

export async function templateDetail(tx: TenantTx, actor: Actor, id: string): Promise<TemplateDetail> {
  const row = await visibleTemplate(tx, id);
  const [usage] = await tx
    .select({ n: documentTemplateUsage.usageCount })
    .from(documentTemplateUsage)
    .where(and(eq(documentTemplateUsage.tenantId, actor.tenantId), eq(documentTemplateUsage.templateId, id)));
  const versions = await tx
    .select({ version: documentTemplateVersions.version, name: documentTemplateVersions.name, changeNote: documentTemplateVersions.changeNote, createdAt: documentTemplateVersions.createdAt, createdByName: users.name })
    .from(documentTemplateVersions)
    .leftJoin(users, eq(users.id, documentTemplateVersions.createdBy))
    .where(eq(documentTemplateVersions.templateId, id))
    .orderBy(desc(documentTemplateVersions.version));
  const [creator] = row.createdBy ? await tx.select({ name: users.name }).from(users).where(eq(users.id, row.createdBy)) : [];
  return {
    ...summary(row, usage?.n ?? 0),
    content: row.content,
    hasDocx: row.sourceDocx !== null,
    variables: row.variables,
    createdByName: creator?.name ?? null,
    versions: versions.map((v) => ({ ...v, createdAt: iso(v.createdAt) })),
  };
}

export interface TemplateFields {
  name: string;
  description: string;
  category: DocumentTemplateRow['category'];
  complexity: DocumentTemplateRow['complexity'];
  status: DocumentTemplateRow['status'];
  tags: string[];
  estimatedTimeMinutes: number;
  content: string;
  variables: VariableDefinition[];
  /** An uploaded DOCX template (decision 0183); `content` is then its text. */
  sourceDocx?: Buffer | null;
}

export async function createTemplate(tx: TenantTx, actor: Actor, fields: TemplateFields & { basedOnId?: string | undefined }): Promise<string> {
  if (fields.basedOnId) await visibleTemplate(tx, fields.basedOnId);
  const [row] = await tx
    .insert(documentTemplates)
    .values({ ...fields, basedOnId: fields.basedOnId ?? null, tenantId: actor.tenantId, version: 1, createdBy: actor.userId })
    .returning({ id: documentTemplates.id });
  await tx.insert(documentTemplateVersions).values({
    templateId: row!.id,
    tenantId: actor.tenantId,
    version: 1,
    name: fields.name,
    content: fields.content,
    variables: fields.variables,
    sourceDocx: fields.sourceDocx ?? null,
    changeNote: null,
    createdBy: actor.userId,
  });
  return row!.id;
}

/** Edits a firm template; new text or variables make a new version, the old one is kept. */
export async function updateTemplate(tx: TenantTx, actor: Actor, id: string, patch: Partial<TemplateFields> & { changeNote?: string | undefined }): Promise<{ version: number; newVersion: boolean }> {
  const before = await visibleTemplate(tx, id);
  if (before.tenantId === null) throw new HttpError(403, 'TEMPLATE_BUILTIN_READ_ONLY');
  const { changeNote, ...fields } = patch;
  // An uploaded DOCX's text is changed in Word and uploaded again; the editor may change its variables only.
  if (before.sourceDocx && fields.sourceDocx === undefined && fields.content !== undefined && fields.content !== before.content) throw new HttpError(409, 'TEMPLATE_DOCX_TEXT_LOCKED');
  const newDocx = fields.sourceDocx !== undefined && !(before.sourceDocx && fields.sourceDocx && before.sourceDocx.equals(fields.sourceDocx));
  const newVersion = newDocx || (fields.content !== undefined && (fields.content !== before.content || canonicalJson(fields.variables) !== canonicalJson(before.variables)));
  // The version number is raised by the UPDATE itself, so two concurrent edits get two numbers.
  const [row] = await tx
    .update(documentTemplates)
    .set({ ...fields, ...(newVersion ? { version: sql`${documentTemplates.version} + 1` } : {}), updatedAt: new Date() })
    .where(and(eq(documentTemplates.id, id), eq(documentTemplates.tenantId, actor.tenantId)))
    .returning();
  if (newVersion) {
    await tx.insert(documentTemplateVersions).values({
      templateId: id,
      tenantId: actor.tenantId,
      version: row!.version,
      name: row!.name,
      content: row!.content,
      variables: row!.variables,
      sourceDocx: row!.sourceDocx,
      changeNote: changeNote ?? null,
      createdBy: actor.userId,
    });
  }
  return { version: row!.version, newVersion };
}
