// Shared helpers for the journeys: demo logins, an axe check that fails on serious or critical
// violations, and screenshots kept under tests/e2e/.output/screenshots for people to look at.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Iroda-2026';
export const demo = {
  admin: 'admin@virtualis-iroda.hu',
  tenant: 'iroda@kovacs-ugyved.hu',
  lawyer: 'ugyved@kovacs-ugyved.hu',
  customer: 'szabo.anna@example.hu',
} as const;

/** Serious or critical WCAG 2.1 AA findings on the page shown, one line each. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export async function expectNoSeriousA11yViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `tests/e2e/.output/screenshots/${name}.png`, fullPage: true });
}

export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Emailcím').fill(email);
  await page.getByLabel('Jelszó').fill(password);
  await page.getByRole('button', { name: 'Folytatás' }).click();
}
