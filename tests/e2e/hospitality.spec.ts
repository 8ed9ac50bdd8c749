// Journey (issue 37, client side): the demo firm's administrator books a free night of unit 1 from
// the reservation calendar, is refused a second booking of the same unit-night (the database's
// exclusion constraint, shown in Hungarian on the form), and checks the guests in with the guest
// register's data; the housekeeping board then shows the unit occupied. At 375 px the calendar's
// day view, the reservation and the housekeeping board fit the phone: a departing guest is checked
// out, the unit turns dirty and is cleaned from the board.
import type { Page } from '@playwright/test';
import { todayInBudapest } from '../../src/shared/dates/iso-date';
import { formatHuDate } from '../../src/shared/hu/format';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { expectNoSidewaysScroll, signInViaApi } from './shell-helpers';

const today = todayInBudapest();
const day = (iso: string) => formatHuDate(iso, 'medium');
const overbooked = 'A kiválasztott egység erre az időszakra már foglalt (legalább egy éjszaka ütközik).';

async function fillGuest(page: Page, n: number, guest: { family: string; given: string; born: string }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: `${n}. vendég családi neve`, exact: true }).fill(guest.family);
  await dialog.getByRole('textbox', { name: `${n}. vendég utóneve`, exact: true }).fill(guest.given);
  await dialog.getByRole('textbox', { name: `${n}. vendég születési helye`, exact: true }).fill('Budapest');
  await dialog.getByRole('textbox', { name: `${n}. vendég születési dátuma` }).fill(guest.born);
  await dialog.getByRole('textbox', { name: `${n}. vendég okmányszáma`, exact: true }).fill(`12345${n}AB`);
  await dialog.getByRole('textbox', { name: `${n}. vendég lakóhelyének irányítószáma`, exact: true }).fill('1117');
  await dialog.getByRole('textbox', { name: `${n}. vendég lakóhelye (település)`, exact: true }).fill('Budapest');
  await dialog.getByRole('textbox', { name: `${n}. vendég lakcíme`, exact: true }).fill('Október huszonharmadika utca 8.');
}

test('the firm books a free night from the calendar, is refused the same unit-night, and checks the guests in (1440 px)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaApi(page, baseURL!, demo.tenant);
  await page.goto('/app/hospitality/calendar');
  await expect(page.getByRole('heading', { name: 'Foglalási naptár', level: 1 })).toBeVisible();
  const grid = page.getByRole('region', { name: 'Foglalási naptár' });
  await expect(grid.getByRole('button', { name: /Hans Müller/ })).toBeVisible();
  await screenshot(page, 'hospitality-calendar-desktop');

  // Arrival and last night on the same cell: one night, tonight, in unit 1.
  const tonight = grid.getByRole('button', { name: `1, ${day(today)}: szabad – érkezés` });
  await tonight.click();
  await grid.getByRole('button', { name: `1, ${day(today)}: szabad – utolsó éjszaka` }).click();
  await page.waitForURL(/\/app\/hospitality\/reservations\/new\?/);
  const form = page.getByRole('form', { name: 'Új foglalás' });
  await expect(form.getByRole('checkbox', { name: /^1 / })).toBeChecked();
  await form.getByRole('textbox', { name: 'Név', exact: true }).fill('Journey Júlia');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('journey.julia@example.hu');
  await form.getByRole('button', { name: 'Foglalás rögzítése' }).click();
  await page.waitForURL(/\/app\/hospitality\/reservations\/(?!new)[^/?]+$/);
  const reservationUrl = page.url();
  await expect(page.getByRole('heading', { name: /^Foglalás / , level: 1 })).toBeVisible();
  await expect(page.getByText('Visszaigazolt').first()).toBeVisible();

  // The same unit-night again: the server refuses it, the form says why in Hungarian.
  await page.goto('/app/hospitality/reservations/new');
  const again = page.getByRole('form', { name: 'Új foglalás' });
  await again.getByRole('checkbox', { name: /^1 / }).check();
  await again.getByRole('textbox', { name: 'Név', exact: true }).fill('Második Márton');
  await again.getByRole('button', { name: 'Foglalás rögzítése' }).click();
  await expect(again.getByRole('alert')).toContainText(overbooked);
  await expect(page).toHaveURL(/\/reservations\/new$/);
  await screenshot(page, 'hospitality-overbooked-desktop');

  // Check-in with the register's data of both guests.
  await page.goto(reservationUrl);
  await page.getByRole('group', { name: 'Műveletek' }).getByRole('button', { name: 'Bejelentkezés' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await fillGuest(page, 1, { family: 'Journey', given: 'Júlia', born: '1990. 05. 12.' });
  await fillGuest(page, 2, { family: 'Journey', given: 'Gábor', born: '1988. 11. 03.' });
  await screenshot(page, 'hospitality-check-in-desktop');
  await page.getByRole('dialog').getByRole('button', { name: 'Bejelentkeztetés' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('Bejelentkezett').first()).toBeVisible();
  await expect(page.getByText(/Journey Júlia .*bent lakik/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Műveletek' }).getByRole('button', { name: 'Kijelentkeztetés' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'hospitality-reservation-desktop');

  await page.goto('/app/hospitality/housekeeping');
  const unit1 = page.getByRole('listitem', { name: '1 egység' });
  await expect(unit1.getByText('Foglalt (bent lakik)')).toBeVisible();
  await screenshot(page, 'hospitality-housekeeping-desktop');
});

test('on a phone: the day view, a departing guest checked out, the unit dirty then cleaned from the board (375 px)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInViaApi(page, baseURL!, demo.tenant);
  await page.goto('/app/hospitality/calendar');
  const agenda = page.getByRole('region', { name: 'Napi nézet' });
  await expect(agenda.getByRole('link', { name: /Szabó Eszter .*távozik/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'hospitality-calendar-375');

  await agenda.getByRole('link', { name: /Szabó Eszter .*távozik/ }).click();
  await expect(page.getByRole('heading', { name: /^Foglalás /, level: 1 })).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('group', { name: 'Műveletek' }).getByRole('button', { name: 'Kijelentkeztetés' }).click();
  await expect(page.getByText('Kijelentkezett').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'hospitality-reservation-375');

  await page.goto('/app/hospitality/housekeeping');
  const unit2 = page.getByRole('listitem', { name: '2 egység' });
  await expect(unit2.locator('span').filter({ hasText: /^Takarítandó$/ })).toBeVisible();
  await expect(unit2.getByRole('combobox', { name: 'Állapot' })).toHaveValue('dirty');
  await expect(unit2.getByText('Távozó: teljes takarítás')).toBeVisible();
  await unit2.getByRole('button', { name: 'Kész', exact: true }).click();
  await expect(unit2.getByRole('button', { name: 'Kész ✓' })).toHaveAttribute('aria-pressed', 'true');
  await expect(unit2.locator('span').filter({ hasText: /^Tiszta$/ })).toBeVisible();
  await expect(unit2.getByRole('combobox', { name: 'Állapot' })).toHaveValue('clean');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'hospitality-housekeeping-375');
});
