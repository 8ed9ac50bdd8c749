// Top bar (spec 2.5): menu button (below 1024px), page search, theme toggle, role switcher,
// notification bell, the user's name and current role, and sign-out; `extra` is what the app
// composes in from other features (the running timer, issue 38.3).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@shared/permissions/roles';
import type { ModuleNav } from '../navigation';
import { Button } from '@client/components/ui/button';
import { NotificationBell } from './notification-bell';
import { PageSearch } from './page-search';
import { type CompanyChoice, RoleSwitcher } from './role-switcher';
import { SavedPreferenceToggles } from './saved-preference-toggles';
import { nameInitial } from '@shared/hu/person-name';

export interface TopBarProps {
  user: { name: string; email: string; image: string | null };
  role: Role;
  roles: Role[];
  companies: CompanyChoice[];
  activeTenantId: string | null;
  mobileMenuOpen: boolean;
  onOpenMobileMenu: () => void;
  onSignOut: () => void;
  signingOut: boolean;
  moduleNav?: ModuleNav;
  extra?: ReactNode;
}

export function TopBar({ user, role, roles, companies, activeTenantId, mobileMenuOpen, onOpenMobileMenu, onSignOut, signingOut, moduleNav, extra }: TopBarProps) {
  const { t } = useTranslation();
  const displayName = user.name || user.email;
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
      <div className="flex h-16 items-center gap-2 px-3 sm:px-4">
        <button
          type="button"
          onClick={onOpenMobileMenu}
          aria-expanded={mobileMenuOpen}
          aria-controls="app-sidebar"
          aria-label={t('shell.openMenu')}
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-200 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
        <PageSearch role={role} moduleNav={moduleNav} />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {extra && <div className="hidden xl:flex">{extra}</div>}
          <SavedPreferenceToggles />
          <RoleSwitcher roles={roles} active={role} currentEmail={user.email} companies={companies} activeTenantId={activeTenantId} />
          <NotificationBell />
          <div className="hidden items-center gap-2 pl-1 sm:flex">
            {user.image ? (
              <img src={user.image} alt="" className="size-9 rounded-full object-cover" />
            ) : (
              <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-slate-200 text-sm font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
                {nameInitial(displayName)}
              </span>
            )}
            <span className="hidden leading-tight xl:block">
              <span className="block text-sm font-semibold text-slate-900 dark:text-white">{displayName}</span>
              <span className="block text-xs text-slate-700 dark:text-slate-300">{t(`roles.${role}`)}</span>
            </span>
          </div>
          <Button variant="secondary" onClick={onSignOut} disabled={signingOut} className="px-3" aria-label={t('common.signOut')} title={t('common.signOut')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 xl:hidden" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
            </svg>
            <span className="hidden xl:inline">{t('common.signOut')}</span>
          </Button>
        </div>
      </div>
      {/* Below 1280 px the row above has no room for it beside a usable search (at least 12rem): what
          the app composes in gets a row of its own. The user's name, the sign-out button's word (an
          icon with its name below 1280 px) and the switcher's visible label also wait for the room
          (xl, 2xl); the search's minimum is the reason (e2e top-bar-timer; the platform admin's long
          role name made the bar scroll sideways at 800 and 1024 px, e2e top-bar-admin). */}
      {extra && <div className="flex border-t border-slate-200 px-3 py-1 xl:hidden dark:border-slate-800">{extra}</div>}
    </header>
  );
}
