// /app/admin/module-factory (platform admin, canCreateModules) and /app/modulok/:moduleId[/new|/:recordId]:
// a factory module's records for the firm (canViewContacts, as the API demands – decision 0101),
// a built-in module's key opens its first page, or its my-modules page when it has none.
import { Navigate, useParams } from 'react-router';
import { moduleByKey } from '@shared/modules/registry';
import { FactoryModulePage, ModuleFactoryPage, type ModuleView } from '@client/features/module-factory';

export function ModuleFactoryRoute() {
  return <ModuleFactoryPage />;
}

/** Where a built-in module's working page is: its first page without parameters, else my modules. */
export function builtInModuleHome(key: string): string | null {
  const def = moduleByKey(key);
  if (!def) return null;
  const page = def.pages.find((p) => !p.includes(':'));
  return page ? `/app/${page}` : `/app/my-modules/${encodeURIComponent(key)}`;
}

function ModuleRoute({ view }: { view: (params: { recordId?: string }) => ModuleView }) {
  const { moduleId = '', recordId } = useParams();
  const builtIn = builtInModuleHome(moduleId);
  if (builtIn) return <Navigate to={builtIn} replace />;
  return <FactoryModulePage moduleKey={moduleId} view={view({ recordId })} />;
}

export const ModuleListRoute = () => <ModuleRoute view={() => ({ kind: 'list' })} />;
export const ModuleNewRecordRoute = () => <ModuleRoute view={() => ({ kind: 'new' })} />;
export const ModuleRecordRoute = () => <ModuleRoute view={({ recordId }) => ({ kind: 'record', id: recordId ?? '' })} />;
