// The module factory's design work (issue 33.2): the platform admin's drafts, checks and
// publications of no-code modules, with their audit entries written here, next to the change,
// whoever calls. Platform-level (no tenant): the route's platform-admin guard is the permission
// check (canCreateModules), as for the other platform services.
import { type FactoryDefinition } from '@shared/module-factory/definition';
import type { FactoryModule } from '@shared/module-factory/module-factory.schemas';
import { buildRecordSchema, recordErrors } from '@shared/module-factory/record-schema';
import { definitionChanged, versionProblems } from '@shared/module-factory/versioning';
import { moduleByKey } from '@shared/modules/registry';
import { recordAudit, type RequestOrigin } from '../../audit/audit';
import type { Database } from '../../db/client';
import { DomainError, notFound } from '../../lib/domain-error';
import { factoryRepo } from './factory.repo';

/** Who designs: the platform admin and where the request came from. */
export interface Designer {
  userId: string;
  origin: RequestOrigin;
}

type Listed = NonNullable<Awaited<ReturnType<ReturnType<typeof factoryRepo>['get']>>>;

function toDto({ module, versions, installCount }: Listed): FactoryModule {
  return {
    key: module.key,
    status: module.status,
    draft: module.draft,
    publishedVersion: module.publishedVersion,
    versions: versions.map((v) => ({ version: v.version, definition: v.definition, publishedAt: v.publishedAt.toISOString(), publishedBy: v.publishedBy })),
    installCount,
    updatedAt: module.updatedAt.toISOString(),
  };
}

/** 409 with the field-level reasons when `next` cannot follow the published versions. */
function assertVersionable(previous: readonly FactoryDefinition[], next: FactoryDefinition) {
  const problems = versionProblems(previous, next);
  if (problems.length === 0) return;
  throw new DomainError('FACTORY_VERSION_CONFLICT', undefined, Object.fromEntries(problems.map((p) => [p.field ?? 'key', p.message])));
}

export function moduleFactory(db: Database) {
  const repo = factoryRepo(db);
  const audit = (designer: Designer, action: string, key: string, metadata: Record<string, unknown>) =>
    recordAudit(db, { ...designer.origin, tenantId: null, action, targetType: 'factory_module', targetId: key, metadata });
  const load = async (key: string) => {
    const found = await repo.get(key);
    if (!found) throw notFound();
    return found;
  };

  return {
    async list(): Promise<FactoryModule[]> {
      return (await repo.list()).map(toDto);
    },

    async get(key: string): Promise<FactoryModule> {
      return toDto(await load(key));
    },

    /** A new draft under a key no built-in or factory module uses: `module_factory.create`. */
    async create(designer: Designer, definition: FactoryDefinition): Promise<FactoryModule> {
      if (moduleByKey(definition.key) || (await repo.exists(definition.key))) throw new DomainError('FACTORY_KEY_TAKEN', undefined, { key: 'Ez a modulazonosító már foglalt. Válassz másikat.' });
      await repo.create(definition, designer.userId);
      await audit(designer, 'module_factory.create', definition.key, { name: definition.name.hu });
      return toDto(await load(definition.key));
    },

    /** Saves the draft; refused early when it cannot follow the published versions, so the designer learns it while editing. */
    async saveDraft(key: string, next: FactoryDefinition): Promise<FactoryModule> {
      const found = await load(key);
      if (next.key !== found.module.key) throw new DomainError('FACTORY_VERSION_CONFLICT', 'A modulazonosító nem változtatható.', { key: 'A modulazonosító nem változtatható.' });
      assertVersionable(
        found.versions.map((v) => v.definition),
        next,
      );
      await repo.saveDraft(found.module.key, next);
      return toDto(await load(found.module.key));
    },

    /** Publishes the draft as a new version: `module_factory.publish`. */
    async publish(designer: Designer, key: string): Promise<FactoryModule> {
      const found = await load(key);
      const draft = found.module.draft;
      const latest = found.versions.at(-1)?.definition;
      if (!draft || (latest && !definitionChanged(latest, draft))) throw new DomainError('FACTORY_NO_DRAFT');
      assertVersionable(
        found.versions.map((v) => v.definition),
        draft,
      );
      const version = await repo.publish(found.module.key, draft, designer.userId);
      await audit(designer, 'module_factory.publish', found.module.key, { version, fields: draft.fields.map((f) => `${f.key}:${f.type}`) });
      return toDto(await load(found.module.key));
    },
  };
}

/** Checks sample data against a draft definition, as a record of the module would be checked. */
export function previewRecord(definition: FactoryDefinition, data: unknown) {
  const parsed = buildRecordSchema(definition).safeParse(data);
  if (!parsed.success) throw new DomainError('VALIDATION_ERROR', undefined, recordErrors(parsed.error));
  return { data: parsed.data };
}
