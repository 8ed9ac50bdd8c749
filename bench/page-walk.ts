// Every /app page to its heading (issue 40 point 5): a full load of each page of the page manifest
// in the system Chromium at 1440 px, signed in as the demo firm's admin, timed from the start of
// the navigation to the first moment the page's own level-1 heading is visible with no loading
// text or skeleton left. Run by `npm run bench` on its PGlite server; alone:
//   npx tsx bench/page-walk.ts <base URL> <cookie header> <chromium path>
// Prints one JSON object: { pages: [{ path, url, ms, heading }], errors }.
import { chromium } from 'playwright';
import { appPages, topLevelPages } from '../src/shared/pages/app-pages';
import { type Get, objectUrl } from '../tests/support/page-objects';

const HEADING_TIMEOUT_MS = 15_000;

async function main() {
  const [base, cookie, executablePath] = process.argv.slice(2);
  if (!base || !cookie || !executablePath) throw new Error('usage: page-walk.ts <base URL> <cookie header> <chromium path>');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const pages: { path: string; url: string; ms: number; heading: string }[] = [];
  const errors: string[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'hu-HU' });
    const host = new URL(base).hostname;
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: host, path: '/' };
      }),
    );
    const page = await context.newPage();
    // Warm the browser's cache as a returning user's is: the first visit loads the shell's files.
    await page.goto(`${base}/app/dashboard`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: HEADING_TIMEOUT_MS });
    const paths = [...appPages.map((p) => p.path), ...topLevelPages.map((p) => p.path)];
    const get: Get = async (apiPath) => {
      const res = await fetch(`${base}${apiPath}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`GET ${apiPath} answered ${res.status}`);
      return res.json();
    };
    for (const path of paths) {
      let url: string | null;
      try {
        url = topLevelPages.some((p) => p.path === path) ? `/${path}` : path.includes(':') ? await objectUrl(get, path) : `/app/${path}`;
      } catch (error) {
        errors.push(`/app/${path}: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      if (!url) {
        errors.push(`/app/${path}: the demo firm has no object to open`);
        continue;
      }
      try {
        await page.goto(`${base}${url}`, { waitUntil: 'commit' });
        const shown = await page.waitForFunction(
          () => {
            const heading = [...document.querySelectorAll('h1')].find((h) => h.checkVisibility());
            if (!heading || document.querySelector('[data-skeleton]') || document.body.innerText.includes('Betöltés...')) return null;
            return { ms: performance.now(), heading: heading.textContent?.trim() ?? '' };
          },
          null,
          { timeout: HEADING_TIMEOUT_MS, polling: 'raf' },
        );
        const { ms, heading } = (await shown.jsonValue()) as { ms: number; heading: string };
        pages.push({ path, url, ms: Math.round(ms), heading });
      } catch (error) {
        errors.push(`${url}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
  } finally {
    await browser.close();
  }
  process.stdout.write(JSON.stringify({ pages, errors }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
