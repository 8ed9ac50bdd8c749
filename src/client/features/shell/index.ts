// What the app layout and routes use from the shell.
export { AppShell } from './components/app-shell';
export type { ShellBrand } from './components/sidebar';
export { NotAvailable, Forbidden } from './components/not-available';
export { RouteSkeleton, skeletonKindFor, type SkeletonKind } from './components/route-skeleton';
export { sidebarFor, hrefOf, type ModuleNav } from './navigation';
