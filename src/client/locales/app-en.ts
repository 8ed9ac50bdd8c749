// The app's English strings of the layout and the dashboard (app-bundles.ts `layoutStringFiles`), a
// chunk of their own: loaded only when English is.
import { bundle, type Strings } from './app-bundles';

export const appEn = bundle(import.meta.glob<Strings>(['./en/{compliance-tracker,home,join-requests,knowledge-base,matters,modules,opportunities,shell,time-tracking}.json'], { eager: true, import: 'default' }));
