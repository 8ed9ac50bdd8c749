// The app's Hungarian strings of the layout and the dashboard (app-bundles.ts `layoutStringFiles`), a
// chunk of their own.
import { bundle, type Strings } from './app-bundles';

export const appHu = bundle(import.meta.glob<Strings>(['./hu/{compliance-tracker,home,join-requests,knowledge-base,matters,modules,opportunities,shell,time-tracking}.json'], { eager: true, import: 'default' }));
