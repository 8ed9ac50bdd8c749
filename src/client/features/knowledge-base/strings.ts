// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enKnowledgeBase from '@client/locales/en/knowledge-base.json';
import type huKnowledgeBase from '@client/locales/hu/knowledge-base.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    knowledgeBase: Strings<typeof huKnowledgeBase, typeof enKnowledgeBase>;
  }
}
