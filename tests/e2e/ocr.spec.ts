// Journey (issue 15 points 5 and 7, decision 0238): a lawyer uploads a scanned PDF (made here:
// Hungarian text with accents typeset, rasterised like a scanner and wrapped into a PDF without a
// text layer), watches the OCR progress in the viewer, finds the document in the top-bar search by
// a word inside it typed without accents, uploads the corrected original as a new version and reads
// the diff between the OCR'd scan and it — at 1440 and 375 px. One short page at modest resolution,
// so the recognition stays within seconds even on a loaded machine.
import { scannedPdf, typesetPdf } from '../../src/server/lib/ocr/scanned-page';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { signInViaApi, topBarSearch } from './shell-helpers';

const PAGE = { size: [420, 130] as [number, number], fontSize: 13 };
const text = (day: string) => `Jegyzőkönyv a tanúmeghallgatásról.\nA kötelezettségvállalás határideje 2026. december ${day}.`;

for (const width of [1440, 375]) {
  test(`a scanned PDF is read, found without accents and compared with its new version (${width} px)`, async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const mobile = width < 400;
    const suffix = mobile ? 'mobile' : 'desktop';
    const title = `Beszkennelt jegyzőkönyv ${Date.now().toString(36)}`;
    await page.setViewportSize({ width, height: mobile ? 812 : 900 });
    await signInViaApi(page, baseURL!, demo.lawyer);

    // Every OCR state the viewer was given, in order (it polls while queued or running).
    const states: string[] = [];
    page.on('response', async (response) => {
      if (!/\/api\/documents\/[0-9a-f-]+$/.test(new URL(response.url()).pathname) || response.request().method() !== 'GET') return;
      const body = (await response.json().catch(() => null)) as { title?: string; ocr?: { status: string; pagesDone: number; pagesTotal: number | null } | null } | null;
      if (body?.title === title && body.ocr) states.push(`${body.ocr.status} ${body.ocr.pagesDone}/${body.ocr.pagesTotal ?? '?'}`);
    });

    await page.goto('/app/documents');
    await expect(page.getByRole('heading', { name: 'Dokumentumtár', level: 1 })).toBeVisible();
    await page.getByLabel('Fájlok kiválasztása').setInputFiles({ name: `${title}.pdf`, mimeType: 'application/pdf', buffer: await scannedPdf([text('3')], { ...PAGE, dpi: 200 }) });
    await page.getByRole('button', { name: 'Feltöltés', exact: true }).click();
    await expect(page.getByText('Feltöltve')).toHaveCount(1);
    await page.getByRole('link', { name: title }).click();

    // The viewer shows the background job: queued or running with a bar, then done.
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const ocr = page.getByTestId('ocr-progress');
    await expect(page.getByRole('heading', { name: 'Szövegfelismerés (OCR)' })).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(`${title}, 1\\. oldal`) })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    if (await page.getByRole('progressbar', { name: 'A szövegfelismerés állása' }).isVisible()) await screenshot(page, `ocr-progress-${suffix}`);
    await expect(ocr).toHaveText('Szövegfelismerés kész (1 oldal).', { timeout: 150_000 });
    // First seen: waiting, or already claimed by the worker (its pages counted or not yet), or – on an
    // idle machine, where the scan's job starts as soon as the extraction commits (decision 0443) –
    // already read before the viewer's first answer. The progress bar itself is the component test's.
    expect(states[0]).toMatch(/^(queued 0\/\?|running (0\/\?|[01]\/1)|done 1\/1)$/);
    // The listener reads each answer's body after the page has: the last one may still be on its way.
    await expect.poll(() => states.at(-1)).toBe('done 1/1');
    await page.getByText('Kinyert szöveg').click();
    await expect(page.getByText(/kötelezettségvállalás határideje/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `ocr-done-${suffix}`);

    // Found by a word inside the scan, typed without accents (from the top: the top bar is sticky).
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await topBarSearch(page, mobile);
    await box.fill('kotelezettsegvallalas');
    const found = page
      .getByRole('listbox', { name: 'Találatok' })
      .getByRole('group', { name: 'Dokumentumok' })
      .getByRole('option', { name: new RegExp(title) });
    await expect(found).toBeVisible();
    await expect(found.locator('mark').first()).toHaveText(/kötelezettségvállalás/i);
    await screenshot(page, `ocr-search-${suffix}`);
    for (let i = 0; i < 10 && (await found.getAttribute('aria-selected')) !== 'true'; i++) await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    // The corrected original as version 2 (a PDF with a text layer): the diff against the OCR text.
    await expect(page.getByRole('heading', { name: 'Verziók (1)' })).toBeVisible();
    await page.getByLabel('Új verzió feltöltése').setInputFiles({ name: `${title}.pdf`, mimeType: 'application/pdf', buffer: await typesetPdf(text('10'), PAGE) });
    await expect(page.getByText('A 2. verzió feltöltve.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verziók (2)' })).toBeVisible();
    await expect(page.getByText(/1\. → 2\. verzió: \d+ szó hozzáadva, \d+ szó törölve\./)).toBeVisible();
    await expect(page.getByTestId('diff-after').locator('ins', { hasText: '10' }).first()).toBeVisible();
    await expect(page.getByTestId('diff-before').locator('del', { hasText: '3' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `ocr-diff-${suffix}`);
  });
}
