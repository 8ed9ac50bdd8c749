// The accessibility check itself (fixtures.ts, decision 0269): it must find what it is there to find,
// on the page and inside a frame, and keep quiet about minor findings and clean pages.
import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';

/** Replaces the document shown, keeping the app's origin (frames talk to axe across same-origin messages). */
const showDocument = (page: Page, html: string) =>
  page.evaluate((markup) => {
    document.open();
    document.write(markup);
    document.close();
  }, html);

test('the axe check reports serious findings on the page and inside a frame, and nothing on a clean page', async ({ page }) => {
  await page.goto('/login');
  await showDocument(
    page,
    `<!doctype html><html lang="hu"><head><title>Próba</title></head><body><main><h1>Próba</h1>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <iframe title="Beágyazott" srcdoc="<!doctype html><html lang='hu'><head><title>Keret</title></head><body><main><h1>Keret</h1><label>Név <input></label><input type='text'></main></body></html>"></iframe>
  </main></body></html>`,
  );
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Keret' })).toBeVisible();
  const problems = await seriousA11yViolations(page);
  expect(problems.find((p) => p.startsWith('image-alt:'))).toBeDefined();
  // The unlabelled field of the frame, addressed through the frame.
  expect(problems.find((p) => p.startsWith('label:'))).toMatch(/iframe input\[type="text"\]/);

  await showDocument(page, '<!doctype html><html lang="hu"><head><title>Rendben</title></head><body><main><h1>Rendben</h1><label>Név <input></label></main></body></html>');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
