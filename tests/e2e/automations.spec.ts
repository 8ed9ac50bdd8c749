// Journey (issue 36 "Done when"): the firm admin builds a rule on /app/automations – when a matter
// is created, generate the engagement letter from its template into the vault, tell the
// responsible lawyer and e-mail the matter's client – a lawyer opens a matter for a client of her
// own, the document appears among the matter's documents, the notice in her bell and the client's
// e-mail in the development outbox, and the rule's run log shows the run with its inputs and
// outcome (the e-mail step naming the client). With the plan's monthly automation runs then used up (the platform operator
// set the limit to one more run than this month's), the next matter's run is refused with spec
// 3.4's gate `automations_limit_exceeded`, said in Hungarian in the run log with the way to
// upgrade. The rule list at 375 px last. The runs are jobs: the pages are re-read until they show
// the outcome, never a fixed wait.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { outboxFor } from './auth-helpers';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { onPostgres } from './journey-settings';
import { expectNoSidewaysScroll, signInViaApi } from './shell-helpers';
import { chooseInCombobox } from './combobox-helpers';

const ENGAGEMENT_TEMPLATE = 'Megbízási szerződés ügyvédi tevékenység ellátására';
const FIRM = 'Kovács és Társai Ügyvédi Iroda';

/** Letters only (a person's name takes no digits), different on every run. */
const stampLetters = () =>
  Date.now()
    .toString()
    .slice(-7)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

async function signedInPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'hu-HU', timezoneId: 'Europe/Budapest', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInViaApi(page, baseURL, email);
  return page;
}

/** The platform operator sets the firm's plan to allow exactly one more automation run this month. */
async function leaveOneRun(operator: APIRequestContext, origin: string) {
  const overview = await operator.get('/api/platform/billing');
  expect(overview.status(), await overview.text()).toBe(200);
  const { plans, tenants } = (await overview.json()) as {
    plans: { id: string; name: string; agents_limit: number | null; automations_limit: number | null; monthly_price_huf: number }[];
    tenants: { name: string; plan: string | null; automations_used: number }[];
  };
  const firm = tenants.find((t) => t.name === FIRM)!;
  const plan = plans.find((p) => p.name === firm.plan)!;
  expect(plan, `the firm's plan (${firm.plan})`).toBeTruthy();
  const patched = await operator.patch(`/api/platform/billing/plans/${plan.id}`, {
    data: { name: plan.name, agents_limit: plan.agents_limit, automations_limit: firm.automations_used + 1, monthly_price_huf: plan.monthly_price_huf },
    headers: { origin },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  return firm.automations_used + 1;
}

/** The lawyer opens a matter on /app/matters/new; with a client, after the conflict check. */
async function openMatter(page: Page, title: string, clientName: string | null) {
  await page.goto('/app/matters/new');
  await page.getByLabel('Megnevezés', { exact: true }).fill(title);
  if (clientName) {
    await chooseInCombobox(page.getByRole('combobox', { name: 'Névjegy (nem kötelező)' }).nth(0), clientName, clientName);
    await page.getByRole('button', { name: 'Összeférhetetlenségi vizsgálat' }).click();
    await expect(page.getByText('A vizsgálat nem talált egyezést a cég névjegyei és ügyfelei között.')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Ügy megnyitása' }).click();
  const heading = page.getByRole('heading', { name: new RegExp(`^\\d{4}/\\d{4} – ${title}$`) });
  await expect(heading).toBeVisible();
  return (await heading.textContent())!.split(' – ')[0]!;
}

/** The admin's run log of `rule`, read again until its newest run has finished. */
async function openRunLog(page: Page, rule: string) {
  await page.goto('/app/automations');
  const row = page.getByRole('row').filter({ hasText: rule });
  await row.getByRole('button', { name: `${rule}: futásnapló` }).click();
  const log = page.getByRole('region', { name: `Futásnapló: ${rule}` });
  await expect(log).toBeVisible();
  return log;
}

test('the firm admin automates the engagement letter of a new matter; the plan limit refuses the run after', onPostgres, async ({ page, browser, baseURL }) => {
  // Two job runs and a dozen page loads: a page took 6 s on the loaded machine (217 s in all once).
  test.setTimeout(360_000);
  const stamp = stampLetters();
  const rule = `Megbízási szerződés új ügyhöz ${stamp}`;
  const notice = 'Megbízási szerződés elkészült: {{title}}';
  const clientEmail = `proba.${stamp}@example.hu`;
  const mailSubject = 'Megbízási szerződés tervezete: {{title}}';
  const matterTitle = `Automatikus megbízás ${stamp}`;
  const secondTitle = `Limit feletti ügy ${stamp}`;

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaApi(page, baseURL!, demo.tenant);
  const lawyer = await signedInPage(browser, baseURL!, demo.lawyer);
  const operatorPage = await signedInPage(browser, baseURL!, demo.admin);
  try {
    // This month's runs so far plus one: the rule's first run fits, the next does not.
    const limit = await leaveOneRun(operatorPage.request, baseURL!);

    // 1. The firm admin builds the rule with the form.
    await page.goto('/app/automations');
    await expect(page.getByRole('heading', { level: 1, name: 'Automatizálások' })).toBeVisible();
    await expect(page.getByText(/E havi futások:/)).toContainText(`/ ${limit}.`);
    await page.getByRole('button', { name: 'Új szabály' }).click();
    const form = page.getByRole('form', { name: 'Új automatizálási szabály' });
    await form.getByLabel(/A szabály neve/).fill(rule);
    await form.getByLabel('Leírás (nem kötelező)').fill('Új ügynél a megbízási szerződés tervezete az ügy iratai közé, a felelős ügyvéd értesítést, az ügyfél e-mailt kap.');
    await form.getByLabel('Esemény', { exact: true }).selectOption({ label: 'Új ügy jött létre' });
    await form.getByLabel('1. művelet', { exact: true }).selectOption({ label: 'Dokumentum generálása sablonból a dokumentumtárba' });
    await form.getByLabel('Sablon', { exact: true }).selectOption({ label: ENGAGEMENT_TEMPLATE });
    await form.getByRole('button', { name: 'A sablon példaértékeinek betöltése' }).click();
    await expect(form.getByLabel('A sablon állandó értékei (JSON)')).toHaveValue(/"bank_account"/);
    // The notice is its own action below (one notice, not two).
    await form.getByLabel('Az ügy felelős ügyvédje kapjon értesítést, ha elkészült').uncheck();
    await form.getByRole('button', { name: 'Művelet hozzáadása' }).click();
    await expect(form.getByLabel('2. művelet', { exact: true })).toHaveValue('notify');
    await expect(form.getByLabel('Címzett')).toHaveValue('matter_responsible');
    await form.getByLabel(/Az értesítés címe/).fill(notice);
    await form.getByLabel('Szöveg (nem kötelező)').fill('Ügyszám: {{number}}. Nézd át és küldd el az ügyfélnek aláírásra.');
    // The client is told by e-mail, at the address of the matter's client contact.
    await form.getByRole('button', { name: 'Művelet hozzáadása' }).click();
    await form.getByLabel('3. művelet', { exact: true }).selectOption({ label: 'E-mail küldése' });
    await expect(form.getByLabel('Címzett').nth(1)).toHaveValue('matter_client');
    await form.getByLabel(/A levél tárgya/).fill(mailSubject);
    await form.getByLabel(/A levél szövege/).fill('Elkészült a(z) {{number}} számú ügyének megbízási szerződése; az aláírás időpontjáról hamarosan keressük.');
    // Nothing filled is flagged (a stale message under the last field once swallowed the click below).
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // From the top: a full-page shot of a scrolled page draws the fixed bars mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'automations-rule-form');
    await form.getByRole('button', { name: 'Szabály létrehozása' }).click();
    const ruleRow = page.getByRole('row').filter({ hasText: rule });
    await expect(ruleRow).toContainText('Új ügy jött létre');
    await expect(ruleRow).toContainText('Dokumentum generálása sablonból a dokumentumtárba; Értesítés küldése; E-mail küldése');
    await expect(ruleRow).toContainText('Bekapcsolva');
    await expect(page.getByRole('region', { name: `Futásnapló: ${rule}` }).getByText('A szabály még nem futott.')).toBeVisible();

    // 2. A lawyer opens a matter for a new client of hers (a complete person: the contract names her).
    const client = await lawyer.request.post('/api/contacts', {
      data: {
        kind: 'person',
        familyName: 'Próba',
        givenName: `Ágnes ${stamp[0]!.toUpperCase()}${stamp.slice(1)}`,
        birthPlace: 'Győr',
        birthDate: '1986-03-14',
        mothersName: 'Kelemen Ilona',
        address: { country: 'HU', postalCode: '9021', city: 'Győr', street: 'Baross Gábor út 5.' },
        email: clientEmail,
      },
      headers: { origin: baseURL! },
    });
    expect(client.status(), await client.text()).toBe(201);
    const clientName = ((await client.json()) as { name: string }).name;
    const number = await openMatter(lawyer, matterTitle, clientName);

    // 3. The run is a job: the lawyer's documents tab is read again until the letter is there.
    const matterUrl = lawyer.url();
    const documents = lawyer.getByRole('region', { name: 'Az ügy dokumentumai' });
    await expect(async () => {
      await lawyer.goto(`${matterUrl.split('?')[0]}?tab=documents`);
      await expect(documents.getByRole('link', { name: /Megbízási szerződés/ }).first()).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 120_000 });
    await expectNoSeriousA11yViolations(lawyer);
    await screenshot(lawyer, 'automations-matter-document');
    // The same document in the vault.
    await lawyer.goto(`/app/documents?matterId=${encodeURIComponent(matterUrl.split('/').pop()!.split('?')[0]!)}`);
    await expect(lawyer.getByRole('link', { name: /Megbízási szerződés/ }).first()).toBeVisible();

    // 4. Her bell: the rule's notice, with the matter's title filled in.
    await lawyer.getByRole('button', { name: /^Értesítések, [1-9]\d* olvasatlan$/ }).click();
    const panel = lawyer.getByRole('region', { name: 'Értesítések' });
    await expect(panel.getByText(`Megbízási szerződés elkészült: ${matterTitle}`)).toBeVisible();
    await expect(panel.getByText(`Ügyszám: ${number}.`, { exact: false })).toBeVisible();
    await screenshot(lawyer, 'automations-lawyer-bell');

    // 5. The client's notice: one e-mail to her address, the matter's title and number filled in
    // (sent after the run's job commits: asked again until it is there).
    const subject = `Megbízási szerződés tervezete: ${matterTitle}`;
    // (Every mail's subject ends with the product's name.)
    await expect.poll(async () => (await outboxFor(page.request, clientEmail)).map((m) => m.subject), { timeout: 60_000 }).toEqual([`${subject} – Virtuális Iroda`]);
    const [mail] = await outboxFor(page.request, clientEmail);
    expect(mail!.text).toContain(`Elkészült a(z) ${number} számú ügyének megbízási szerződése`);
    await page.goto('/dev/outbox');
    await expect(page.getByText(subject).first()).toBeVisible();
    await screenshot(page, 'automations-client-mail');

    // 6. The admin's run log: the run, its inputs (the matter's number and title) and what it did.
    const log = await openRunLog(page, rule);
    const runs = log.getByRole('region', { name: 'A szabály futásai' });
    const run = runs.getByRole('row').filter({ hasText: matterTitle });
    await expect(run).toContainText('Sikeres');
    await expect(run.getByRole('list', { name: 'A futás bemenetei' })).toContainText(`Ügyszám: ${number}`);
    await expect(run.getByRole('list', { name: 'A futás bemenetei' })).toContainText(`Ügy megnevezése: ${matterTitle}`);
    await expect(run.getByRole('list', { name: 'A futás bemenetei' })).toContainText('Jogterület: Polgári peres ügy');
    await expect(run).toContainText(`Dokumentum „${ENGAGEMENT_TEMPLATE}” sablonból a(z) ${number} ügy dokumentumai közé`);
    await expect(run).toContainText(`Megbízási szerződés elkészült: ${matterTitle}`);
    await expect(run).toContainText(`E-mail „${subject}” – címzett: Próba Ágnes`);
    await expect(page.getByText(/E havi futások:/)).toContainText(`E havi futások: ${limit} / ${limit}.`);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'automations-run-log');

    // 7. The plan's runs are used up: the next matter's run is refused with the gate's reason.
    await openMatter(lawyer, secondTitle, null);
    await expect(async () => {
      await openRunLog(page, rule);
      await expect(runs.getByRole('row').filter({ hasText: secondTitle })).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 120_000 });
    const refused = runs.getByRole('row').filter({ hasText: secondTitle });
    // Queued at first: the log asks again by itself while a run waits for its job.
    await expect(refused).toContainText('Csomaglimit miatt elutasítva', { timeout: 90_000 });
    await expect(refused).toContainText('Elérted az automatizációk havi limitjét.');
    await expect(refused.getByRole('link', { name: 'Csomagváltás a több futásért' })).toHaveAttribute('href', '/app/pricing');
    const rows = (await (await page.request.get(`/api/automations`)).json()) as { items: { id: string; name: string }[] };
    const ruleId = rows.items.find((r) => r.name === rule)!.id;
    const stored = (await (await page.request.get(`/api/automations/${ruleId}/runs`)).json()) as { items: { status: string; gateReason: string | null; inputs: { title?: string } }[] };
    expect(stored.items.find((r) => r.inputs.title === secondTitle)).toMatchObject({ status: 'refused', gateReason: 'automations_limit_exceeded' });
    expect(stored.items.find((r) => r.inputs.title === matterTitle)).toMatchObject({ status: 'succeeded', gateReason: null });
    // No letter was made for the refused run.
    await lawyer.goto(`${lawyer.url().split('?')[0]}?tab=documents`);
    await expect(lawyer.getByText('Ehhez az ügyhöz még nincs dokumentum.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: rule })).toContainText('Csomaglimit miatt elutasítva');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'automations-run-refused');

    // 8. The rule list on a phone.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/app/automations');
    await expect(page.getByText(rule).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'automations-list-mobile');
  } finally {
    await lawyer.context().close();
    await operatorPage.context().close();
  }
});
