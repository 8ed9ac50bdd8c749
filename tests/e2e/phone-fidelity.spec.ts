// Small fidelity defects at phone and desktop width (decision 0499): the housekeeping board's day
// stepper keeps "›" on the line of the date at 375 px.
import { demo, expect, test } from './fixtures';
import { signInViaApi } from './shell-helpers';

for (const width of [1280, 375]) {
  test(`housekeeping: the day's ‹ date › stay on one line (${width} px)`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInViaApi(page, baseURL!, demo.tenant);
    await page.goto('/app/hospitality/housekeeping');
    const previous = page.getByRole('button', { name: 'Előző nap' });
    const next = page.getByRole('button', { name: 'Következő nap' });
    await expect(next).toBeVisible();
    const [a, b, date] = await Promise.all([previous.boundingBox(), next.boundingBox(), page.getByRole('textbox', { name: 'Nap' }).boundingBox()]);
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(b!.x).toBeGreaterThan(date!.x + date!.width);
    expect(b!.x + b!.width).toBeLessThanOrEqual(width);
  });
}
