// Journey (issue 19, decisions 0248, 0252, 0266): a lawyer asks Themis a question typed without
// accents; the answer cites the firm's knowledge-base article and the citation opens /app/kb/:id
// (at 1440 and 375 px). The firm administrator then leaves a contract out of the vault on
// /app/themis/vault, asks again, and the contract is no longer cited; included again, it is.
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { signInViaApi } from './shell-helpers';

const CONTRACT = 'Adásvételi szerződés – Bartók Béla út';
const ARTICLE = 'Ügyfél-azonosítás a Pmt. szerint';

test('Themis cites a knowledge-base article and the user follows it; a document left out of the vault is no longer cited', async ({ page, baseURL, browser }) => {
  // The demo firm's plan has its AI runs used up: the platform operator raises the limit.
  const admin = await browser.newContext({ baseURL: baseURL! });
  const adminPage = await admin.newPage();
  await signInViaApi(adminPage, baseURL!, demo.admin);
  const raised = await adminPage.request.patch('/api/platform/billing/plans/plan-alap', { data: { name: 'Alap', agents_limit: 50, automations_limit: 1, monthly_price_huf: 0 }, headers: { origin: baseURL! } });
  expect(raised.status(), await raised.text()).toBe(200);
  await admin.close();

  const ask = async (question: string) => {
    await page.goto('/app/themis');
    // A question over all the firm's documents: the picker shows the open conversation's matter,
    // which a new conversation would take, so "Minden dokumentum" is chosen first.
    await page.getByLabel('Ügy (nem kötelező)').selectOption('');
    await page.getByRole('button', { name: 'Új beszélgetés' }).click();
    await expect(page.getByRole('button', { name: /^Új beszélgetés\s*\d{4}\./ })).toBeVisible();
    await page.getByLabel('Kérdésed').fill(question);
    await page.getByRole('button', { name: 'Kérdezek' }).click();
    const answer = page.getByRole('listitem').filter({ hasText: 'Nincs beállított nyelvi modell' }).last();
    await expect(answer).toBeVisible();
    return answer;
  };

  // A lawyer: the article cited (marked as knowledge base), its link opens the article.
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInViaApi(page, baseURL!, demo.lawyer);
  const answer = await ask('Meddig kell megorizni az ugyfelatvilagitas adatait a Pmt szerint?');
  const link = answer.getByRole('link', { name: ARTICLE });
  await expect(link).toBeVisible();
  await expect(answer).toContainText('(tudásbázis)');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'themis-kb-citation-1440');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(link).toBeVisible();
  await screenshot(page, 'themis-kb-citation-375');
  await link.click();
  await expect(page).toHaveURL(/\/app\/kb\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: ARTICLE, level: 1 })).toBeVisible();
  await screenshot(page, 'themis-kb-article-375');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await screenshot(page, 'themis-kb-article-1440');

  // The firm administrator: the contract is cited, then left out of the vault and no longer cited.
  await page.context().clearCookies();
  await signInViaApi(page, baseURL!, demo.tenant);
  const question = 'Mikor van a birtokbaadás napja az adásvételi szerződés szerint?';
  await expect((await ask(question)).getByRole('link', { name: CONTRACT })).toBeVisible();
  await page.goto('/app/themis/vault');
  await expect(page.getByRole('heading', { name: 'Themis-tár', level: 1 })).toBeVisible();
  const toggle = page.getByRole('checkbox', { name: `${CONTRACT} – Themis használhatja` });
  await expect(toggle).toBeChecked();
  // The box follows the server's answer (a controlled input): click, then wait for the saved state.
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByRole('row').filter({ hasText: CONTRACT }).first()).toContainText('Nem');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'themis-vault-excluded-1440');
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, 'themis-vault-excluded-375');
  await page.setViewportSize({ width: 1440, height: 1000 });
  const after = await ask(question);
  await expect(after.getByRole('link', { name: CONTRACT })).toHaveCount(0);
  await screenshot(page, 'themis-after-exclusion-1440');

  // Included again: cited again (and the demo data as it was for other journeys).
  await page.goto('/app/themis/vault');
  await page.getByRole('checkbox', { name: `${CONTRACT} – Themis használhatja` }).click();
  await expect(page.getByRole('checkbox', { name: `${CONTRACT} – Themis használhatja` })).toBeChecked();
  await expect((await ask(question)).getByRole('link', { name: CONTRACT })).toBeVisible();
});
