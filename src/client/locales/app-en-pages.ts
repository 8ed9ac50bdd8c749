// The app's English strings of every page but the dashboard (app-bundles.ts), a chunk of their
// own: loaded only when English is.
import { bundle, type Strings } from './app-bundles';

export const appEnPages = bundle(
  import.meta.glob<Strings>(['./en/*.json', '!./en/{account,legal,compliance-tracker,home,join-requests,knowledge-base,matters,modules,opportunities,shell,time-tracking}.json'], { eager: true, import: 'default' }),
);
