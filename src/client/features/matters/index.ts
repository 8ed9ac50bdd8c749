export { MattersPage } from './components/matters-page';
export { MatterTasksPage } from './components/tasks-page';
export { NewMatterPage } from './components/new-matter-page';
export { MatterDetailPage, type MatterTab } from './components/matter-detail-page';
export { ConflictPanel, conflictReady, initialConflict, type ConflictState } from './components/conflict-panel';
export { useFirmStaff } from './api/matters-api';
