// Journey (issue 15 points 1-4): a lawyer uploads files into the vault with a progress bar per
// file, opens the seeded statement of claim (PDF pages rendered in the browser), uploads a new
// version of a memo and reads the side-by-side diff with its highlights. The confidential share
// deal's draft is nowhere in the lawyer's vault.
import type { Page } from '@playwright/test';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { onPostgresAtDesktop } from './journey-settings';
import { signInViaApi } from './shell-helpers';

async function expectNoSidewaysScroll(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

for (const width of [1440, 375]) {
  test(`a lawyer uploads, views, adds a version and compares (${width} px)`, onPostgresAtDesktop(width), async ({ page, baseURL }) => {
    const stamp = Date.now();
    const suffix = width > 400 ? 'desktop' : 'mobile';
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await signInViaApi(page, baseURL!, demo.lawyer);
    await page.goto('/app/documents');
    await expect(page.getByRole('heading', { name: 'Dokumentumtár', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Keresetlevél – hibás teljesítés' }).first()).toBeVisible();
    await expect(page.getByText('Üzletrész-adásvételi')).toHaveCount(0);

    // Two files at once: each gets its own progress bar and lands in the list.
    await page.getByLabel('Mappa', { exact: true }).fill('Feljegyzések');
    await page.getByLabel('Címkék').fill('tárgyalás');
    await page.getByLabel('Fájlok kiválasztása').setInputFiles([
      { name: `Tárgyalási jegyzet ${stamp}.txt`, mimeType: 'text/plain', buffer: Buffer.from('A tárgyalás 2026. december 3-án 9 órakor kezdődik.\nA felperes képviselője dr. Nagy Péter.\n') },
      { name: `Ajánlat ${stamp}.txt`, mimeType: 'text/plain', buffer: Buffer.from('Egyezségi ajánlat: 3 000 000 Ft.\n') },
    ]);
    // Each file asks for its title, offered from the file name without its extension (38.8).
    const titles = page.getByRole('form', { name: 'A feltöltendő fájlok címe' });
    await expect(titles.getByLabel(`„Tárgyalási jegyzet ${stamp}.txt” címe`)).toHaveValue(`Tárgyalási jegyzet ${stamp}`);
    await expect(titles.getByLabel(`„Ajánlat ${stamp}.txt” címe`)).toHaveValue(`Ajánlat ${stamp}`);
    await titles.getByRole('button', { name: '2 fájl feltöltése' }).click();
    await expect(page.getByRole('progressbar', { name: `Tárgyalási jegyzet ${stamp}.txt feltöltése` })).toBeVisible();
    await expect(page.getByText('Feltöltve')).toHaveCount(2);
    // A program renamed to .pdf is refused with the reason.
    const exe = Buffer.alloc(512);
    exe.write('MZ', 0, 'latin1');
    exe.writeUInt32LE(0x80, 0x3c);
    exe.write('PE\0\0', 0x80, 'latin1');
    await page.getByLabel('Fájlok kiválasztása').setInputFiles([{ name: 'szamla.pdf', mimeType: 'application/pdf', buffer: exe }]);
    await page.getByRole('button', { name: 'Feltöltés', exact: true }).click();
    await expect(page.getByText('Futtatható programot nem lehet feltölteni, akkor sem, ha a fájl neve mást mutat.')).toBeVisible();
    await expect(page.getByRole('link', { name: `Tárgyalási jegyzet ${stamp}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (width === 375) await expectNoSidewaysScroll(page);
    await screenshot(page, `documents-list-${suffix}`);
    await page.getByRole('radio', { name: 'Rács' }).check();
    await expect(page.getByRole('list', { name: 'Dokumentumtár' })).toBeVisible();
    await screenshot(page, `documents-grid-${suffix}`);
    await page.getByRole('radio', { name: 'Lista' }).check();

    // The seeded statement of claim: its pages are drawn in the browser.
    await page.getByRole('link', { name: 'Keresetlevél – hibás teljesítés' }).first().click();
    await expect(page.getByRole('heading', { name: 'Keresetlevél – hibás teljesítés', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: /Keresetlevél – hibás teljesítés, 1\. oldal/ })).toBeVisible();
    await page.getByText('Kinyert szöveg').click();
    await expect(page.getByText(/hibás teljesítés miatt 4 250 000 Ft kártérítés/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `documents-viewer-pdf-${suffix}`);

    // A new version of the memo, then the diff of v1 and v2.
    await page.goto('/app/documents');
    await page.getByRole('link', { name: `Tárgyalási jegyzet ${stamp}` }).click();
    await expect(page.getByRole('heading', { name: 'Verziók (1)' })).toBeVisible();
    await page
      .getByLabel('Új verzió feltöltése')
      .setInputFiles({ name: `Tárgyalási jegyzet ${stamp}.txt`, mimeType: 'text/plain', buffer: Buffer.from('A tárgyalás 2026. december 10-én 10 órakor kezdődik.\nA felperes képviselője dr. Nagy Péter.\n') });
    await expect(page.getByText('A 2. verzió feltöltve.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verziók (2)' })).toBeVisible();
    await expect(page.getByText(/1\. → 2\. verzió: \d+ szó hozzáadva, \d+ szó törölve\./)).toBeVisible();
    await expect(page.getByTestId('diff-before').locator('del').first()).toHaveText('3');
    await expect(page.getByTestId('diff-after').locator('ins').first()).toHaveText('10');
    await expectNoSeriousA11yViolations(page);
    if (width === 375) await expectNoSidewaysScroll(page);
    await screenshot(page, `documents-diff-${suffix}`);

    // Restoring version 1 makes version 3; nothing earlier is lost.
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Az 1. verzió visszaállítása' }).click();
    await expect(page.getByText('Az 1. verzió visszaállítva, új verziószám: 3.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verziók (3)' })).toBeVisible();
    await expect(page.getByText('az 1. verzióból visszaállítva')).toBeVisible();
  });
}
