import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '@client/lib/i18n';
import { startConsoleGuard, stopConsoleGuard } from './console-guard';

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
