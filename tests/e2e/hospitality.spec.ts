// Journeys (issue 37). The first two: the demo firm's administrator books a free night of unit 1
// from the reservation calendar, is refused a second booking of the same unit-night (the database's
// exclusion constraint, shown in Hungarian on the form), and checks the guests in with the guest
// register's data; the housekeeping board then shows the unit occupied. At 375 px the calendar's
// day view, the reservation and the housekeeping board fit the phone: a departing guest is checked
// out, the unit turns dirty and is cleaned from the board.
// The last, at 1440 and 375 px, is the "Done when" journey end to end: a new property with
// three units, a booking and a refused overlapping one, check-in with the guest data, housekeeping
// (occupied, then dirty after check-out), the folio invoiced with a NAV XML valid against NAV's
// XSDs (the project's validator, and NAV's validate.sh where xmllint is installed), and the NTAK
// page: the day's messages accepted by the NTAK test double the server runs (journey-server.ts)
// and yesterday's daily close sent and accepted.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { addDays, todayInBudapest } from '../../src/shared/dates/iso-date';
import { formatHuDate } from '../../src/shared/hu/format';
import { validateNavXml } from '../../src/server/modules/invoice-generator/nav/xsd-validator';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { onPostgresAtDesktop } from './journey-settings';
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
  await expect(page.getByRole('heading', { name: /^Foglalás /, level: 1 })).toBeVisible();
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

/** The NTAK test double's PMS certificates (test-only, in the repo; decision 0345). */
const certDir = 'src/server/modules/hospitality/ntak/testing/certs';
const pem = (file: string) => readFileSync(join(certDir, file), 'utf8');
/** NAV's validate.sh as vendored beside the invoicing XSDs (byte-identical to shared/nav-osa-3.0/validate.sh). */
const VALIDATE_SH = 'src/server/modules/invoice-generator/nav/xsd/validate.sh';
const hasXmllint = (() => {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const huDate = (iso: string) => `${iso.slice(0, 4)}. ${iso.slice(5, 7)}. ${iso.slice(8, 10)}.`;

for (const width of [1440, 375]) {
  test(
    `a new property with three units: booked, an overlap refused, checked in and out, housekeeping, the folio invoiced with a valid NAV XML, NTAK accepted (${width} px)`,
    onPostgresAtDesktop(width),
    async ({ page, baseURL }) => {
      // The issue's whole journey in one test: about twice a single page's journey (decision 0103's guard, not a target).
      test.setTimeout(300_000);
      const phone = width < 768;
      const suffix = phone ? 'phone' : 'desktop';
      await page.setViewportSize({ width, height: phone ? 812 : 900 });
      await signInViaApi(page, baseURL!, demo.tenant);
      const propertyName = `Journey Panzió ${width}`;
      const registration = `MA26${String(width).padStart(6, '0')}`;
      const units = [`P${width}-1`, `P${width}-2`, `P${width}-3`];

      // 1. The property (operating since yesterday, so NTAK's scheduler asks for yesterday's close) and three units.
      await page.goto('/app/hospitality/properties');
      await page.getByRole('button', { name: 'Új szálláshely' }).click();
      const propertyForm = page.getByRole('form', { name: 'Új szálláshely' });
      await propertyForm.getByRole('textbox', { name: 'Név', exact: true }).fill(propertyName);
      await propertyForm.getByRole('textbox', { name: 'Irányítószám' }).fill('8230');
      await propertyForm.getByRole('textbox', { name: 'Település' }).fill('Balatonfüred');
      await propertyForm.getByRole('textbox', { name: 'Cím (utca, házszám)' }).fill('Journey utca 3.');
      await propertyForm.getByRole('textbox', { name: 'NTAK-regisztrációs szám' }).fill(registration);
      await propertyForm.getByRole('textbox', { name: 'Működés kezdete' }).fill(huDate(addDays(today, -1)));
      await propertyForm.getByRole('button', { name: 'Mentés' }).click();
      await expect(page.getByRole('heading', { name: propertyName })).toBeVisible();
      await expect(page).toHaveURL(/szallashely=/);
      const propertyId = new URL(page.url()).searchParams.get('szallashely')!;
      for (const name of units) {
        await page.getByRole('button', { name: 'Új egység' }).click();
        const unitForm = page.getByRole('form', { name: 'Új egység' });
        await unitForm.getByRole('textbox', { name: 'Szobaszám vagy név' }).fill(name);
        await unitForm.getByRole('spinbutton', { name: 'Férőhely (fő)' }).fill('2');
        await unitForm.getByRole('button', { name: 'Mentés' }).click();
        await expect(unitForm).toBeHidden();
      }
      const unitTable = page.getByRole('region', { name: 'Egységek' }).getByRole('table');
      for (const name of units) await expect(unitTable.getByRole('rowheader', { name, exact: true })).toBeVisible();
      if (phone) await expectNoSidewaysScroll(page);
      await screenshot(page, `hospitality-done-property-${suffix}`);

      // 2. A booking of the first unit tonight; the same unit-night again is refused in Hungarian.
      const book = async (booker: string) => {
        await page.goto(`/app/hospitality/reservations/new?szallashely=${propertyId}`);
        const form = page.getByRole('form', { name: 'Új foglalás' });
        await form.getByRole('checkbox', { name: new RegExp(`^${units[0]} `) }).check();
        await form.getByRole('spinbutton', { name: 'Felnőttek száma' }).fill('1');
        await form.getByRole('textbox', { name: 'Név', exact: true }).fill(booker);
        await form.getByRole('spinbutton', { name: 'Egyedi szállásdíj összesen (Ft, bruttó)' }).fill('30000');
        await form.getByRole('button', { name: 'Foglalás rögzítése' }).click();
        return form;
      };
      await book(`Vendég ${width}`);
      await page.waitForURL(/\/app\/hospitality\/reservations\/(?!new)[^/?]+$/);
      const reservationUrl = page.url();
      const heading = page.getByRole('heading', { name: /^Foglalás /, level: 1 });
      const reservationNumber = ((await heading.textContent()) ?? '').replace(/^Foglalás /, '').trim();
      expect(reservationNumber).not.toBe('');
      const refused = await book(`Ütköző ${width}`);
      await expect(refused.getByRole('alert')).toContainText(overbooked);
      await expect(page).toHaveURL(/\/reservations\/new\?/);
      await screenshot(page, `hospitality-done-overbooked-${suffix}`);

      // 3. Check-in with the guest register's data.
      await page.goto(reservationUrl);
      const actions = page.getByRole('group', { name: 'Műveletek' });
      await actions.getByRole('button', { name: 'Bejelentkezés' }).click();
      await fillGuest(page, 1, { family: 'Vendég', given: String(width), born: '1985. 03. 21.' });
      await page.getByRole('dialog').getByRole('button', { name: 'Bejelentkeztetés' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByText('Bejelentkezett').first()).toBeVisible();

      // 4. Housekeeping: the unit occupied, then dirty after the check-out.
      const board = async () => {
        await page.goto(`/app/hospitality/housekeeping?szallashely=${propertyId}`);
        return page.getByRole('listitem', { name: `${units[0]} egység` });
      };
      await expect((await board()).getByText('Foglalt (bent lakik)')).toBeVisible();
      await screenshot(page, `hospitality-done-occupied-${suffix}`);
      await page.goto(reservationUrl);
      page.once('dialog', (d) => void d.accept());
      await actions.getByRole('button', { name: 'Kijelentkeztetés' }).click();
      await expect(page.getByText('Kijelentkezett').first()).toBeVisible();
      const unit = await board();
      await expect(unit.locator('span').filter({ hasText: /^Takarítandó$/ })).toBeVisible();
      await expect(unit.getByRole('combobox', { name: 'Állapot' })).toHaveValue('dirty');
      if (phone) await expectNoSidewaysScroll(page);
      await screenshot(page, `hospitality-done-dirty-${suffix}`);

      // 5. The folio becomes an issued invoice; its NAV XML passes NAV's XSDs.
      await page.goto(reservationUrl);
      await page.getByRole('button', { name: 'Számla a nyitott tételekből' }).click();
      const invoiceForm = page.getByRole('form', { name: 'Számla a folióból' });
      await invoiceForm.getByRole('textbox', { name: 'Irányítószám' }).fill('6720');
      await invoiceForm.getByRole('textbox', { name: 'Település' }).fill('Szeged');
      await invoiceForm.getByRole('textbox', { name: 'Cím', exact: true }).fill('Kárász utca 5.');
      await expect(invoiceForm.getByRole('checkbox', { name: /^Kiállítás most/ })).toBeChecked();
      await invoiceForm.getByRole('button', { name: 'Számla készítése' }).click();
      await expect(invoiceForm).toBeHidden();
      const invoiceLink = page.getByRole('list', { name: 'Számlák' }).getByRole('link').first();
      await expect(invoiceLink).not.toHaveText('Piszkozat');
      const invoiceId = (await invoiceLink.getAttribute('href'))!.split('/').pop()!;
      const xmlResponse = await page.request.get(`/api/invoice-generator/${invoiceId}/xml`);
      expect(xmlResponse.status()).toBe(200);
      const xml = await xmlResponse.text();
      expect(xml).toContain('<lineNatureIndicator>SERVICE</lineNatureIndicator>');
      const verdict = await validateNavXml(xml, 'InvoiceData');
      expect(verdict.errors).toEqual([]);
      expect(verdict.valid).toBe(true);
      if (hasXmllint) {
        const file = join(mkdtempSync(join(tmpdir(), 'vi-hospitality-')), 'invoice.xml');
        writeFileSync(file, xml);
        expect(() => execFileSync('bash', [VALIDATE_SH, file], { stdio: 'pipe' })).not.toThrow();
      }
      await screenshot(page, `hospitality-done-invoiced-${suffix}`);

      // 6. NTAK: certificates of the test double (once per firm), the waiting messages sent and
      //    accepted, then the daily close NTAK's scheduler asks for (yesterday) sent and accepted.
      await page.goto('/app/hospitality/ntak');
      await expect(page.getByRole('heading', { name: 'NTAK-adatszolgáltatás', level: 1 })).toBeVisible();
      const certificates = page.getByRole('region', { name: 'Tanúsítványok' });
      const setUp = certificates.getByRole('button', { name: 'Beállítás' });
      const configured = certificates.getByText('Teszt', { exact: true });
      // The settings load after the heading: wait until the region shows either state before choosing.
      await expect(setUp.or(configured).first()).toBeVisible();
      if (await setUp.isVisible()) {
        await setUp.click();
        const settings = page.getByRole('form', { name: 'NTAK-tanúsítványok' });
        await settings.getByRole('textbox', { name: 'Hitelesítő tanúsítvány (PEM)' }).fill(pem('pms-auth.pem'));
        await settings.getByRole('textbox', { name: 'Hitelesítő kulcs (PEM)' }).fill(pem('pms-auth.key'));
        await settings.getByRole('textbox', { name: 'Aláíró tanúsítvány (PEM)' }).fill(pem('pms-sign.pem'));
        await settings.getByRole('textbox', { name: 'Aláíró kulcs (PEM)' }).fill(pem('pms-sign.key'));
        await settings.getByRole('button', { name: 'Mentés' }).click();
        await expect(settings).toBeHidden();
      }
      await expect(configured).toBeVisible();
      await page.getByRole('button', { name: 'Várakozó üzenetek küldése' }).click();
      await expect(page.getByText(/\d+ üzenet elküldve\./)).toBeVisible();
      const messages = page.getByRole('region', { name: 'NTAK-üzenetek' });
      const mine = messages.getByRole('row').filter({ has: page.getByRole('link', { name: reservationNumber, exact: true }) });
      await expect(mine).toHaveCount(3);
      for (const kind of ['Foglalás', 'Bejelentkezés', 'Kijelentkezés']) await expect(mine.filter({ hasText: kind }).filter({ hasText: 'Elfogadva' })).toHaveCount(1);
      await screenshot(page, `hospitality-done-ntak-messages-${suffix}`);
      await page.getByRole('button', { name: 'Napi zárások küldése' }).click();
      await expect(page.getByText(/\d+ napi zárás készült/)).toBeVisible();
      const closes = page.getByRole('region', { name: `Napi zárások – ${propertyName} (${registration})` });
      await expect(closes.getByRole('list', { name: 'Napok állapota' }).getByRole('listitem')).toHaveText([`${day(addDays(today, -1))}: Elfogadva`]);
      await expect(closes.getByText('Hiányzik: 0 · Elutasítva: 0 · Küldésre vár: 0 · Elküldve: 0 · Elfogadva: 1')).toBeVisible();
      if (phone) await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `hospitality-done-ntak-${suffix}`);
    },
  );
}
