// Journey (issue 17 point 6): the firm's administrator opens the financial reports and the
// analytics of the demo firm, sees the seeded invoices' figures (the storno'd invoice nets to 0,
// the EUR invoice at its HUF twins) in the same amounts the API computed, downloads a table as CSV,
// and a reversed period is refused with a Hungarian message. At 1440 and 375 px, axe-clean.
import { readFileSync } from 'node:fs';
import { formatHuf } from '../../src/shared/hu/format';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { onPostgresAtDesktop } from './journey-settings';
import { expectNoSidewaysScroll, signInViaApi } from './shell-helpers';

const out = 'tests/e2e/.output';

for (const width of [1440, 375]) {
  const tag = width === 1440 ? 'desktop' : 'mobile';
  test(`the firm reads its financial reports and analytics and exports a table (${width} px)`, onPostgresAtDesktop(width), async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await signInViaApi(page, baseURL!, demo.tenant);

    const answer = page.waitForResponse((r) => r.url().includes('/api/financial-reports?') && r.status() === 200);
    await page.goto('/app/financial-reports');
    const report = await (await answer).json();
    await expect(page.getByRole('heading', { level: 1, name: 'Pénzügyi kimutatások' })).toBeVisible();
    await expect(page.getByTestId('total-revenue')).toHaveText(formatHuf(report.totals.revenueHuf));
    await expect(page.getByTestId('total-receivables')).toHaveText(formatHuf(report.totals.receivablesHuf));
    await expect(page.getByTestId('total-wip')).toHaveText(formatHuf(report.totals.wipHuf));

    // The seed: Tóth és Fia Kft. 248 500 Ft net; Bence Bau Kft.'s invoice and its storno net to 0 Ft, its re-issue adds 190 000 Ft.
    const clients = page.getByRole('region', { name: 'Árbevétel ügyfelenként' }).getByRole('table');
    await expect(clients.getByRole('row', { name: /Tóth és Fia Kft\./ })).toContainText('248 500 Ft');
    await expect(clients.getByRole('row', { name: /Bence Bau Kft\./ })).toContainText('190 000 Ft');
    const horvath = report.revenueByClient.find((c: { label: string }) => c.label === 'Horváth Ingatlan Zrt.');
    expect(horvath.netHuf).toBe(693686.25);
    await expect(clients.getByRole('row', { name: /Horváth Ingatlan Zrt\./ })).toContainText('693 686 Ft');
    // Aging buckets and the invoice from the matter's time (revenue by matter, realisation).
    for (const b of report.aging.invoices) await expect(page.getByRole('link', { name: b.number })).toBeVisible();
    expect(report.revenueByMatter.some((m: { id: string | null }) => m.id !== null)).toBe(true);
    await expect(page.getByRole('region', { name: 'Realizáció' }).getByRole('table')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (width === 375) await expectNoSidewaysScroll(page);
    await screenshot(page, `financial-reports-${tag}`);

    // CSV of a table: the browser's download, UTF-8 with BOM and semicolons.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Árbevétel ügyfelenként letöltése CSV-ben' }).click();
    const path = `${out}/arbevetel-ugyfelenkent-${tag}.csv`;
    await (await download).saveAs(path);
    const csv = readFileSync(path, 'utf8');
    expect(csv.startsWith('\uFEFFÜgyfél;Nettó árbevétel (Ft);Bizonylatok\r\n')).toBe(true);
    expect(csv).toContain('Tóth és Fia Kft.;248500;1\r\n');
    expect(csv).toContain('Bence Bau Kft.;190000;3\r\n');

    // A reversed period is refused in Hungarian and nothing is asked of the server.
    await page.getByRole('textbox', { name: 'Kezdőnap' }).fill('2026-03-01');
    await page.getByRole('textbox', { name: 'Zárónap' }).fill('2026-01-01');
    await page.getByRole('button', { name: 'Alkalmaz' }).click();
    await expect(page.getByRole('alert')).toHaveText('A kezdőnap nem lehet későbbi a zárónapnál.');

    // Analytics: utilisation per lawyer against the stated capacity.
    const analyticsAnswer = page.waitForResponse((r) => r.url().includes('/api/analytics?') && r.status() === 200);
    await page.goto('/app/analytics');
    const analytics = await (await analyticsAnswer).json();
    await expect(page.getByRole('heading', { level: 1, name: 'Elemzések' })).toBeVisible();
    await expect(page.getByTestId('capacity')).toContainText(`${analytics.workingDays} munkanap × 8 óra`);
    const lawyers = page.getByRole('region', { name: 'Kihasználtság ügyvédenként' }).getByRole('table');
    for (const name of ['dr. Nagy Péter', 'Kovács Katalin']) {
      const row = analytics.lawyers.find((l: { name: string }) => l.name === name);
      expect(row.totalHours).toBeGreaterThan(0);
      await expect(lawyers.getByRole('row', { name: new RegExp(name) })).toContainText(formatHuf(row.workedHuf));
    }
    await expectNoSeriousA11yViolations(page);
    if (width === 375) await expectNoSidewaysScroll(page);
    await screenshot(page, `analytics-${tag}`);
  });
}
