// Journey (issue 17 point 1): a lawyer starts the timer from a matter's page, finds it running on
// the time-tracking page, reloads (it keeps running: it lives on the server), stops it with a
// description and sees the entry in this week's list and in today's total; then records time
// afterwards, typing a wrong duration first (inline message) and then "1h 12m", and corrects that
// entry through "Módosítás" (1:30). Once at 1440 px as ugyved@, once at 375 px as iroda@ (each
// user has one timer).
import type { Page } from '@playwright/test';
import { todayInBudapest } from '../../src/shared/dates/iso-date';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { signInViaApi } from './shell-helpers';
import { chooseInCombobox } from './combobox-helpers';

async function expectNoSidewaysScroll(page: Page, width: number) {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const [width, user] of [
  [1440, demo.lawyer],
  [375, demo.tenant],
] as const) {
  test(`a lawyer times work on a matter, reloads, stops it and records time afterwards (${width} px)`, async ({ page, baseURL }) => {
    // Two axe runs, a reload and a timer that must tick: more than the default on a shared machine.
    test.setTimeout(90_000);
    const size = width > 400 ? 'desktop' : 'mobile';
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await signInViaApi(page, baseURL!, user);
    await page.goto('/app/matters');
    await page.getByRole('link', { name: /\/0001$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Szabó Anna/ })).toBeVisible();
    await page.getByRole('button', { name: 'Időmérés indítása' }).click();
    await expect(page.getByText('A stopper ezen az ügyön fut.')).toBeVisible();
    await page.getByRole('link', { name: 'Megnyitás az időnyilvántartásban', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Időnyilvántartás' })).toBeVisible();
    await expect(page.getByText('Fut a stopper:')).toBeVisible();
    await expect(page.getByText(/Szabó Anna – hibás teljesítés/).first()).toBeVisible();
    const elapsed = page.getByTestId('timer-elapsed');
    await expect(elapsed).toHaveText(/^0:00:0[1-9]/);
    // A reload (or another device) asks the server: the timer is still running, and still counting.
    await page.reload();
    await expect(page.getByText('Fut a stopper:')).toBeVisible();
    await expect(elapsed).toHaveText(/^0:00:(0[2-9]|[1-5]\d)/);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `tracking-timer-running-${size}`);

    const description = `Telefonos egyeztetés ${Date.now()}`;
    const timerForm = page.getByRole('region', { name: 'Stopper' });
    await timerForm.getByLabel('Leírás').fill(description);
    await timerForm.getByRole('button', { name: 'Leállítás és mentés' }).click();
    // Under a minute nothing is recorded until asked (a mis-click must not bill a unit, decision 0495).
    await expect(timerForm.getByRole('alert')).toContainText('egy percnél rövidebb ideig futott');
    await timerForm.getByRole('button', { name: 'Rögzítés 1 percként' }).click();
    await expect(page.getByText('Fut a stopper:')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Időmérés indítása' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: description });
    await expect(row).toContainText('stopperrel');
    await expect(row).toContainText('0:01');
    await expect(row).toContainText('számlázva: 0:06');
    await expect(row).toContainText('35 000 Ft/óra');
    await expect(page.getByTestId(`day-${todayInBudapest()}`)).not.toContainText(/^\D*0:00/);

    // Afterwards: a wrong duration is explained at once, the right one is confirmed.
    const form = page.getByRole('region', { name: 'Utólagos rögzítés' });
    await chooseInCombobox(form.getByRole('combobox', { name: 'Ügy' }), 'Szabó Anna');
    await form.getByLabel('Időtartam').fill('1:75');
    await form.getByLabel('Időtartam').blur();
    await expect(form.getByText('Óra mellett a perc 0 és 59 között lehet (például 1:45 vagy 1ó 45p).')).toBeVisible();
    await expect(form.getByLabel('Időtartam')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Időtartam').fill('1h 12m');
    await expect(form.getByText('= 1:12')).toBeVisible();
    await form.getByLabel('Leírás').fill('Keresetlevél tervezetének átnézése');
    await expectNoSeriousA11yViolations(page);
    if (width < 400) await expectNoSidewaysScroll(page, width);
    await screenshot(page, `tracking-entry-form-${size}`);
    await form.getByRole('button', { name: 'Rögzítés' }).click();
    await expect(form.getByRole('status')).toContainText('Rögzítve: 1:12');
    const manual = page.getByRole('row').filter({ hasText: 'Keresetlevél tervezetének átnézése' }).first();
    await expect(manual).toContainText('1:12');
    await expect(manual).toContainText('42 000 Ft');
    await expect(page.getByTestId('week-total')).toContainText('Ft');

    // A correction: "Módosítás" opens the entry in a dialog; the new duration and text land in the week.
    const corrected = `Keresetlevél tervezete, javítva ${Date.now()}`;
    await manual.getByRole('button', { name: 'Bejegyzés módosítása: Keresetlevél tervezetének átnézése' }).click();
    const dialog = page.getByRole('dialog', { name: 'Időbejegyzés módosítása' });
    await expect(dialog.getByLabel('Időtartam')).toHaveValue('1:12');
    await dialog.getByLabel('Időtartam').fill('1:30');
    await expect(dialog.getByText('= 1:30')).toBeVisible();
    await dialog.getByLabel('Leírás').fill(corrected);
    await screenshot(page, `tracking-entry-edit-${size}`);
    await dialog.getByRole('button', { name: 'Mentés' }).click();
    await expect(dialog).toHaveCount(0);
    const edited = page.getByRole('row').filter({ hasText: corrected });
    await expect(edited).toContainText('1:30');
    await expect(edited).toContainText('52 500 Ft');

    // The days are named "2026. november 30., hétfő"; on a phone the totals fit (Összeg on screen).
    await expect(page.getByTestId(`day-${todayInBudapest()}`)).toContainText(/\d\., (hétfő|kedd|szerda|csütörtök|péntek|szombat|vasárnap)/);
    if (width < 400) {
      const totals = page.getByRole('table', { name: 'Napi összesítő' });
      await expect(totals.getByRole('columnheader', { name: 'Összeg' })).toBeVisible();
      const box = await totals.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
    await page.getByRole('heading', { name: /^Hét: / }).scrollIntoViewIfNeeded();
    if (width < 400) await expectNoSidewaysScroll(page, width);
    await screenshot(page, `tracking-week-${size}`);
  });
}
