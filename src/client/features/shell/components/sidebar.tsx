// The role's sidebar: 280px on desktop (80px collapsed, icons only), a 256px slide-in panel
// below 1024px. Links keep their query parameters (spec 2.4).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Role } from '@shared/permissions/roles';
import { hrefOf, type ModuleNav, type NavItem, sidebarFor } from '../navigation';
import { NavIcon } from './nav-icon';

export interface SidebarProps {
  role: Role;
  /** Shown at the top of the slide-in menu, where the top bar has no room for it. */
  userName: string;
  collapsed: boolean;
  /** Mobile slide-in state (below 1024px). */
  mobileOpen: boolean;
  onToggleCollapsed: () => void;
  onCloseMobile: () => void;
  moduleNav?: ModuleNav;
  /** The firm's own name, colour and logo in place of the platform's (its customers' frame, decision 0448). */
  brand?: ShellBrand;
}

export interface ShellBrand {
  name: string;
  /** `#rrggbb` that white text is readable on (the server refuses any other). */
  accentColor: string;
  logoUrl: string | null;
}

function NavEntry({ item, collapsed }: { item: NavItem; collapsed: boolean }) {
  const { t } = useTranslation();
  const label = item.label ?? t(`shell.nav.${item.key}`);
  return (
    <li>
      <NavLink
        to={hrefOf(item)}
        title={collapsed ? label : undefined}
        className={({ isActive }) =>
          `flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
            isActive ? 'bg-indigo-600 text-white dark:bg-indigo-500' : 'text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800'
          } ${collapsed ? 'lg:justify-center lg:px-0' : ''}`
        }
      >
        <NavIcon name={item.icon} />
        <span className={collapsed ? 'lg:sr-only' : ''}>{label}</span>
        {item.labelBadge && (
          <span className={`ml-auto rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100 ${collapsed ? 'lg:hidden' : ''}`}>
            {t(`shell.badges.${item.labelBadge}`)}
          </span>
        )}
      </NavLink>
    </li>
  );
}

export function Sidebar({ role, userName, collapsed, mobileOpen, onToggleCollapsed, onCloseMobile, moduleNav, brand }: SidebarProps) {
  const { t } = useTranslation();
  const { main, extras, modules } = sidebarFor(role, moduleNav);
  const [extrasOpen, setExtrasOpen] = useState(false);

  return (
    <>
      {mobileOpen && <div aria-hidden="true" className="fixed inset-0 z-30 bg-slate-950/60 lg:hidden" onClick={onCloseMobile} />}
      <aside
        id="app-sidebar"
        aria-label={t('shell.sidebarLabel')}
        data-collapsed={collapsed}
        className={`fixed inset-y-0 left-0 z-40 flex w-64 flex-col border-r border-slate-200 bg-white transition-transform duration-200 dark:border-slate-800 dark:bg-slate-900 ${
          mobileOpen ? 'visible translate-x-0' : 'invisible -translate-x-full lg:visible'
        } lg:translate-x-0 ${collapsed ? 'lg:w-20' : 'lg:w-[280px]'}`}
      >
        <div className={`flex h-16 items-center gap-2 border-b border-slate-200 px-4 dark:border-slate-800 ${collapsed ? 'lg:justify-center lg:px-0' : ''}`}>
          {brand?.logoUrl ? (
            <img src={brand.logoUrl} alt="" className="size-9 shrink-0 rounded-lg object-contain" />
          ) : (
            <span
              aria-hidden="true"
              className={`flex size-9 shrink-0 items-center justify-center rounded-lg text-sm font-bold text-white ${brand ? '' : 'bg-indigo-600'}`}
              style={brand ? { backgroundColor: brand.accentColor } : undefined}
            >
              {brand ? brand.name.slice(0, 1).toUpperCase() : 'VI'}
            </span>
          )}
          <span className={`font-bold text-slate-900 dark:text-white ${collapsed ? 'lg:sr-only' : ''}`}>{brand?.name ?? t('common.appName')}</span>
        </div>
        <p className="border-b border-slate-200 px-4 py-3 text-sm md:hidden dark:border-slate-800">
          <span className="block font-semibold text-slate-900 dark:text-white">{userName}</span>
          <span className="block text-slate-700 dark:text-slate-300">{t(`roles.${role}`)}</span>
        </p>
        <nav aria-label={t('shell.mainNav')} className="flex-1 overflow-y-auto p-3">
          <ul className="space-y-1">
            {main.map((item) => (
              <NavEntry key={item.key} item={item} collapsed={collapsed} />
            ))}
          </ul>
          {modules.length > 0 && (
            <div className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-800">
              <h2 id="sidebar-modules" className={`px-3 pb-1 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300 ${collapsed ? 'lg:sr-only' : ''}`}>
                {t('shell.installedModules')}
              </h2>
              <ul aria-labelledby="sidebar-modules" className="space-y-1">
                {modules.map((item) => (
                  <NavEntry key={item.path} item={item} collapsed={collapsed} />
                ))}
              </ul>
            </div>
          )}
          {extras.length > 0 && (
            <div className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-800">
              <button
                type="button"
                aria-expanded={extrasOpen}
                aria-controls="sidebar-extras"
                onClick={() => setExtrasOpen((o) => !o)}
                className="flex min-h-11 w-full items-center justify-between rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                <span className={collapsed ? 'lg:sr-only' : ''}>{t('shell.moreItems')}</span>
                <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-4 transition-transform ${extrasOpen ? 'rotate-180' : ''}`} fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="m6 9 6 6 6-6" />
                </svg>
              </button>
              {extrasOpen && (
                <ul id="sidebar-extras" className="mt-1 space-y-1">
                  {extras.map((item) => (
                    <NavEntry key={item.key} item={item} collapsed={collapsed} />
                  ))}
                </ul>
              )}
            </div>
          )}
        </nav>
        <div className="hidden border-t border-slate-200 p-3 lg:block dark:border-slate-800">
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-pressed={collapsed}
            className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg text-sm font-medium text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-5 ${collapsed ? 'rotate-180' : ''}`} fill="none" stroke="currentColor" strokeWidth="2">
              <path d="m15 18-6-6 6-6" />
            </svg>
            <span className={collapsed ? 'sr-only' : ''}>{t('shell.collapse')}</span>
          </button>
        </div>
      </aside>
    </>
  );
}
