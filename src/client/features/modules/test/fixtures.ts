// Store entries as GET /api/modules answers them, built from the registry, and a fetch stub that
// answers the module API by path (a fresh Response per call).
import { vi } from 'vitest';
import { moduleNavigation } from '@shared/modules/navigation';
import { moduleRegistry, planIncludes, type PlanKey } from '@shared/modules/registry';
import type { ApiAnswer } from '@client/lib/api-client';

/** GET /api/modules as the generated OpenAPI types give it (decision 0320). */
type StoreResponse = ApiAnswer<'get', '/api/modules'>;
type StoreModule = StoreResponse['modules'][number];

export function storeEntry(key: string, extra: Partial<StoreModule> = {}, plan: PlanKey = 'halado'): StoreModule {
  const def = moduleRegistry.find((m) => m.key === key);
  if (!def) throw new Error(`no module ${key}`);
  return {
    key: def.key,
    source: 'builtin',
    name: def.name,
    description: def.description,
    dataKept: def.dataKept,
    category: def.category,
    icon: def.icon,
    dependsOn: [...def.dependsOn],
    minPlan: def.minPlan,
    monthlyPriceHuf: def.monthlyPriceHuf,
    status: def.status,
    featured: false,
    released: def.released,
    includedInPlan: planIncludes(plan, def.minPlan),
    installed: false,
    installedAt: null,
    pages: [...def.pages],
    usePermission: def.usePermission,
    ...extra,
  };
}

/** Every built-in module; contacts installed (as the migration does for existing firms). */
export function storeResponse(plan: PlanKey = 'halado', overrides: Record<string, Partial<StoreModule>> = {}): StoreResponse {
  return {
    plan,
    modules: moduleRegistry.map((m) => storeEntry(m.key, { ...(m.key === 'contacts' ? { installed: true, installedAt: '2026-10-01T08:00:00.000Z' } : {}), ...overrides[m.key] }, plan)),
  };
}

/** `/api/me`'s `modules` for a firm whose store and installed modules are these (decision 0412). */
export function firmModulesOf(store: StoreResponse, installed: readonly { key: string; settings: Record<string, unknown> }[]): NonNullable<ApiAnswer<'get', '/api/me'>['modules']> {
  const settings = new Map(installed.map((m) => [m.key, m.settings]));
  return { installed: installed.map((m) => m.key).sort(), navigation: moduleNavigation(store.modules, (key) => settings.get(key)) };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Stubs fetch: `routes` maps "METHOD /path" to a handler; anything else is a 404. */
export function stubApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = routes[key];
    return handler ? handler(init) : json({ code: 'NOT_FOUND', message: 'A kért erőforrás nem található.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** jsdom has no modal dialogs: open and close set the attribute and fire `close` like a browser. */
export function polyfillDialog() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal: () => void; close: () => void };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
