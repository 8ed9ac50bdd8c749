export { MattersPage } from './components/matters-page';
export { NewMatterPage } from './components/new-matter-page';
export { MatterDetailPage } from './components/matter-detail-page';
