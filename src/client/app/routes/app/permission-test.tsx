// /app/permission-test: every permission of spec 3.2, per group, as yes/no for the role shown
// (the client's mirror of the matrix the server enforces), next to the held roles' union, each group
// in the list table every page uses (DataTable).
import { useTranslation } from 'react-i18next';
import { permissionGroups, permissionsForRoles } from '@shared/permissions/permissions';
import { useAppContext } from '../../layout/app-context';
import { DataTable } from '@client/components/ui/data-table';

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
      {Object.entries(permissionGroups).map(([group, list]) => {
        const title = t(`home.permissionTest.groups.${group as keyof typeof permissionGroups}`);
        return (
          <DataTable
            key={group}
            label={title}
            caption={title}
            showCaption
            rows={list}
            rowKey={(p) => p}
            emptyText=""
            columns={[
              {
                key: 'permission',
                header: t('home.permissionTest.permission'),
                cell: (p) => (
                  <span className="font-normal text-slate-900 dark:text-slate-100">
                    {t(`home.permissionTest.labels.${p}`)}
                    <span className="block font-mono text-xs text-slate-700 dark:text-slate-300">{p}</span>
                  </span>
                ),
              },
              { key: 'role', header: t(`roles.${role}`), cell: (p) => <span data-permission={p}>{yesNo(permissions[p])}</span> },
              { key: 'held', header: t('home.permissionTest.allHeld'), cell: (p) => yesNo(union[p]) },
            ]}
          />
        );
      })}
    </div>
  );
}
