// Journey: a lawyer opens a PDF in the document viewer and leaves it before it has loaded, forty
// times at different moments. pdf.js up to 5.4 threw "Worker was terminated" from its worker when a
// loading document was destroyed – an uncaught error that nothing in the page could catch (CI on
// 2026-12-03, the OCR journey). The fixture fails a journey on any uncaught error (decision 0472);
// with pdfjs-dist 5.4.296 this journey failed, with 5.6.205 it passes.
import { demo, expect, test } from './fixtures';
import { signInViaApi } from './shell-helpers';

/** Moves as the app's own links do (the router follows history), so that the viewer unmounts. */
const goTo = (path: string) => {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
};

test('leaving a PDF while it loads leaves no error behind', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signInViaApi(page, baseURL!, demo.lawyer);
  const list = await page.request.get('/api/documents?limit=50');
  const pdf = ((await list.json()) as { items: unknown[] }).items.find((d) => JSON.stringify(d).includes('application/pdf')) as { id: string } | undefined;
  expect(pdf, 'a PDF among the demo documents').toBeDefined();
  await page.goto('/app/documents');
  for (let i = 0; i < 40; i++) {
    await page.evaluate(goTo, `/app/documents/${pdf!.id}`);
    await page.waitForTimeout(20 + (i % 10) * 40);
    await page.evaluate(goTo, '/app/documents');
    await page.waitForTimeout(50);
  }
  // The worker's late failures arrive after the last navigation.
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('heading', { name: 'Dokumentumtár', level: 1 })).toBeVisible();
});
