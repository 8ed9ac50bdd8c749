import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from '@client/components/ui/language-switcher';
import { renderWithProviders } from '@client/test/render';
import { loadAppLocales } from './app-locales';
import { allowConsoleError } from '@client/test/console-guard';
import { addLanguagePart, changeLanguage, i18n } from './i18n';
import { missingKeyReport } from './missing-key';

describe('i18n', () => {
  it('uses Hungarian by default', () => {
    expect(i18n.language).toBe('hu');
    expect(i18n.t('common.loading')).toBe('Betöltés...');
  });

  it('puts "a" or "az" before a number as it is read (issue 39.3)', async () => {
    await loadAppLocales();
    expect(i18n.t('documents.versions.uploaded', { number: 2 })).toBe('A 2. verzió feltöltve.');
    expect(i18n.t('documents.versions.restoreNamed', { number: 1 })).toBe('Az 1. verzió visszaállítása');
    expect(i18n.t('documents.versions.restoredFrom', { number: 5 })).toBe('az 5. verzióból visszaállítva');
    expect(i18n.t('documents.versions.restored', { number: 50, created: 51 })).toBe('Az 50. verzió visszaállítva, új verziószám: 51.');
    expect(i18n.t('documents.versions.uploaded', { number: 2, lng: 'en' })).toBe('Version 2 uploaded.');
  });

  it('switches to English, persists "language" and sets <html lang>', async () => {
    renderWithProviders(<LanguageSwitcher />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Váltás angol nyelvre' }));

    expect(window.localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(await screen.findByRole('button', { name: 'Switch to Hungarian' })).toBeInTheDocument();
  });

  it('adds a later part of the strings in each language loaded, and with a language chosen later (decision 0460)', async () => {
    const asked: string[] = [];
    // The test set-up loaded English; Hungarian is bundled.
    await addLanguagePart(async (language) => {
      asked.push(language);
    });
    expect(asked.sort()).toEqual(['en', 'hu']);
    asked.length = 0;
    await changeLanguage('en');
    expect(asked).toEqual(['en']);
  });

  it("reports a key shown without a text, not one shown with the caller's default (decision 0461)", () => {
    allowConsoleError();
    const consoleError = vi.spyOn(console, 'error');
    expect(i18n.t('common.loading')).toBe('Betöltés...');
    expect(i18n.t('noSuchNamespace.withDefault' as 'common.loading', { defaultValue: 'Nem található.' })).toBe('Nem található.');
    expect(consoleError).not.toHaveBeenCalled();
    expect(i18n.t('noSuchNamespace.title' as 'common.loading')).toBe('noSuchNamespace.title');
    expect(consoleError.mock.calls).toEqual([[missingKeyReport('noSuchNamespace.title')]]);
  });

  it('has the same keys in both languages', async () => {
    const hu = (await import('@client/locales/hu.json')).default;
    const en = (await import('@client/locales/en.json')).default;
    const keys = (value: object, prefix = ''): string[] => Object.entries(value).flatMap(([key, child]) => (typeof child === 'object' && child !== null ? keys(child as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
    expect(keys(en).sort()).toEqual(keys(hu).sort());
  });
});
