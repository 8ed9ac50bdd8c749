// Journey (issue 18): a lawyer adds a 15-day Pp. deadline counted from a kézbesítés just before the
// summer recess and sees the end date explained before saving it (recess days not counted,
// provisional 2027 calendar noted); then a deadline due on the next working day, whose reminder
// arrives in the development outbox through the reminder sweep; a document of the matter is linked
// to the deadline; the Határidőnapló lists both in its agenda, week and month views; a compliance
// obligation is completed with an uploaded evidence file; the lawyer's dashboard lists the overdue
// deadlines. Then the platform admin enters a rest day for the provisional year 2027, and the
// saved deadline and the lawyer's live preview move with it.
import type { Page } from '@playwright/test';
import { todayInBudapest } from '../../src/shared/dates/iso-date';
import { createWorkingDayCalendar } from '../../src/shared/compliance-tracker/working-day-calendar';
import { addDays, isoWeekday } from '../../src/shared/dates/iso-date';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { onPostgresAtDesktop } from './journey-settings';
import { signInViaApi } from './shell-helpers';

async function expectNoSidewaysScroll(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

const calendar = createWorkingDayCalendar();
const nextWorkingDay = calendar.nextWorkingDayOnOrAfter(addDays(todayInBudapest(), 1));

for (const width of [1440, 375]) {
  test(`a lawyer adds a deadline across the summer recess and gets a reminder (${width} px)`, onPostgresAtDesktop(width), async ({ page, baseURL }) => {
    // A long journey (two forms, the reminder sweep, four pages with axe checks): three times the default time.
    test.slow();
    const tag = `${width}-${Date.now()}`;
    const shot = (name: string) => screenshot(page, `deadlines-${name}-${width > 400 ? 'desktop' : 'mobile'}`);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await signInViaApi(page, baseURL!, demo.lawyer);
    await page.goto('/app/matters');
    await page
      .getByRole('link', { name: /\/0001$/ })
      .first()
      .click();
    const panel = page.getByRole('region', { name: 'Határidők' });
    await expect(panel).toBeVisible();
    // The seeded deadlines of the lawsuit, with the overdue one marked.
    await expect(panel.getByText('Észrevételek a szakértői véleményre')).toBeVisible();
    await expect(panel.getByText('Lejárt', { exact: true })).toBeVisible();

    const form = page.getByRole('form', { name: 'Új határidő' });
    await form.getByLabel('Megnevezés').fill(`Fellebbezés ${tag}`);
    await form.getByRole('textbox', { name: 'Kezdőnap (pl. a kézbesítés napja)' }).fill('2027-07-09');
    await form.getByLabel('Hossz').fill('15');
    await expect(form.getByLabel('Eljárás')).toHaveValue('pp');
    const preview = form.getByRole('status', { name: 'Számított határidő' });
    await expect(preview).toContainText('A határidő utolsó napja: 2027. augusztus 30., hétfő');
    await expect(preview).toContainText('ítélkezési szünet miatt 37 nap nem számít bele (2027. július 15. – 2027. augusztus 20.)');
    await expect(preview).toContainText('a 2027. évi munkarendi rendelet még nincs a naptárban');
    await expect(preview).toContainText('ideiglenes számítás');
    await expectNoSeriousA11yViolations(page);
    await form.scrollIntoViewIfNeeded();
    await shot('form');
    if (width < 400) await expectNoSidewaysScroll(page);
    await form.getByRole('button', { name: 'Határidő rögzítése' }).click();
    await expect(form.getByText(`Rögzítve: Fellebbezés ${tag} – 2027. augusztus 30., hétfő.`)).toBeVisible();
    const saved = panel.getByRole('listitem').filter({ hasText: `Fellebbezés ${tag}` });
    await expect(saved).toContainText('2027. augusztus 30., hétfő');
    await saved.getByText('A számítás magyarázata').click();
    await expect(saved).toContainText('ítélkezési szünet miatt 37 nap nem számít bele');
    // A document of the matter linked to the deadline, shown as a link to the viewer.
    await saved.getByLabel('Az ügy irata').selectOption({ label: 'Keresetlevél – hibás teljesítés' });
    await saved.getByRole('button', { name: 'Irat kapcsolása' }).click();
    const linked = saved.getByRole('list', { name: `Kapcsolt iratok: Fellebbezés ${tag}` });
    await expect(linked.getByRole('link', { name: 'Keresetlevél – hibás teljesítés' })).toBeVisible();
    await saved.scrollIntoViewIfNeeded();
    await shot('linked-document');

    // A deadline due on the next working day: its reminder comes through the sweep.
    await form.getByLabel('Megnevezés').fill(`Beadvány ${tag}`);
    await form.getByLabel('Rögzített nap').check();
    await form.getByRole('textbox', { name: 'A határidő utolsó napja' }).fill(nextWorkingDay);
    await form.getByRole('button', { name: 'Határidő rögzítése' }).click();
    await expect(form.getByText(`Rögzítve: Beadvány ${tag}`)).toBeVisible();
    await expect
      .poll(
        async () => {
          const { messages } = (await (await page.request.get('/api/dev/outbox')).json()) as { messages: { to: string; subject: string; text: string }[] };
          return messages.filter((m) => m.subject.includes(`Beadvány ${tag}`)).map((m) => m.to);
          // One sweep serves every parallel journey's firms (and this round's new modules' jobs share
          // the runtime): on a loaded CI machine a round can take longer than the 2 s interval.
        },
        { timeout: 60_000 },
      )
      .toEqual(['ugyved@kovacs-ugyved.hu']);
    await shot('matter-panel');

    await page.goto('/dev/outbox');
    await expect(page.getByText(`Beadvány ${tag}`).first()).toBeVisible();
    if (width > 400) await shot('outbox');

    await page.goto('/app/compliance-tracker');
    await expect(page.getByRole('heading', { name: 'Határidőnapló', level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Ezen a héten lejár' })
        .or(page.getByRole('region', { name: 'Naptár' }))
        .getByText(`Beadvány ${tag}`)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Naptár' }).getByText(`Fellebbezés ${tag}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (width < 400) await expectNoSidewaysScroll(page);
    await shot('tracker');
    // The week view: seven days with the deadlines of each; the next working day may be next week.
    await page.getByRole('radio', { name: 'Heti nézet' }).click();
    const weekGrid = page.getByRole('list', { name: 'A hét napjai a határidőkkel' });
    await expect(weekGrid.getByRole('listitem')).toHaveCount(7);
    const sunday = addDays(todayInBudapest(), 7 - isoWeekday(todayInBudapest()));
    if (nextWorkingDay > sunday) await page.getByRole('button', { name: 'Következő hét' }).click();
    await expect(weekGrid.getByRole('link', { name: new RegExp(`Beadvány ${tag}`) })).toBeVisible();
    if (width < 400) await expectNoSidewaysScroll(page);
    await weekGrid.scrollIntoViewIfNeeded();
    await shot('week');
    await page.getByRole('radio', { name: 'Havi nézet' }).click();
    await expect(page.getByRole('list', { name: 'A hónap napjai a határidőkkel' })).toBeVisible();
    await shot('month');

    // Compliance: the seeded AML review is late; the client's VAT return is completed with evidence.
    const obligations = page.getByRole('region', { name: 'Ismétlődő megfelelési kötelezettségek' });
    await expect(obligations.getByRole('list', { name: 'Késésben lévő kötelezettségek' })).toContainText('AML belső szabályzat éves felülvizsgálata');
    const vat = obligations.getByRole('list', { name: 'Ismétlődő megfelelési kötelezettségek' }).getByRole('listitem').filter({ hasText: 'ÁFA-bevallás (havi)' }).first();
    await expect(vat).toContainText('Tóth és Fia Kft.');
    if (width > 400) {
      await vat.getByRole('button', { name: 'Teljesítve, jöhet a következő: ÁFA-bevallás (havi)' }).click();
      await vat.getByLabel('Megjegyzés (nem kötelező)').fill(`Beküldve ${tag}`);
      await vat.getByLabel('Bizonyíték feltöltése (nem kötelező)').setInputFiles({ name: `nav-igazolas-${tag}.txt`, mimeType: 'text/plain', buffer: Buffer.from('NAV visszaigazolás: a bevallás befogadva.') });
      await vat.getByRole('button', { name: 'Teljesítés rögzítése' }).click();
      await vat.getByText(/^Előzmények/).click();
      await expect(vat.getByRole('link', { name: `bizonyíték: nav-igazolas-${tag}` })).toBeVisible();
      await expect(vat).toContainText(`Beküldve ${tag}`);
      await vat.scrollIntoViewIfNeeded();
      await shot('compliance');
    }

    // The lawyer's dashboard lists their overdue deadlines and this week's.
    await page.goto('/app/dashboard');
    const overdueList = page.getByRole('region', { name: 'Lejárt határidők' });
    await expect(overdueList.getByRole('link', { name: 'Hiánypótlás: meghatalmazás csatolása' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ezen a héten lejár' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (width < 400) await expectNoSidewaysScroll(page);
    await shot('dashboard');
  });
}

test('the platform admin enters a rest day of the provisional year 2027; saved deadlines and the live preview follow it', async ({ page, browser, baseURL }) => {
  test.slow();
  const tag = `admin-${Date.now()}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaApi(page, baseURL!, demo.admin);
  await page.goto('/app/admin/calendar');
  await expect(page.getByRole('heading', { name: 'Munkanaptár', level: 1 })).toBeVisible();
  const nextYear = String(Number(todayInBudapest().slice(0, 4)) + 1);
  await page.getByRole('radio', { name: nextYear }).click();
  await expect(page.getByText('Ideiglenes év: a munkarendi rendelet még nincs rögzítve.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Nap rögzítése' });
  await form.getByRole('textbox', { name: 'Dátum' }).fill('2027-08-30');
  await form.getByLabel('Típus').selectOption({ label: 'Áthelyezett pihenőnap' });
  await form.getByLabel('Megnevezés').fill(`Próba pihenőnap ${tag}`);
  await form.getByLabel('Forrás').fill('Próba: 99/2026. NGM rendelet (e2e)');
  await form.getByRole('button', { name: 'Nap mentése' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Mentve\. \d+ nyitott határidő újraszámolva\./ })).toBeVisible();
  const day = page
    .getByRole('region', { name: /Az év különleges napjai/ })
    .getByRole('listitem')
    .filter({ hasText: `Próba pihenőnap ${tag}` });
  await expect(day).toContainText('2027. augusztus 30., hétfő');
  await expect(day).toContainText('rögzítve');
  await expectNoSeriousA11yViolations(page);
  await day.scrollIntoViewIfNeeded();
  await screenshot(page, 'deadlines-admin-calendar-desktop');

  // The lawyer's live preview computes with the same calendar as the server: the end moves to Tuesday.
  const lawyerContext = await browser.newContext({ baseURL });
  const lawyer = await lawyerContext.newPage();
  await lawyer.setViewportSize({ width: 1440, height: 900 });
  await signInViaApi(lawyer, baseURL!, demo.lawyer);
  await lawyer.goto('/app/matters');
  await lawyer
    .getByRole('link', { name: /\/0001$/ })
    .first()
    .click();
  const lawyerForm = lawyer.getByRole('form', { name: 'Új határidő' });
  await lawyerForm.getByRole('textbox', { name: 'Kezdőnap (pl. a kézbesítés napja)' }).fill('2027-07-09');
  await lawyerForm.getByLabel('Hossz').fill('15');
  const preview = lawyerForm.getByRole('status', { name: 'Számított határidő' });
  await expect(preview).toContainText('A határidő utolsó napja: 2027. augusztus 31., kedd');
  await expect(preview).toContainText('áthelyezett pihenőnap');
  await lawyerForm.scrollIntoViewIfNeeded();
  await screenshot(lawyer, 'deadlines-preview-after-admin-entry-desktop');
  await lawyerContext.close();

  // Deleting the entry restores the calendar.
  await day.getByRole('button', { name: 'Törlés: 2027. augusztus 30., hétfő' }).click();
  await expect(page.getByRole('region', { name: /Az év különleges napjai/ }).getByText(`Próba pihenőnap ${tag}`)).toHaveCount(0);
});
