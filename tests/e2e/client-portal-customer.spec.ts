// Journey of issue 35's "Done when" (customer portal), at 1440 and 375 px: the customer's dashboard
// figures match the server's; she writes to the firm and attaches a small PDF to her thread, and the
// lawyer – in a second browser context – sees and downloads it, then answers, which appears in her
// open thread without a reload (SSE); she books a slot, downloads its
// invitation (.ics, METHOD:REQUEST) and cancels it in the confirmation dialog (the invitation turns
// into METHOD:CANCEL); she sees and downloads an invoice the firm issued to her for this journey;
// she files a complaint, the lawyer answers it, and she reads the answer (also on her dashboard).
// Its own data: a stamp in every subject, its own invoice, its own booking (cancelled again), so
// the two widths – run one after the other on one database – never depend on each other.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { onPostgresAtDesktop } from './journey-settings';
import { expectNoSidewaysScroll, signInViaApi } from './shell-helpers';

/** A small PDF the vault's type sniffing accepts. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const invoiceLine = { description: 'Jogi tanácsadás – portál-útvonal', quantity: '1', unitOfMeasure: 'OWN', unitOfMeasureOwn: 'óra', unitPrice: '30000', vat: { code: '27' } };

/** The firm issues an invoice to the customer's own client for this journey; its number. */
async function issueInvoice(firm: APIRequestContext, contactId: string): Promise<string> {
  const draft = await firm.post('/api/invoice-generator', { data: { contactId, paymentDate: new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10), lines: [invoiceLine] } });
  expect(draft.status(), await draft.text()).toBe(201);
  const issued = await firm.post(`/api/invoice-generator/${(await draft.json()).id}/issue`, { data: {} });
  expect(issued.status(), await issued.text()).toBe(200);
  return ((await issued.json()) as { number: string }).number;
}

/** A signed-in page of the lawyer in a browser context of their own (other cookies, other tab). */
async function lawyerPage(browser: Browser, baseURL: string, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'hu-HU', timezoneId: 'Europe/Budapest', viewport: { width, height: width < 400 ? 812 : 900 } });
  const page = await context.newPage();
  await signInViaApi(page, baseURL, demo.lawyer);
  return page;
}

// A step that cannot find its element fails within a minute, not at the test's end.
test.use({ actionTimeout: 60_000 });

for (const width of [1440, 375]) {
  test(`customer portal journey (${width} px)`, onPostgresAtDesktop(width), async ({ page, browser, baseURL, playwright }) => {
    test.setTimeout(180_000);
    const suffix = width < 400 ? 'mobile' : 'desktop';
    const stamp = `${suffix}-${Date.now().toString(36)}`;
    await page.setViewportSize({ width, height: width < 400 ? 812 : 900 });
    await signInViaApi(page, baseURL!, demo.customer);

    // Her own invoice for this journey, issued by the firm's administrator.
    const [client] = ((await (await page.request.get('/api/client-portal/booking/options')).json()) as { clients: { id: string }[] }).clients;
    const firm = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    expect((await firm.post('/api/auth/sign-in/email', { data: { email: demo.tenant, password: 'Demo-Iroda-2026' } })).status()).toBe(200);
    const invoiceNumber = await issueInvoice(firm, client!.id);
    await firm.dispose();

    // 1. The dashboard's three figures are the server's, each linking to its page.
    await page.goto('/app/dashboard');
    const figures = page.getByRole('navigation', { name: 'Összesítés' });
    await expect(figures).toBeVisible();
    const stats = ((await (await page.request.get('/api/client-portal/overview')).json()) as { stats: Record<string, number> }).stats;
    expect(stats.pending_invoices).toBeGreaterThanOrEqual(1);
    for (const [label, value, href] of [
      ['Olvasatlan üzenet', stats.unread_messages, '/app/contact-company'],
      ['Közelgő időpont', stats.upcoming_appointments, '/app/book-appointment?filter=upcoming'],
      ['Függő számla', stats.pending_invoices, '/app/my-purchases?filter=pending'],
    ] as const) {
      const link = figures.getByRole('link', { name: new RegExp(label) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toContainText(String(value));
    }
    if (width < 400) {
      await expectNoSidewaysScroll(page);
      // Her matters are cards on a phone (decision 0478): no sideways scroll inside the table
      // either, and every matter's values lie within the screen.
      const matters = page.locator('[role="region"][aria-label="Ügyeim"]');
      expect(await matters.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
      await expect(matters.locator('xpath=following-sibling::*[@data-scroll-cue]')).toHaveCount(0);
      for (const cell of await matters.getByRole('cell').all()) {
        const box = await cell.boundingBox();
        if (box) expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
    }
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `portal-customer-dashboard-${suffix}`);

    // Her bell has the invoice the firm just issued her (decision 0519); the notice opens her purchases.
    await page.getByRole('button', { name: /^Értesítések, [1-9]\d* olvasatlan$/ }).click();
    const invoiceNotice = page
      .getByRole('region', { name: 'Értesítések' })
      .getByRole('button')
      .filter({ hasText: `Számlaszám: ${invoiceNumber}.` });
    await expect(invoiceNotice).toContainText('Új számlát állított ki neked az iroda');
    await screenshot(page, `portal-customer-bell-${suffix}`);
    await invoiceNotice.click();
    await expect(page).toHaveURL(/\/app\/my-purchases$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Számláim' })).toBeVisible();

    // 2. A message to the firm; the lawyer answers from the inbox in another browser, and the
    // answer appears in her open thread without a reload.
    const subject = `Kérdés az ügyemről ${stamp}`;
    // The live stream (SSE) is open before anyone answers: its response has arrived.
    const live = page.waitForResponse((r) => r.url().endsWith('/api/client-portal/threads/live'));
    await page.goto('/app/contact-company?action=new');
    expect((await live).status()).toBe(200);
    const newThread = page.getByRole('form', { name: 'Új üzenet az irodának' });
    await newThread.getByLabel('Tárgy').fill(subject);
    await newThread.getByRole('textbox', { name: 'Üzenet', exact: true }).fill('Mikor várható a következő tárgyalás?');
    await newThread.getByRole('button', { name: 'Üzenet küldése' }).click();
    await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
    const log = page.getByRole('log', { name: 'Üzenetek' });
    await expect(log).toContainText('Mikor várható a következő tárgyalás?');

    // She attaches a small PDF to her thread (one file per message, into the vault: decision 0366).
    const fileName = `meghatalmazas-${stamp}.pdf`;
    const compose = page.getByRole('form', { name: 'Válasz' });
    await compose.getByLabel('Válasz').fill('Csatolom a meghatalmazást.');
    await compose.getByLabel('Csatolt fájl (nem kötelező)').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
    const attached = page.waitForResponse((r) => /\/api\/client-portal\/threads\/[^/]+\/attachments$/.test(r.url()) && r.request().method() === 'POST');
    await compose.getByRole('button', { name: 'Küldés' }).click();
    expect((await attached).status()).toBe(201);
    await expect(log.getByRole('link', { name: `Csatolmány: ${fileName}` })).toBeVisible();
    await expect(compose.getByLabel('Válasz')).toHaveValue('');
    await screenshot(page, `portal-customer-attachment-${suffix}`);

    const lawyer = await lawyerPage(browser, baseURL!, width);
    await lawyer.goto('/app/client-management?tab=messages');
    await lawyer.getByRole('link', { name: new RegExp(subject) }).click();
    // The lawyer sees her file in the thread and downloads it: the same bytes.
    const lawyerLog = lawyer.getByRole('log', { name: 'Üzenetek' });
    await expect(lawyerLog).toContainText('Csatolom a meghatalmazást.');
    const fileLink = lawyerLog.getByRole('link', { name: `Csatolmány: ${fileName}` });
    await expect(fileLink).toBeVisible();
    const fileDownload = lawyer.waitForEvent('download');
    await fileLink.click();
    const received = await fileDownload;
    expect(received.suggestedFilename()).toBe(fileName);
    expect(await readFile((await received.path())!)).toEqual(PDF);
    await screenshot(lawyer, `portal-lawyer-attachment-${suffix}`);
    const reply = lawyer.getByRole('form', { name: 'Válasz' });
    await reply.getByLabel('Válasz').fill(`A tárgyalás jövő kedden lesz (${stamp}).`);
    await reply.getByRole('button', { name: 'Küldés' }).click();
    await expect(lawyer.getByRole('log', { name: 'Üzenetek' })).toContainText(`A tárgyalás jövő kedden lesz (${stamp}).`);

    await expect(log).toContainText(`A tárgyalás jövő kedden lesz (${stamp}).`, { timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `portal-customer-message-${suffix}`);

    // 3. A slot of next week: booked, its invitation downloaded, then cancelled in the dialog.
    await page.goto('/app/book-appointment');
    await expect(page.getByRole('heading', { level: 1, name: 'Időpontfoglalás' })).toBeVisible();
    await page.getByRole('button', { name: 'Következő hét' }).click();
    // Next week's slots, not this week's still shown while they load (CI once booked tomorrow
    // morning that way, past its 24-hour change notice, so the booking had no .ics link).
    await expect(page.getByRole('region', { name: 'Új időpont' }).locator('[aria-busy="true"]')).toHaveCount(0);
    const firstDay = page.getByRole('region', { name: 'Új időpont' }).getByRole('group').first();
    await expect(firstDay.getByRole('button').first()).toBeEnabled();
    await expect(firstDay).toBeVisible();
    await firstDay.getByRole('button').first().click();
    const booked = page.waitForResponse((r) => r.url().endsWith('/api/client-portal/bookings') && r.request().method() === 'POST');
    // The list of her bookings is read again once the booking is made (CI once found it without it).
    const relisted = page.waitForResponse((r) => r.url().includes('/api/client-portal/bookings?filter=upcoming') && r.request().method() === 'GET');
    await page.getByRole('button', { name: 'Foglalás', exact: true }).click();
    const bookingResponse = await booked;
    expect(bookingResponse.status()).toBe(201);
    const bookingId = ((await bookingResponse.json()) as { id: string }).id;
    await expect(page.getByRole('status').filter({ hasText: 'Lefoglalva:' })).toBeVisible();
    const list = await relisted;
    expect(list.status()).toBe(200);
    expect(((await list.json()) as { items: { id: string; status: string; changeableUntil: string }[] }).items.find((b) => b.id === bookingId)).toMatchObject({ status: 'confirmed' });

    const mine = page.getByRole('listitem').filter({ has: page.locator(`a[href*="${bookingId}"]`) });
    await expect(mine).toBeVisible();
    const download = page.waitForEvent('download');
    await mine.getByRole('link', { name: /naptárba mentése \(\.ics\)/ }).click();
    const ics = await readFile((await (await download).path())!, 'utf8');
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain(`UID:booking-${bookingId}@`);
    expect(ics).toContain('SEQUENCE:0\r\n');
    await screenshot(page, `portal-customer-booked-${suffix}`);

    await mine.getByRole('button', { name: /lemondása$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Időpont lemondása' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('A lemondás oka (nem kötelező)').fill(`Közbejött egy másik tárgyalás (${stamp})`);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `portal-customer-cancel-dialog-${suffix}`);
    await dialog.getByRole('button', { name: 'Lemondás megerősítése' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator(`a[href*="${bookingId}"]`)).toHaveCount(0);
    await page.getByRole('button', { name: 'Lemondott' }).click();
    await expect(page.getByText(`Lemondva – Közbejött egy másik tárgyalás (${stamp})`)).toBeVisible();
    const cancelled = await page.request.get(`/api/client-portal/bookings/${bookingId}/invite.ics`);
    const cancelIcs = await cancelled.text();
    expect(cancelIcs).toContain('METHOD:CANCEL\r\n');
    expect(cancelIcs).toContain(`UID:booking-${bookingId}@`);
    expect(cancelIcs).toContain('SEQUENCE:1\r\n');

    // 4. Her invoice among her purchases, downloaded as a PDF.
    await page.goto('/app/my-purchases');
    await expect(page.getByRole('heading', { level: 1, name: 'Számláim' })).toBeVisible();
    const pdfLink = page.getByRole('link', { name: `${invoiceNumber} letöltése (PDF)` });
    await expect(pdfLink).toBeVisible();
    // On a phone each invoice is a card (decision 0478): its last column's link and its open
    // amount lie on the screen, not behind a sideways scroll of the table.
    if (width < 400) {
      const card = page.getByRole('row').filter({ has: pdfLink });
      // The cells after the row header: vevő, kiállítva, határidő, összeg, befizetve, nyitott, …
      for (const part of [pdfLink, card.getByRole('cell').nth(5)]) {
        const box = await part.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      }
    }
    const pdfDownload = page.waitForEvent('download');
    await pdfLink.click();
    const pdf = await readFile((await (await pdfDownload).path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (width < 400) await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `portal-customer-purchases-${suffix}`);

    // 5. A complaint; the lawyer answers it; she reads the answer, and her dashboard says so.
    const complaintSubject = `Lassú ügyintézés ${stamp}`;
    await page.goto('/app/submit-complaint');
    const form = page.getByRole('form', { name: 'Új panasz' });
    await form.getByLabel('Tárgy').fill(complaintSubject);
    await form.getByLabel('A panasz részletes leírása').fill('Két hete nem kaptam választ a beadvány tervezetére.');
    const filed = page.waitForResponse((r) => r.url().endsWith('/api/client-portal/complaints') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Panasz elküldése' }).click();
    const complaintId = ((await (await filed).json()) as { id: string }).id;
    await expect(page.getByRole('status').filter({ hasText: 'azonosítóval rögzítettük' })).toBeVisible();

    await lawyer.goto(`/app/complaints/${complaintId}`);
    await expect(lawyer.getByRole('heading', { level: 1, name: complaintSubject })).toBeVisible();
    const answer = lawyer.getByRole('form', { name: 'Válasz' });
    await answer.getByLabel('Az iroda álláspontja').selectOption('upheld');
    await answer.getByLabel('Érdemi válasz').fill('Igaza van: a tervezetet holnapig megküldjük, elnézést kérünk.');
    await answer.getByRole('button', { name: 'Válasz elküldése' }).click();
    await expect(lawyer.getByText('A választ elküldtük', { exact: false })).toBeVisible();
    await lawyer.context().close();

    await page.goto(`/app/submit-complaint?id=${complaintId}`);
    const own = page.getByRole('region', { name: 'Panaszaim' });
    await expect(own.getByText('A panaszt elfogadtuk')).toBeVisible();
    await expect(own.getByText('a tervezetet holnapig megküldjük', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `portal-customer-complaint-${suffix}`);
    await page.goto('/app/dashboard');
    await expect(page.getByRole('link', { name: `Panasz: Panaszodra válasz érkezett: ${complaintSubject}` })).toBeVisible();
  });
}
