// The app's English strings (app-bundles.ts), a chunk of their own: loaded only when English is.
import { bundle, type Strings } from './app-bundles';

export const appEn = bundle(import.meta.glob<Strings>(['./en/*.json', '!./en/account.json', '!./en/legal.json'], { eager: true, import: 'default' }));
