// The app's Hungarian strings (app-bundles.ts), a chunk of their own.
import { bundle, type Strings } from './app-bundles';

export const appHu = bundle(import.meta.glob<Strings>(['./hu/*.json', '!./hu/account.json', '!./hu/legal.json'], { eager: true, import: 'default' }));
