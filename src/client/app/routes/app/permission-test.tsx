// /app/permission-test: every permission of spec 3.2, per group, as yes/no for the role shown
// (the client's mirror of the matrix the server enforces), next to the held roles' union.
import { useTranslation } from 'react-i18next';
import { permissionGroups, permissionsForRoles } from '@shared/permissions/permissions';
import { useAppContext } from '../../layout/app-context';
import { ScrollRegion } from '@client/components/ui/scroll-region';

export function PermissionTestRoute() {
  const { t } = useTranslation();
  const { role, roles, permissions } = useAppContext();
  const union = permissionsForRoles(roles);
  const yesNo = (v: boolean) => <span className={v ? 'font-semibold text-emerald-800 dark:text-emerald-300' : 'text-slate-700 dark:text-slate-300'}>{v ? t('home.permissionTest.yes') : t('home.permissionTest.no')}</span>;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('home.permissionTest.title')}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('home.permissionTest.intro', { role: t(`roles.${role}`) })}</p>
      </div>
      {Object.entries(permissionGroups).map(([group, list]) => (
        <ScrollRegion key={group} labelledBy={`perm-${group}`} className="rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
          <table className="w-full text-left text-sm">
            <caption id={`perm-${group}`} className="px-4 pt-3 text-left text-base font-semibold text-slate-900 dark:text-white">
              {t(`home.permissionTest.groups.${group as keyof typeof permissionGroups}`)}
            </caption>
            <thead>
              <tr className="text-slate-700 dark:text-slate-300">
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('home.permissionTest.permission')}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t(`roles.${role}`)}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('home.permissionTest.allHeld')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((p) => (
                <tr key={p} className="border-t border-slate-200 dark:border-slate-700">
                  <th scope="row" className="px-4 py-2 font-normal text-slate-900 dark:text-slate-100">
                    {t(`home.permissionTest.labels.${p}`)}
                    <span className="block font-mono text-xs text-slate-700 dark:text-slate-300">{p}</span>
                  </th>
                  <td className="px-4 py-2" data-permission={p}>
                    {yesNo(permissions[p])}
                  </td>
                  <td className="px-4 py-2">{yesNo(union[p])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ))}
    </div>
  );
}
