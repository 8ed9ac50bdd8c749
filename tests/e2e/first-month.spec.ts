// Journey of issue 38's "Done when": a firm's first month, end to end, as the firm admin, two
// lawyers and a customer. The firm admin invites a second lawyer with a role, who sets her first
// password on the invitation link (38.2: "beállítva", never "megváltozott"); the firm admin opens an
// hourly matter for the portal customer's contact after the conflict check (the client of an
// earlier matter is a same-side hit, no decision needed), with the new lawyer on its team and a
// deadline; the demo lawyer generates the engagement contract from the matter (38.4: the hourly
// fee from the matter, "/óra"); both lawyers record time on it; the firm admin issues the invoice
// "Számla a nem számlázott időből" – it keeps its matter (38.1) – and records a part payment. The
// matter's case file totals (38.3), revenue by matter and realisation on the financial reports and
// the dashboard's money figures (38.10) are checked against what was entered, and the customer finds
// the invoice among her purchases. Its own data: every name carries a stamp; the dashboard is
// compared with its own figures before the journey, never with demo rows' counts.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { addDays, todayInBudapest } from '../../src/shared/dates/iso-date';
import { formatHuf } from '../../src/shared/hu/format';
import { outboxFor } from './auth-helpers';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, signInWithForm, test } from './fixtures';
import { onPostgres } from './journey-settings';
import { signInViaApi } from './shell-helpers';
import { chooseInCombobox } from './combobox-helpers';

// Hourly fee of the matter, and what each lawyer records: 1:30 + 2:00 at 40 000 Ft/óra.
const HOURLY_FEE = 40_000;
const NET = 1.5 * HOURLY_FEE + 2 * HOURLY_FEE; // 140 000 Ft
const GROSS = NET * 1.27; // 177 800 Ft (27 % VAT)
const PAID = 100_000;
const OPEN = GROSS - PAID; // 77 800 Ft

type Stats = { receivablesHuf: number; receivableInvoices: number; unbilledHuf: number; revenueThisMonthHuf: number };

/** A signed-in page of its own (other cookies), at the journey's width. */
async function pageOf(browser: Browser, baseURL: string, email?: string, password?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'hu-HU', timezoneId: 'Europe/Budapest', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  if (email) await signInViaApi(page, baseURL, email, password);
  return page;
}

const post = (request: APIRequestContext, origin: string, url: string, data: object) => request.post(url, { data, headers: { origin } });

test.use({ actionTimeout: 60_000 });

test("a firm's first month: a new colleague, a matter, contract, time, invoice, payment, and the figures that follow (1440 px)", onPostgres, async ({ page, browser, baseURL }) => {
  test.setTimeout(420_000);
  const origin = baseURL!;
  const stamp = Date.now().toString(36);
  const today = todayInBudapest();
  const colleague = { name: `dr. Fehér Lili ${stamp}`, email: `feher.lili.${stamp}@kovacs-ugyved.hu`, password: `Feher-Lili-${stamp}-2026!` };
  const title = `Szabó Anna – bérleti jogvita ${stamp}`;
  await page.setViewportSize({ width: 1440, height: 900 });

  // The customer's contact at the firm (her portal's client), and the demo lawyer.
  const customer = await pageOf(browser, origin, demo.customer);
  const [client] = ((await (await customer.request.get('/api/client-portal/booking/options')).json()) as { clients: { id: string; name: string }[] }).clients;
  expect(client).toBeTruthy();
  const lawyer = await pageOf(browser, origin, demo.lawyer);
  const lawyerUser = ((await (await lawyer.request.get('/api/auth/get-session')).json()) as { user: { id: string; name: string } }).user;

  // 1. The firm admin invites a lawyer (38.2): a link by e-mail, valid for days.
  await signInViaApi(page, origin, demo.tenant);
  const before = (await (await page.request.get('/api/invoice-generator/stats')).json()) as Stats;
  await page.goto('/app/settings');
  const invite = page.getByRole('form', { name: 'Munkatárs meghívása' });
  await invite.getByLabel('Név').fill(colleague.name);
  await invite.getByLabel('Emailcím').fill(colleague.email);
  await invite.getByRole('radio', { name: 'Ügyvéd', exact: true }).check();
  await invite.getByRole('button', { name: 'Meghívó küldése' }).click();
  await expect(page.getByText(`Meghívót küldtünk ide: ${colleague.email}`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Függő munkatársi meghívók' }).getByText(colleague.email)).toBeVisible();
  await screenshot(page, 'first-month-invitation-desktop');
  await expect.poll(async () => (await outboxFor(page.request, colleague.email)).length).toBeGreaterThan(0);
  const [mail] = await outboxFor(page.request, colleague.email);
  expect(mail!.text).toContain('ügyvédként');
  const link = mail!.text.match(/https?:\/\/\S+\/accept-invitation\?token=[\w%.-]+/)![0];

  // 2. The new lawyer sets her first password on the link and signs in.
  const lili = await pageOf(browser, origin);
  await lili.goto(new URL(link).pathname + new URL(link).search);
  await expect(lili.getByRole('heading', { level: 1, name: 'Meghívó' })).toBeVisible();
  await expect(lili.getByText(/meghívott a virtuális irodájába ügyvédként\./)).toBeVisible();
  await lili.getByLabel('Jelszó', { exact: true }).fill(colleague.password);
  await lili.getByLabel('Jelszó megerősítése').fill(colleague.password);
  await lili.getByRole('checkbox').check();
  await expectNoSeriousA11yViolations(lili);
  await screenshot(lili, 'first-month-accept-invitation-desktop');
  await lili.getByRole('button', { name: 'Fiók létrehozása és csatlakozás' }).click();
  await expect(lili.getByText('A fiókod elkészült, a jelszavad beállítva. Most már bejelentkezhetsz.')).toBeVisible();
  await expect(lili.getByText(/megváltozott/)).toHaveCount(0);
  if (!(await lili.getByLabel('Emailcím').inputValue())) await lili.getByLabel('Emailcím').fill(colleague.email);
  await signInWithForm(lili, colleague.email, colleague.password);
  await expect(lili).toHaveURL(/\/app\//);

  // 3. The firm admin opens the matter after the conflict check.
  await page.goto('/app/matters/new');
  await page.getByLabel('Megnevezés', { exact: true }).fill(title);
  await page.getByLabel('Díjazás', { exact: true }).selectOption('hourly');
  await page.getByLabel('Díj / óradíj (Ft)').fill(String(HOURLY_FEE));
  await page.getByLabel('Felelős ügyvéd').selectOption(lawyerUser.id);
  await page.getByRole('group', { name: 'Csapat' }).getByLabel(colleague.name).check();
  // Not confidential: decision 0350 keeps a confidential matter – and, since 38.1 keeps the matter
  // on the invoice, its invoices – out of the customer's portal even when she is its client.
  await expect(page.getByLabel('Bizalmas ügy (csak a csapat látja)')).not.toBeChecked();
  await chooseInCombobox(page.getByRole('combobox', { name: 'Névjegy (nem kötelező)' }).nth(0), client!.name, new RegExp(`^${client!.name}( \\(.+\\))?$`));
  await page.getByLabel('Név', { exact: true }).nth(1).fill(`Bérbeadó ${stamp} Kft.`);
  await page.getByLabel('Szerep megnevezése (pl. alperes)').nth(1).fill('alperes');
  const save = page.getByRole('button', { name: 'Ügy megnyitása' });
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'Összeférhetetlenségi vizsgálat' }).click();
  // Her earlier matter makes her a same-side hit at most: no decision, nothing adverse.
  await expect(page.getByText(/^(Ellenérdekű találat nincs: a talált felek ugyanazon az oldalon álltak, döntés nem kell\.|A vizsgálat nem talált egyezést a cég névjegyei és ügyfelei között\.)$/)).toBeVisible();
  await expect(page.getByRole('list', { name: /^Eldöntendő találat/ })).toHaveCount(0);
  await expect(save).toBeEnabled();
  await screenshot(page, 'first-month-conflict-check-desktop');
  await save.click();
  const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^\\d{4}/\\d{4} – ${title}$`) });
  await expect(heading).toBeVisible();
  const matterNumber = (await heading.textContent())!.split(' – ')[0]!;
  const matterId = new URL(page.url()).pathname.split('/').pop()!;
  // A deadline on it, shown on the case file.
  const deadline = await post(page.request, origin, '/api/compliance-tracker', { kind: 'fixed', matterId, title: `Viszontkereset beadása ${stamp}`, dueOn: addDays(today, 15) });
  expect(deadline.status(), await deadline.text()).toBe(201);
  await page.reload();
  await expect(page.getByText(`Viszontkereset beadása ${stamp}`).first()).toBeVisible();

  // 4. The demo lawyer generates the engagement contract from the matter (38.4).
  await lawyer.goto(`/app/documents/generate?template=builtin-megbizasi-szerzodes-ugyvedi&matter=${matterId}`);
  await expect(lawyer.getByRole('status').filter({ hasText: 'Az ügy adatai kitöltve' })).toBeVisible();
  const form = lawyer.getByRole('form', { name: 'A sablon mezői' });
  await expect(form.getByLabel('Eljáró ügyvéd')).toHaveValue(lawyerUser.name);
  await expect(form.getByLabel('Díjazás módja')).toHaveValue('hourly');
  for (const [label, value] of [
    ['Születési hely', 'Szeged'],
    ['Anyja születési neve', 'Kőszegi Ilona'],
    ['Irányítószám', '6720'],
    ['Település', 'Szeged'],
    ['Utca, házszám', 'Kárász utca 6.'],
    ['Az iroda bankszámlája', '11773016-11111018-00000000'],
    ['Aláírás helye', 'Budapest'],
  ] as const) {
    const field = form.getByLabel(label, { exact: true });
    if (!(await field.inputValue())) await field.fill(value);
  }
  const birth = form.getByRole('textbox', { name: 'Születési idő' });
  if (!(await birth.inputValue())) await birth.fill('1985-04-12');
  await form.getByRole('textbox', { name: 'Aláírás napja' }).fill(today);
  const preview = lawyer.getByTestId('template-preview');
  await expect(preview).toContainText(`A megbízás tárgya: ${title}`);
  await expect(preview).toContainText('40 000 Ft/óra');
  await lawyer.getByRole('button', { name: 'Dokumentum elkészítése' }).click();
  await expect(lawyer.getByRole('status').filter({ hasText: 'Elkészült a dokumentum' })).toBeVisible();
  await screenshot(lawyer, 'first-month-contract-desktop');

  // 5. Time on the matter: the demo lawyer 1:30 (through the API), the new lawyer 2:00 on the page.
  const entry = await post(lawyer.request, origin, '/api/time-tracking', { matterId, description: `Bérleti szerződés átnézése ${stamp}`, workDate: today, duration: '1:30' });
  expect(entry.status(), await entry.text()).toBe(201);
  await lili.goto('/app/tracking');
  const later = lili.getByRole('region', { name: 'Utólagos rögzítés' });
  await chooseInCombobox(later.getByRole('combobox', { name: 'Ügy' }), stamp);
  await later.getByLabel('Időtartam').fill('2:00');
  await later.getByLabel('Leírás').fill(`Keresetlevél tervezete ${stamp}`);
  await later.getByRole('button', { name: 'Rögzítés' }).click();
  await expect(later.getByRole('status')).toContainText('Rögzítve: 2:00');
  await expect(
    lili
      .getByRole('row')
      .filter({ hasText: `Keresetlevél tervezete ${stamp}` })
      .first(),
  ).toContainText(formatHuf(2 * HOURLY_FEE));
  await screenshot(lili, 'first-month-tracking-desktop');

  // 6. The case file before invoicing: 3,5 hours worked, all of it unbilled.
  await page.goto(`/app/matters/${matterId}`);
  const totals = page.getByRole('region', { name: 'Az ügy pénzügyei' });
  const figure = (label: string) => totals.getByText(label, { exact: true }).locator('..');
  await expect(figure('Nem számlázott munka')).toContainText(formatHuf(NET));
  await expect(figure('Nem számlázott munka')).toContainText('3,5 óra');
  await expect(figure('Ledolgozott idő')).toContainText('3,5 óra');
  await expect(figure('Számlázva (bruttó)')).toContainText(formatHuf(0));

  // 7. The invoice from the unbilled time, with its dates; issued, it keeps its matter (38.1).
  await page.getByRole('button', { name: 'Számla a nem számlázott időből' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Számlapiszkozat' })).toBeVisible();
  const invoiceId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('textbox', { name: 'Teljesítés dátuma' }).fill(today);
  await page.getByRole('textbox', { name: 'Fizetési határidő' }).fill(addDays(today, 8));
  await expect(page.getByTestId('draft-gross')).toHaveText(formatHuf(GROSS));
  await screenshot(page, 'first-month-invoice-draft-desktop');
  await page.getByRole('button', { name: 'Kiállítás…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Kiállítod a számlát?' });
  await confirm.getByRole('button', { name: 'Kiállítás', exact: true }).click();
  const invoiceHeading = page.getByRole('heading', { level: 1, name: /^Számla SZ\/\d{6}$/ });
  await expect(invoiceHeading).toBeVisible();
  const invoiceNumber = (await invoiceHeading.textContent())!.replace('Számla ', '');
  const issued = (await (await page.request.get(`/api/invoice-generator/${invoiceId}`)).json()) as { matterId: string | null; number: string };
  expect(issued).toMatchObject({ matterId, number: invoiceNumber });

  // 8. A part payment.
  const payments = page.getByRole('region', { name: /^Befizetések/ });
  await payments.getByRole('button', { name: 'Befizetés rögzítése' }).click();
  const dialog = page.getByRole('dialog', { name: `Befizetés rögzítése – ${invoiceNumber}` });
  await dialog.getByLabel('Összeg (Ft)').fill(String(PAID));
  await dialog.getByRole('button', { name: 'Rögzítés' }).click();
  await expect(dialog).toBeHidden();
  await expect(payments.getByTestId('payment-open')).toHaveText(formatHuf(OPEN));
  await screenshot(page, 'first-month-invoice-paid-desktop');

  // 9. The case file: nothing unbilled, invoiced and paid as entered, the invoice on its tab.
  await page.goto(`/app/matters/${matterId}`);
  await expect(figure('Számlázva (bruttó)')).toContainText(formatHuf(GROSS));
  await expect(figure('Befizetve')).toContainText(formatHuf(PAID));
  await expect(figure('Nyitott')).toContainText(formatHuf(OPEN));
  await expect(figure('Nem számlázott munka')).toContainText(formatHuf(0));
  await expect(figure('Ledolgozott idő')).toContainText('3,5 óra');
  await page.getByRole('tab', { name: 'Számlák' }).click();
  await expect(page.getByRole('link', { name: invoiceNumber }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'first-month-case-file-desktop');

  // 10. Revenue by matter lists the matter with the invoice's net; realisation is 100 %.
  await page.goto('/app/financial-reports');
  const byMatter = page.getByRole('region', { name: 'Árbevétel ügyenként' });
  await expect(byMatter.getByRole('row').filter({ hasText: `${matterNumber} – ${title}` })).toContainText(formatHuf(NET));
  const realisation = page.getByRole('region', { name: 'Realizáció' });
  await expect(realisation.getByRole('row').filter({ hasText: `${matterNumber} – ${title}` })).toContainText(/100\s?%/);
  await screenshot(page, 'first-month-reports-desktop');

  // 11. The dashboard's money figures moved by exactly what was entered.
  await page.goto('/app/dashboard');
  const money = page.getByRole('region', { name: 'Pénzügyek' });
  const moneyFigure = (label: string) => money.getByText(label, { exact: true }).locator('..');
  await expect(moneyFigure('Kintlévőség')).toContainText(formatHuf(before.receivablesHuf + OPEN));
  await expect(moneyFigure('E havi árbevétel (nettó)')).toContainText(formatHuf(before.revenueThisMonthHuf + NET));
  await expect(moneyFigure('Nem számlázott munka')).toContainText(formatHuf(before.unbilledHuf));
  await screenshot(page, 'first-month-dashboard-desktop');

  // 12. The customer finds the invoice among her purchases.
  await customer.goto('/app/my-purchases');
  await expect(customer.getByRole('heading', { level: 1, name: 'Számláim' })).toBeVisible();
  await expect(customer.getByRole('link', { name: `${invoiceNumber} letöltése (PDF)` })).toBeVisible();
  await expectNoSeriousA11yViolations(customer);
  await screenshot(customer, 'first-month-customer-purchases-desktop');
});
