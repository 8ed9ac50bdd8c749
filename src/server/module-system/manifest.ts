// A server module's manifest (issue 33 point 4, decision 0418): what the module brings to the app,
// declared in its own folder as `modules/<x>/module.ts`. The app's central lists – the routes it
// registers, the jobs it runs, the demo data, the record counters of the uninstall dry run, its
// actions and events – are gathered from the manifests, which modules/index.ts finds by folder
// (decision 0447), so adding a module touches its own folders and the shared registry only.
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleAction } from '@shared/permissions/module-actions';
import type { Database } from '../db/client';
import type { TenantTx } from '../db/tenant-scope';
import type { DomainEventType } from '../events/domain-events';
import type { JobDefinition } from '../jobs/definition';
import type { ModuleDemoSeeder } from './demo-seeders';
import type { RecordCount, RecordCounter } from './row-counts';

export interface ModuleManifest {
  /** The module's folder under src/server/modules/. */
  key: string;
  /**
   * The modules whose face (`modules/<y>/index.ts`) this one imports. Read by the lint rule
   * `boundaries/module-faces`, so it stays a literal array of folder names.
   */
  dependsOn?: readonly string[];
  /**
   * The domain event types this module owns: the ones its `<x>.events.ts` declares by augmenting
   * `DomainEventPayloads` (manifests.test.ts checks both agree, and that the module emits only its
   * own events and those of the modules it depends on); webhooks offer no other type.
   */
  events?: readonly DomainEventType[];
  /** The module's own actions (`moduleActions` in shared/<x>/, decision 0419), mapped from the roles' permissions. */
  actions?: Readonly<Record<string, ModuleAction>>;
  /**
   * What the request role vi_app holds on each table the module keeps in its own folder
   * ('SELECT, INSERT, UPDATE'), reviewed like db/vi-app-privileges.ts (decision 0301), which the
   * privilege test joins with these.
   */
  tablePrivileges?: Readonly<Record<string, string>>;
  /** Fastify plugins, registered in this order. */
  routes?: readonly FastifyPluginAsync[];
  /** Jobs the module's plugin binds a handler for (app.jobs.handle); the app refuses to start otherwise. */
  jobs?: readonly JobDefinition<unknown>[];
  /** Demo data the module creates through its own services; the seeders run in the manifests' order. */
  demoSeed?: ModuleDemoSeeder;
  /** How many records the module holds for a firm, by store (registry) key. */
  recordCounters?: Readonly<Record<string, RecordCounter>>;
  /** Counts for store keys not known in advance (factory modules): null = not this module's key. */
  dynamicRecordCounter?: (db: Database | TenantTx, tenantId: string, key: string) => Promise<RecordCount[] | null>;
}

/** Identity, for the manifest's type check and a greppable `defineModule(` in every module.ts. */
export function defineModule(manifest: ModuleManifest): ModuleManifest {
  return manifest;
}
