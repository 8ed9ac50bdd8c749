// The signed-in shell per role: exactly the role's sidebar, the dashboard chosen by role, the
// real notification count, the role switcher, the redirects, the mobile menu at 375px, and
// screenshots of every role's dashboard at desktop and mobile widths.
import { demo, expect, expectNoSeriousA11yViolations, screenshot, signInWithForm, test } from './fixtures';
import { sidebarHrefs, signInViaApi } from './shell-helpers';

const sidebars = {
  admin: [
    '/app/dashboard',
    '/app/admin/module-factory',
    '/app/admin/modules',
    '/app/admin/platform',
    '/app/admin/companies',
    '/app/admin/users',
    '/app/admin/analytics',
    '/app/admin/calendar',
    '/app/profile',
    '/app/settings',
    '/app/help',
  ],
  // Spec 2.4's firm sidebar, then the firm's installed modules (the demo firm has contacts, matters, time tracking, invoicing, the deadline tracker, documents, versions, the generator, the mobile app (decision 0516) and the
  // factory module "Cégiratok nyilvántartása"; decisions 0096, 0102).
  tenant: [
    '/app/dashboard',
    '/app/customers',
    '/app/appointments',
    '/app/modulstore',
    '/app/my-modules',
    '/app/kb',
    '/app/integrations',
    '/app/profile',
    '/app/settings',
    '/app/help',
    '/app/contacts',
    '/app/matters',
    '/app/client-onboarding',
    '/app/opportunities',
    '/app/crm',
    '/app/tracking',
    '/app/invoice-generator',
    '/app/financial-reports',
    '/app/compliance-tracker',
    '/app/documents',
    '/app/document-versioning',
    '/app/ocr-demo',
    '/app/documents/templates',
    '/app/document-generator',
    '/app/ai-modules',
    '/app/themis',
    '/app/automations',
    '/app/ugyfelportal',
    '/app/analytics',
    '/app/api-keys',
    '/app/mobile',
    '/app/custom-branding',
    '/app/hospitality',
    '/app/modulok/cegiratok',
  ],
  lawyer: [
    '/app/dashboard',
    '/app/customers',
    '/app/appointments',
    '/app/modulstore',
    '/app/my-modules',
    '/app/kb',
    '/app/profile',
    '/app/settings',
    '/app/help',
    '/app/contacts',
    '/app/matters',
    '/app/client-onboarding',
    '/app/opportunities',
    '/app/crm',
    '/app/tracking',
    '/app/invoice-generator',
    '/app/financial-reports',
    '/app/compliance-tracker',
    '/app/documents',
    '/app/document-versioning',
    '/app/ocr-demo',
    '/app/documents/templates',
    '/app/document-generator',
    '/app/ai-modules',
    '/app/themis',
    '/app/ugyfelportal',
    '/app/analytics',
    '/app/mobile',
    '/app/hospitality',
    '/app/modulok/cegiratok',
  ],
  customer: ['/app/dashboard', '/app/contact-company?action=new', '/app/book-appointment?filter=today', '/app/my-purchases?filter=pending'],
} as const;

const dashboards = {
  admin: 'Platform adminisztráció',
  tenant: 'Cégadminisztrátor',
  lawyer: 'Ügyvéd',
  customer: 'Kapcsolódó iroda',
} as const;

test.describe('app shell per role', () => {
  for (const role of ['admin', 'tenant', 'lawyer', 'customer'] as const) {
    test(`${role}: signs in, sees exactly their sidebar and dashboard, at desktop and 375px`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 860 });
      await page.goto('/');
      await signInWithForm(page, demo[role]);
      await page.waitForURL('**/app/dashboard');
      await expect.poll(() => sidebarHrefs(page)).toEqual(sidebars[role]);
      await expect(page.locator('main').getByText(dashboards[role]).first()).toBeVisible();
      // Two unread notices per demo account are seeded: the bell shows the database's count.
      await expect(page.getByRole('button', { name: /^Értesítések, \d+ olvasatlan$/ })).toBeVisible();
      await expect(page.getByTestId('app-content')).toHaveCSS('padding-left', '280px');
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `dashboard-${role}-desktop`);

      await page.setViewportSize({ width: 375, height: 812 });
      await expect(page.getByRole('navigation', { name: 'Főmenü' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Menü megnyitása' })).toBeVisible();
      // Nothing sticks out sideways at 375px (once the 200 ms offset transition has run).
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `dashboard-${role}-mobile`);
    });
  }

  test('the customer has collapsible extras, and sign-out goes to /login', async ({ page, baseURL }) => {
    await signInViaApi(page, baseURL!, demo.customer);
    await page.goto('/app/dashboard');
    const more = page.getByRole('button', { name: 'További lehetőségek' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Támogatás' })).toHaveCount(0);
    await more.click();
    await expect(page.getByRole('link', { name: 'Támogatás' })).toHaveAttribute('href', '/app/support?view=faq');
    await expect(page.getByRole('link', { name: 'Panasz beküldése' })).toHaveAttribute('href', '/app/submit-complaint');
    await expect(page.getByRole('link', { name: 'Cég adatai' })).toHaveAttribute('href', '/app/company-info');
    await expect(page.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/app/profile');
    await page.getByRole('button', { name: 'Kijelentkezés' }).click();
    await page.waitForURL('**/login');
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });

  test('the role switcher offers only held roles, stores the choice and reloads into the other sidebar', async ({ page, baseURL }) => {
    await signInViaApi(page, baseURL!, demo.tenant);
    await page.goto('/app/dashboard');
    const switcher = page.getByRole('combobox', { name: 'Szerepkör' });
    await expect(switcher.locator('optgroup').first().locator('option')).toHaveText(['Cégadminisztrátor', 'Ügyvéd']);
    expect(await sidebarHrefs(page)).toContain('/app/integrations');
    await Promise.all([page.waitForEvent('load'), switcher.selectOption('lawyer')]);
    await expect(switcher).toHaveValue('lawyer');
    expect(await page.evaluate(() => localStorage.getItem('vi.activeRole'))).toBe('lawyer');
    await expect.poll(() => sidebarHrefs(page)).toEqual(sidebars.lawyer);
    await page.goto('/app/permission-test');
    await expect(page.locator('[data-permission="canManageModules"]')).toHaveText('Nem');
    await expect(page.locator('[data-permission="canViewContacts"]')).toHaveText('Igen');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'permission-test-lawyer');
    // A stored role the user does not hold is ignored.
    await page.evaluate(() => localStorage.setItem('vi.activeRole', 'admin'));
    await page.reload();
    await expect(switcher).toHaveValue('tenant');
  });

  test('in DEMO_MODE the switcher also lists the demo accounts and really signs in as one', async ({ page, baseURL }) => {
    await signInViaApi(page, baseURL!, demo.admin);
    await page.goto('/app/dashboard');
    const switcher = page.getByRole('combobox', { name: 'Szerepkör' });
    await expect(switcher.locator('optgroup[label="Demó fiókok"] option')).toContainText(['Szabó Anna (Ügyfél)']);
    await Promise.all([page.waitForEvent('load'), switcher.selectOption({ label: 'Szabó Anna (Ügyfél)' })]);
    await expect(page.locator('main').getByText('Kapcsolódó iroda')).toBeVisible();
    const me = await (await page.request.get('/api/me')).json();
    expect(me.user.email).toBe(demo.customer);
  });

  // /app/client-portal is the customer's dashboard for a customer (issue 35.2, decision 0353).
  test('redirects: customer from client-management to client-portal (their dashboard), lawyer the other way', async ({ page, baseURL }) => {
    await signInViaApi(page, baseURL!, demo.customer);
    await page.goto('/app/client-management');
    await page.waitForURL('**/app/client-portal');
    await expect(page.getByRole('heading', { level: 1, name: /^Üdv, / })).toBeVisible();
    await page.context().clearCookies();
    await signInViaApi(page, baseURL!, demo.lawyer);
    await page.goto('/app/client-portal');
    await page.waitForURL('**/app/client-management');
    await expect(page.getByRole('heading', { name: 'Ügyfélkezelés' })).toBeVisible();
  });

  test('mobile menu at 375px: slides in at 256px, closes on Escape and on route change', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInViaApi(page, baseURL!, demo.tenant);
    await page.goto('/app/dashboard');
    const nav = page.getByRole('navigation', { name: 'Főmenü' });
    await expect(nav).toBeHidden();
    const open = page.getByRole('button', { name: 'Menü megnyitása' });
    await open.click();
    await expect(nav).toBeVisible();
    expect((await page.locator('#app-sidebar').boundingBox())?.width).toBeCloseTo(256, 1);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'mobile-menu-open');
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await open.click();
    await nav.getByRole('link', { name: 'Beállítások' }).click();
    await page.waitForURL('**/app/settings');
    await expect(nav).toBeHidden();
  });

  test('desktop sidebar collapses to 80px and remembers it', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await signInViaApi(page, baseURL!, demo.lawyer);
    await page.goto('/app/dashboard');
    await page.getByRole('button', { name: 'Oldalsáv összecsukása' }).click();
    await expect(page.getByTestId('app-content')).toHaveCSS('padding-left', '80px');
    await page.reload();
    await expect(page.getByTestId('app-content')).toHaveCSS('padding-left', '80px');
    await page.getByRole('button', { name: 'Oldalsáv összecsukása' }).click();
    await expect(page.getByTestId('app-content')).toHaveCSS('padding-left', '280px');
  });

  test('the bell lists real notices and marking them read clears the count', async ({ page, baseURL }) => {
    await signInViaApi(page, baseURL!, 'toth.gabor@example.hu');
    await page.goto('/app/dashboard');
    const bell = page.getByRole('button', { name: 'Értesítések, 2 olvasatlan' });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Értesítések' });
    await expect(panel.getByText('Üdvözlünk a Virtuális Irodában!')).toBeVisible();
    await screenshot(page, 'notifications-open');
    await panel.getByRole('button', { name: 'Mind olvasott' }).click();
    await expect(page.getByRole('button', { name: 'Értesítések, 0 olvasatlan' })).toBeVisible();
    const count = await page.request.get('/api/notifications/unread-count');
    expect(await count.json()).toEqual({ unread: 0 });
  });

  test('every spec route is reachable: unbuilt ones say so honestly, unknown ones are 404', async ({ page, baseURL }) => {
    await signInViaApi(page, baseURL!, demo.tenant);
    for (const [path, title] of [['/app/direct-test', 'Közvetlen teszt']] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Még nem elérhető')).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'not-yet-available');
    await page.goto('/mobile');
    await page.waitForURL('**/app/dashboard');
    await page.goto('/debug');
    await expect(page.getByRole('heading', { level: 1, name: 'Hibakereső oldal' })).toBeVisible();
    await page.goto('/app/nincs-ilyen-oldal');
    await expect(page.getByRole('heading', { name: '404 - Oldal nem található' })).toBeVisible();
  });

  test('skip link jumps to the main content', async ({ page, baseURL }) => {
    await signInViaApi(page, baseURL!, demo.lawyer);
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Üdv, Péter!' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Ugrás a fő tartalomra' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});
