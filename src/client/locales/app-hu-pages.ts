// The app's Hungarian strings of every page but the dashboard (app-bundles.ts), a chunk of their
// own.
import { bundle, type Strings } from './app-bundles';

export const appHuPages = bundle(
  import.meta.glob<Strings>(['./hu/*.json', '!./hu/{account,legal,compliance-tracker,home,join-requests,knowledge-base,matters,modules,opportunities,shell,time-tracking}.json'], { eager: true, import: 'default' }),
);
