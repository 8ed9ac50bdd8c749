// Small fidelity defects at phone and desktop width (decision 0499): the housekeeping board's day
// stepper keeps "›" on the line of the date at 375 px, and the time entry edit dialog's focused
// matter picker shows the start of a long matter name, not its end.
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

  test(`time entry edit: the focused matter picker shows the start of a long matter name (${width} px)`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInViaApi(page, baseURL!, demo.lawyer);
    type Week = { from: string; entries: { matter: { id: string } }[] };
    let week = (await (await page.request.get('/api/time-tracking/week')).json()) as Week;
    if (week.entries.length === 0) {
      // A Monday in Budapest: the demo's entries end yesterday, last week; the week's first entry is recorded here.
      const matters = (await (await page.request.get('/api/matters?limit=1')).json()) as { items: { id: string }[] };
      const recorded = await page.request.post('/api/time-tracking', { data: { matterId: matters.items[0]!.id, description: 'Iratok átnézése', workDate: week.from, duration: '1:00' }, headers: { origin: baseURL! } });
      expect(recorded.status(), await recorded.text()).toBe(201);
      week = (await (await page.request.get('/api/time-tracking/week')).json()) as Week;
    }
    const matterId = week.entries[0]!.matter.id;
    const matter = (await (await page.request.get(`/api/matters/${matterId}`)).json()) as { number: string; title: string };
    const title = `${matter.title} – kártérítési per a Budapesti Törvényszéken a vízszigetelés kivitelezési hibája miatt`;
    const renamed = await page.request.patch(`/api/matters/${matterId}`, { data: { title }, headers: { origin: baseURL! } });
    expect(renamed.status(), await renamed.text()).toBe(200);

    await page.goto('/app/tracking');
    await page
      .getByRole('button', { name: /^Bejegyzés módosítása/ })
      .first()
      .click();
    const box = page.getByRole('dialog').getByRole('combobox', { name: 'Ügy' });
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(`${matter.number} – ${title}`);
    // The dialog focused the picker: the text is not scrolled to its end; the whole name is selected, the caret at its start.
    expect(await box.evaluate((el: HTMLInputElement) => [el.scrollLeft, el.selectionStart, el.selectionDirection, el.scrollWidth > el.clientWidth])).toEqual([0, 0, 'backward', true]);
    // Not focused, it is cut with an ellipsis; the full name is its tooltip.
    await page.keyboard.press('Tab');
    expect(await box.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
    await box.hover();
    await expect(box).toHaveAttribute('title', `${matter.number} – ${title}`);
  });
}
