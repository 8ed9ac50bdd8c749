// Journey (issue 36.5): the firm admin opens Integrációk, adds a webhook endpoint pointing at a
// receiver on this machine, copies the secret shown once, tests the connection (the receiver
// verifies the signature with the standardwebhooks package), sees a failing test say what failed,
// and finds the delivery in the log; the other connections link to where they are set.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { expectNoSidewaysScroll, signInViaApi } from './shell-helpers';

test('the firm admin connects a webhook endpoint, tests it and reads the delivery log', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  let secret = '';
  let status = 204;
  const verified: boolean[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        new Webhook(secret).verify(Buffer.concat(chunks).toString('utf8'), req.headers as Record<string, string>);
        verified.push(true);
      } catch {
        verified.push(false);
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`;
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInViaApi(page, baseURL!, demo.tenant);
    await page.goto('/app/integrations');
    await expect(page.getByRole('heading', { level: 1, name: 'Integrációk' })).toBeVisible();
    await page.getByRole('button', { name: 'Új végpont' }).click();
    const form = page.getByRole('dialog', { name: 'Új végpont' });
    await form.getByLabel('Cím (URL)').fill(url);
    await form.getByLabel('Leírás').fill('Ügyviteli rendszer');
    await form.getByLabel('Ügy létrehozva').check();
    await form.getByLabel('Számla kiállítva').check();
    await form.getByRole('button', { name: 'Létrehozás' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'A végpont titkos kulcsa' });
    secret = await secretDialog.getByLabel('Titkos kulcs').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'integrations-secret-once');
    await secretDialog.getByRole('button', { name: 'Bezárás' }).click();

    const card = page.getByRole('listitem', { name: url });
    await card.getByRole('button', { name: 'Kapcsolat tesztelése' }).click();
    await expect(card.getByRole('status')).toContainText('Sikeres kapcsolat');
    expect(verified).toEqual([true]);
    status = 500;
    await card.getByRole('button', { name: 'Kapcsolat tesztelése' }).click();
    await expect(card.getByRole('alert')).toContainText('A végpont HTTP 500 hibával válaszolt.');
    await card.getByRole('button', { name: 'Kézbesítési napló' }).click();
    await expect(card.getByRole('table')).toContainText('Kapcsolatpróba');
    await expect(card.getByRole('table')).toContainText('Sikertelen');
    await expect(page.getByRole('link', { name: 'Számlázási beállítások' })).toHaveAttribute('href', '/app/invoice-generator/settings');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'integrations-log');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'integrations-mobile');
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test('the firm admin sees the calendar feed, inbound mail, storage and tests the NAV connection', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaApi(page, baseURL!, demo.tenant);
  await page.goto('/app/integrations');
  const calendar = page.getByRole('listitem', { name: 'Naptár-hírcsatorna' });
  const create = calendar.getByRole('button', { name: /Naptárhivatkozás készítése|Új hivatkozás/ });
  await create.click();
  await expect(calendar.getByLabel('Naptárhivatkozás (iCal)')).toHaveValue(/\/api\/calendar-feed\/.+\.ics$/);
  const feedUrl = await calendar.getByLabel('Naptárhivatkozás (iCal)').inputValue();
  const feed = await page.request.get(new URL(new URL(feedUrl).pathname, baseURL).toString());
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  const mail = page.getByRole('listitem', { name: 'Bejövő e-mail (e-mailből ügy)' });
  await expect(mail.getByRole('link', { name: 'E-mailből ügy beállításai' })).toBeVisible();
  await expect(mail).toContainText(/Cím: .+@/);
  const storage = page.getByRole('listitem', { name: 'Tárhely' });
  await expect(storage).toContainText(/foglalt \(\d/);
  await expect(storage.getByRole('meter', { name: 'Foglalt tárhely' })).toBeVisible();

  const nav = page.getByRole('listitem', { name: 'NAV Online Számla – technikai felhasználó' });
  await nav.getByRole('button', { name: 'Kapcsolat tesztelése' }).click();
  // The demo firm has no technical user (or, if a journey set one, NAV's test system is not reachable from CI).
  await expect(nav.getByRole('alert')).toContainText('Sikertelen kapcsolat', { timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'integrations-connections');
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await nav.scrollIntoViewIfNeeded();
  await screenshot(page, 'integrations-connections-mobile');
});
