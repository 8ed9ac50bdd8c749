// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enFinancialReports from '@client/locales/en/financial-reports.json';
import type enReports from '@client/locales/en/reports.json';
import type huFinancialReports from '@client/locales/hu/financial-reports.json';
import type huReports from '@client/locales/hu/reports.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    financialReports: Strings<typeof huFinancialReports, typeof enFinancialReports>;
    reports: Strings<typeof huReports, typeof enReports>;
  }
}
