// Journey (issue 18): a lawyer adds a 15-day Pp. deadline counted from a kézbesítés just before the
// summer recess and sees the end date explained before saving it (recess days not counted,
// provisional 2027 calendar noted); then a deadline due on the next working day, whose reminder
// arrives in the development outbox through the reminder sweep; the Határidőnapló lists both.
import type { Page } from '@playwright/test';
import { todayInBudapest } from '../../src/shared/dates/iso-date';
import { createWorkingDayCalendar } from '../../src/shared/deadlines/working-day-calendar';
import { addDays } from '../../src/shared/dates/iso-date';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { signInViaApi } from './shell-helpers';

async function expectNoSidewaysScroll(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

const calendar = createWorkingDayCalendar();
const nextWorkingDay = calendar.nextWorkingDayOnOrAfter(addDays(todayInBudapest(), 1));

for (const width of [1440, 375]) {
  test(`a lawyer adds a deadline across the summer recess and gets a reminder (${width} px)`, async ({ page, baseURL }) => {
    // A long journey (two forms, the reminder sweep, four pages with axe checks): three times the default time.
    test.slow();
    const tag = `${width}-${Date.now()}`;
    const shot = (name: string) => screenshot(page, `deadlines-${name}-${width > 400 ? 'desktop' : 'mobile'}`);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await signInViaApi(page, baseURL!, demo.lawyer);
    await page.goto('/app/matters');
    await page.getByRole('link', { name: /\/0001$/ }).first().click();
    const panel = page.getByRole('region', { name: 'Határidők' });
    await expect(panel).toBeVisible();
    // The seeded deadlines of the lawsuit, with the overdue one marked.
    await expect(panel.getByText('Észrevételek a szakértői véleményre')).toBeVisible();
    await expect(panel.getByText('Lejárt', { exact: true })).toBeVisible();

    const form = page.getByRole('form', { name: 'Új határidő' });
    await form.getByLabel('Megnevezés').fill(`Fellebbezés ${tag}`);
    await form.getByLabel('Kezdőnap (pl. a kézbesítés napja)').fill('2027-07-09');
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

    // A deadline due on the next working day: its reminder comes through the sweep.
    await form.getByLabel('Megnevezés').fill(`Beadvány ${tag}`);
    await form.getByLabel('Rögzített nap').check();
    await form.getByLabel('A határidő utolsó napja').fill(nextWorkingDay);
    await form.getByRole('button', { name: 'Határidő rögzítése' }).click();
    await expect(form.getByText(`Rögzítve: Beadvány ${tag}`)).toBeVisible();
    await expect
      .poll(async () => {
        const { messages } = (await (await page.request.get('/api/dev/outbox')).json()) as { messages: { to: string; subject: string; text: string }[] };
        return messages.filter((m) => m.subject.includes(`Beadvány ${tag}`)).map((m) => m.to);
      }, { timeout: 20_000 })
      .toEqual(['ugyved@kovacs-ugyved.hu']);
    await shot('matter-panel');

    await page.goto('/dev/outbox');
    await expect(page.getByText(`Beadvány ${tag}`).first()).toBeVisible();
    if (width > 400) await shot('outbox');

    await page.goto('/app/compliance-tracker');
    await expect(page.getByRole('heading', { name: 'Határidőnapló', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ezen a héten lejár' }).or(page.getByRole('region', { name: 'Naptár' })).getByText(`Beadvány ${tag}`).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Naptár' }).getByText(`Fellebbezés ${tag}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (width < 400) await expectNoSidewaysScroll(page);
    await shot('tracker');
    await page.getByRole('radio', { name: 'Havi nézet' }).click();
    await expect(page.getByRole('list', { name: 'A hónap napjai a határidőkkel' })).toBeVisible();
    await shot('month');
  });
}
