// Journey (issue 19): with no language model configured (the embedded demo), a lawyer asks Themis
// about a seeded contract. The answer streams in as passages under the plain "no language model"
// notice and costs none of the plan's AI runs, even with the month's runs used up (issue 38.5,
// decision 0331), and its citation opens the document. The firm administrator
// then finds the request in the AI log of /app/ai-modules; the vault lists the indexed documents.
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { onPostgres } from './journey-settings';
import { signInViaApi } from './shell-helpers';

test('a lawyer asks Themis without a model, follows the citation; the admin sees it in the AI log', onPostgres, async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaApi(page, baseURL!, demo.lawyer);
  await page.goto('/app/themis');
  await expect(page.getByRole('heading', { name: 'Themis jogi asszisztens', level: 1 })).toBeVisible();
  // The seeded earlier conversation is in the history.
  await expect(page.getByRole('button', { name: /Mennyi a vételár a Bartók Béla úti/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'themis-history');

  // The month's AI runs used up: the model-free answer still comes, and costs none.
  for (let i = 0; i < 2; i++) expect((await page.request.post('/api/usage/consume', { data: { action: 'agent_run' }, headers: { origin: baseURL! } })).status()).toBe(200);
  await page.getByRole('button', { name: 'Új beszélgetés' }).click();
  await page.getByLabel('Kérdésed').fill('Mikor van a birtokbaadás napja az adásvételi szerződés szerint?');
  await page.getByRole('button', { name: 'Kérdezek' }).click();
  const answer = page.getByRole('listitem').filter({ hasText: 'Nincs beállított nyelvi modell – az alábbi részletek a dokumentumaiból származnak.' });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('birtokbaadás napja 2026. március 15.');
  await expect(answer.getByText('csak keresés, nyelvi modell nélkül', { exact: false })).toBeVisible();
  expect((await (await page.request.get('/api/entitlements')).json()).usage.agents).toBe(2);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'themis-retrieval-answer');

  await answer.getByRole('link', { name: 'Adásvételi szerződés – Bartók Béla út' }).click();
  await expect(page).toHaveURL(/\/app\/documents\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Adásvételi szerződés – Bartók Béla út', level: 1 })).toBeVisible();
  await screenshot(page, 'themis-citation-document');

  await page.goto('/app/themis/vault');
  await expect(page.getByRole('heading', { name: 'Themis-tár', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Keresetlevél – hibás teljesítés' })).toBeVisible();
  await expect(page.getByText('Üzletrész-adásvételi')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'themis-vault');

  // The firm administrator sees the request in the AI log.
  await page.context().clearCookies();
  await signInViaApi(page, baseURL!, demo.tenant);
  await page.goto('/app/ai-modules');
  await expect(page.getByRole('heading', { name: 'AI modulok', level: 1 })).toBeVisible();
  await expect(page.getByText('Nincs beállított szolgáltató.')).toBeVisible();
  const log = page.getByRole('region', { name: 'AI-napló' });
  await expect(log.getByRole('row').filter({ hasText: 'csak keresés' }).first()).toBeVisible();
  await page.getByLabel('Esemény').selectOption('request');
  await expect(log.getByRole('row').filter({ hasText: 'Kérés' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'ai-modules-admin');
});
