// Translation resources. `hu.json`/`en.json` hold the shared strings; each feature keeps its own
// pair `hu/<feature>.json` + `en/<feature>.json` under a top-level key named after the feature,
// registered with one line per language below (so features never edit each other's files).
// English must have the same keys as Hungarian: the `satisfies` checks it at compile time.
import enBase from './en.json';
import huBase from './hu.json';
import enBilling from './en/billing.json';
import huBilling from './hu/billing.json';
import enAccount from './en/account.json';
import huAccount from './hu/account.json';
import enShell from './en/shell.json';
import huShell from './hu/shell.json';
import enAdmin from './en/admin.json';
import huAdmin from './hu/admin.json';
import enProfile from './en/profile.json';
import huProfile from './hu/profile.json';
import enHome from './en/home.json';
import huHome from './hu/home.json';

export const hu = {
  ...huBase,
  billing: huBilling,
  account: huAccount,
  shell: huShell,
  admin: huAdmin,
  profile: huProfile,
  home: huHome,
};

export const en = {
  ...enBase,
  billing: enBilling,
  account: enAccount,
  shell: enShell,
  admin: enAdmin,
  profile: enProfile,
  home: enHome,
} satisfies typeof hu;
