// Journey (issue 14 point 9, issue 15 points 6-7): a lawyer types "kovacs" into the top bar,
// walks the grouped results with the arrow keys and opens the organisation with Enter; then writes
// a knowledge-base article, attaches a vault document to it and follows the attachment to the
// viewer (decision 0247), and finds the article by a word typed without accents — at 1440 and 375 px.
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { onPostgresAtDesktop } from './journey-settings';
import { signInViaApi, topBarSearch } from './shell-helpers';

for (const width of [1440, 375]) {
  test(`top bar search and knowledge base (${width} px)`, onPostgresAtDesktop(width), async ({ page, baseURL }) => {
    const mobile = width < 400;
    const suffix = mobile ? 'mobile' : 'desktop';
    const stamp = Date.now().toString(36);
    await page.setViewportSize({ width, height: mobile ? 812 : 900 });
    await signInViaApi(page, baseURL!, demo.lawyer);
    await page.goto('/app/dashboard');

    // "kovacs" without the accent: the organisation "Kovács Kertészet Kft." among grouped results.
    let box = await topBarSearch(page, mobile);
    await box.fill('kovacs');
    const listbox = page.getByRole('listbox', { name: 'Találatok' });
    await expect(listbox.getByRole('group', { name: 'Szervezetek' })).toBeVisible();
    const target = listbox.getByRole('option', { name: /Kovács Kertészet Kft\./ });
    await expect(target).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `search-kovacs-${suffix}`);
    // Arrow down until the organisation is the active option, then Enter.
    for (let i = 0; i < 10 && (await target.getAttribute('aria-selected')) !== 'true'; i++) await box.press('ArrowDown');
    await expect(target).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await target.getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/app\/contacts\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kovács Kertészet Kft.' })).toBeVisible();

    // A new knowledge-base article…
    await page.goto('/app/kb');
    await expect(page.getByRole('heading', { level: 1, name: 'Tudásbázis' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ügyfél-azonosítás a Pmt. szerint' })).toBeVisible();
    await page.getByRole('button', { name: 'Új cikk' }).click();
    const title = `Végrehajtási záradék kérése ${stamp}`;
    const form = page.getByRole('form', { name: 'Új cikk' });
    await form.getByLabel('Cím', { exact: true }).fill(title);
    await form.getByLabel('Kategória').selectOption('checklist');
    await form.getByLabel('Címkék').fill('végrehajtás, záradék');
    await form.getByLabel('Szöveg').fill(`## Teendők\n- Jogerős és végrehajtható **ítélet** ellenőrzése\n- Záradékolási kérelem a bírósághoz (${stamp}kulcsszó)\n\n<script>alert(1)</script> marad szövegként.`);
    await form.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Teendők' })).toBeVisible();
    await expect(page.getByText('<script>alert(1)</script> marad szövegként.')).toBeVisible();
    await screenshot(page, `kb-article-${suffix}`);

    // …with a vault document attached from the picker, then followed to the document viewer.
    const attachments = page.getByRole('region', { name: 'Csatolmányok' });
    await expect(attachments.getByText('A cikkhez nincs csatolmány.')).toBeVisible();
    await attachments.getByRole('button', { name: 'Csatolás a dokumentumtárból' }).click();
    const picker = page.getByRole('dialog', { name: 'Csatolás a dokumentumtárból' });
    await picker.getByLabel('Keresés a dokumentumtárban').fill('Alapító');
    await picker.getByRole('button', { name: 'Csatolás: Alapító okirat tervezete' }).click();
    await expect(picker).toBeHidden();
    const attached = attachments.getByRole('link', { name: 'Alapító okirat tervezete', exact: true });
    await expect(attached).toBeVisible();
    await expect(attachments.getByText(/^Alapító okirat – tervezet\.pdf · \d+(,\d)?\skB · ügy: /)).toBeVisible();
    await expect(attachments.getByRole('link', { name: 'Letöltés: Alapító okirat tervezete' })).toHaveAttribute('href', /\/api\/documents\/[0-9a-f-]+\/download$/);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `kb-attachment-${suffix}`);
    await attached.click();
    await expect(page).toHaveURL(/\/app\/documents\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alapító okirat tervezete' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // …found by the search, typed without accents.
    box = await topBarSearch(page, mobile);
    await box.fill(`zaradekolasi ${stamp}`);
    const article = page
      .getByRole('listbox', { name: 'Találatok' })
      .getByRole('group', { name: 'Tudásbázis' })
      .getByRole('option', { name: new RegExp(title) });
    await expect(article).toBeVisible();
    await expect(article.locator('mark').first()).toHaveText('Záradékolási');
    await screenshot(page, `search-kb-${suffix}`);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
