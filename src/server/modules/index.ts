// Every server module (issue 33 point 4, decisions 0418 and 0447). Each module declares in its own
// `module.ts` what it brings – routes, jobs, demo data, record counters, actions, events – and the
// app's lists are gathered from these here. The manifests are found by folder, so a new module adds
// its folder and nothing here; the only list a new store module joins is the shared registry.
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleManifest } from '../module-system/manifest';
import { orderByDependencies } from '../module-system/manifest-order';

/** Every `modules/<x>/module.ts`, found by its folder (decision 0447): a new module is no edit here. */
const found = import.meta.glob<ModuleManifest>('./*/module.ts', { eager: true, import: 'default' });

/** The manifests, each after the modules it depends on (ties alphabetical): routes, jobs and demo seeds run in this order. */
export const manifests: readonly ModuleManifest[] = orderByDependencies(Object.values(found));

/** Every module's routes, in registration order. */
export const modules: FastifyPluginAsync[] = manifests.flatMap((m) => m.routes ?? []);
