export { OpportunitiesPage } from './components/opportunities-page';
export type { ConflictSlot } from './components/win-dialog';
export { CrmPage } from './components/crm-page';
export { usePipelineStats } from './api/opportunities-api';
