// The signed-in frame: skip link, role sidebar, top bar and the page. Below 1024px the sidebar
// is a slide-in menu that closes on route change and on Escape; on desktop the content is
// offset by 280px (80px when collapsed, remembered in browser storage).
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import type { Role } from '@shared/permissions/roles';
import { SkipLink } from '@client/components/ui/skip-link';
import { RouteSkeleton, skeletonKindFor } from './route-skeleton';
import { type ShellBrand, Sidebar } from './sidebar';
import { TopBar, type TopBarProps } from './top-bar';

const COLLAPSED_KEY = 'vi.sidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export interface AppShellProps extends Pick<TopBarProps, 'user' | 'roles' | 'companies' | 'activeTenantId' | 'onSignOut' | 'signingOut' | 'moduleNav' | 'extra'> {
  role: Role;
  children: ReactNode;
  brand?: ShellBrand;
}

export function AppShell({ role, children, brand, ...topBar }: AppShellProps) {
  const location = useLocation();
  const navigation = useNavigation();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(location.key);

  // Route change closes the mobile menu (state adjusted during render, no effect needed).
  if (mobileOpen && openedAt !== location.key) setMobileOpen(false);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMobileOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  const toggleCollapsed = useCallback(() => {
    setCollapsed((c) => {
      try {
        window.localStorage.setItem(COLLAPSED_KEY, String(!c));
      } catch {
        // not remembered
      }
      return !c;
    });
  }, []);

  const pendingPath = navigation.state === 'loading' ? navigation.location.pathname : null;

  return (
    <div className="min-h-screen">
      <SkipLink />
      <Sidebar
        role={role}
        userName={topBar.user.name || topBar.user.email}
        collapsed={collapsed}
        mobileOpen={mobileOpen}
        onToggleCollapsed={toggleCollapsed}
        onCloseMobile={() => setMobileOpen(false)}
        moduleNav={topBar.moduleNav}
        {...(brand ? { brand } : {})}
      />
      <div data-testid="app-content" className={`flex min-h-screen flex-col transition-[padding] duration-200 ${collapsed ? 'lg:pl-20' : 'lg:pl-[280px]'}`}>
        <TopBar
          {...topBar}
          role={role}
          mobileMenuOpen={mobileOpen}
          onOpenMobileMenu={() => {
            setOpenedAt(location.key);
            setMobileOpen(true);
          }}
        />
        <main id="main" tabIndex={-1} className="w-full flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
          {pendingPath ? <RouteSkeleton kind={skeletonKindFor(pendingPath)} /> : children}
        </main>
      </div>
    </div>
  );
}
