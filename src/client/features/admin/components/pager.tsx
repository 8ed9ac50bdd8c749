// Moved to components/ui (shared by admin lists and factory module records).
export { Pager } from '@client/components/ui/pager';
