// The help articles send the reader to pages by the names the sidebar shows (the module registry's
// Hungarian names) and describe the flows the pages have: billing time starts on the matter's page.
import { describe, expect, it } from 'vitest';
import { moduleByKey } from '@shared/modules/registry';
import huInvoices from '@client/locales/hu/invoice-generator.json';
import { helpArticles } from '@shared/help/help-articles';

const article = (slug: string) => helpArticles.find((a) => a.slug === slug)!;

describe('help articles', () => {
  it('"Időrögzítés és számlázás" names the time-tracking and invoicing pages as the sidebar does', () => {
    const body = article('ido-es-szamlak').body;
    expect(body).toContain(`**${moduleByKey('time-tracking')!.name.hu}**`);
    expect(body).toContain(`**${moduleByKey('invoice-generator')!.name.hu}**`);
    expect(body).not.toMatch(/Időkövetés|Számlakészítő/);
  });

  it('tells that unbilled time is invoiced with the matter page\'s button, and says "módosító számla" as the invoice pages do', () => {
    const body = article('ido-es-szamlak').body;
    expect(body).toContain(`**${huInvoices.fromTime}**`);
    expect(body).not.toContain('helyesbítő');
    expect(body).toContain('módosító');
  });
});
