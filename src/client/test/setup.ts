import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { i18n, loadLanguage } from '@client/lib/i18n';
import { startConsoleGuard, stopConsoleGuard } from './console-guard';

// Lazy route modules are transformed on first import; on a loaded CI machine that alone can take
// longer than Testing Library's default 1 s wait. A bounded wait, not a speed check.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has <dialog> without its modal methods; the app's Dialog opens and closes through them.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

// Tests switch with i18n.changeLanguage('en') directly: the English chunk is there already.
beforeAll(() => loadLanguage('en'));

beforeEach(async () => {
  window.localStorage.clear();
  document.documentElement.className = '';
  await i18n.changeLanguage('hu');
  window.localStorage.clear();
  startConsoleGuard();
});

afterEach(() => {
  cleanup();
  stopConsoleGuard();
});
