// Journey (issue 35 points 5 and 7): a customer files a complaint about one of her matters and
// finds the firm's answer; the lawyer takes it up and answers it with reasons on /app/complaints
// (the open complaint also shows on the deadline page); the customer searches the FAQ and asks a
// question, which becomes a message thread — at 1440 and 375 px.
import type { Page } from '@playwright/test';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { onPostgresAtDesktop } from './journey-settings';
import { signInViaApi } from './shell-helpers';

async function signOut(page: Page) {
  await page.context().clearCookies();
}

for (const width of [1440, 375]) {
  test(`portal complaint and support (${width} px)`, onPostgresAtDesktop(width), async ({ page, baseURL }) => {
    const suffix = width < 400 ? 'mobile' : 'desktop';
    const stamp = Date.now().toString(36);
    const subject = `Hibás számlatétel ${stamp}`;
    await page.setViewportSize({ width, height: width < 400 ? 812 : 900 });

    // The customer files a complaint on her matter.
    await signInViaApi(page, baseURL!, demo.customer);
    await page.goto('/app/submit-complaint');
    await expect(page.getByRole('heading', { level: 1, name: 'Panasz benyújtása' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Új panasz' });
    await form.getByLabel('Tárgy').fill(subject);
    await form.getByLabel('A panasz részletes leírása').fill('A legutóbbi számlán kétszer szerepel ugyanaz a tanácsadási tétel.');
    await form.getByLabel('Kapcsolódó ügy (nem kötelező)').selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Panasz elküldése' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'azonosítóval rögzítettük' })).toBeVisible();
    const mine = page.getByRole('region', { name: 'Panaszaim' });
    await expect(mine.getByRole('button', { name: new RegExp(subject) })).toBeVisible();
    await expect(mine.getByText('Az iroda még nem válaszolt.', { exact: false })).toBeVisible();
    // The demo complaint shows the firm's reasoned answer.
    await mine.getByRole('button', { name: /Késedelmes tájékoztatás/ }).click();
    await expect(mine.getByText('A panaszt részben elfogadtuk')).toBeVisible();
    await expect(mine.getByRole('heading', { name: 'Indoklás' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `portal-complaint-customer-${suffix}`);

    // The lawyer sees it among the deadlines and answers it with reasons.
    await signOut(page);
    await signInViaApi(page, baseURL!, demo.lawyer);
    await page.goto('/app/compliance-tracker');
    const open = page.getByRole('region', { name: 'Panaszok válaszhatárideje' });
    await open.getByRole('link', { name: subject }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await page.getByRole('button', { name: 'Átveszem (folyamatban)' }).click();
    await expect(page.getByText('Folyamatban', { exact: true })).toBeVisible();
    const answer = page.getByRole('form', { name: 'Válasz' });
    await answer.getByLabel('Az iroda álláspontja').selectOption('rejected');
    await answer.getByLabel('Érdemi válasz').fill('A panaszt megvizsgáltuk: a tétel két külön tanácsadást takar.');
    await answer.getByLabel('Indoklás (elutasításnál és részleges elfogadásnál kötelező)').fill('A két tanácsadás október 3-án és 10-én volt, mindkettőről feljegyzés készült.');
    await answer.getByRole('button', { name: 'Válasz elküldése' }).click();
    await expect(page.getByText('A választ elküldtük', { exact: false })).toBeVisible();
    await expect(page.getByText('Megválaszolva', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `portal-complaint-firm-${suffix}`);

    // The customer reads the answer, then searches the FAQ and asks a question.
    await signOut(page);
    await signInViaApi(page, baseURL!, demo.customer);
    await page.goto('/app/submit-complaint');
    await page
      .getByRole('region', { name: 'Panaszaim' })
      .getByRole('button', { name: new RegExp(subject) })
      .click();
    await expect(page.getByText('A panaszt elutasítottuk')).toBeVisible();
    await expect(page.getByText('mindkettőről feljegyzés készült', { exact: false })).toBeVisible();

    await page.goto('/app/support?view=faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Támogatás' })).toBeVisible();
    await page.getByLabel('Keresés a gyakori kérdések között').fill('fizetes');
    await expect(page.getByText('Hogyan kapom meg a számláimat, és hogyan fizethetek?')).toBeVisible();
    await expect(page.getByText('Mennyi idő alatt válaszol az iroda', { exact: false })).toBeHidden();
    await page.getByText('Hogyan kapom meg a számláimat, és hogyan fizethetek?').click();
    await expect(page.getByRole('heading', { name: 'Fizetés' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `portal-support-faq-${suffix}`);
    await page.getByRole('button', { name: 'Kérdésem van' }).click();
    const ask = page.getByRole('form', { name: 'Kérdésem van' });
    await ask.getByLabel('Tárgy').fill(`Kérdés ${stamp}`);
    await ask.getByLabel('Kérdés').fill('Kaphatok papíralapú számlát is?');
    await ask.getByRole('button', { name: 'Kérdés elküldése' }).click();
    await expect(page.getByRole('link', { name: 'Az üzenetváltás megnyitása' })).toHaveAttribute('href', /\/app\/contact-company\?thread=/);
  });
}
