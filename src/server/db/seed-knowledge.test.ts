// The demo firm's knowledge base speaks of the product's modules by the names the sidebar shows.
import { describe, expect, it } from 'vitest';
import { moduleByKey } from '@shared/modules/registry';
import { demoArticles } from './seed-knowledge';

describe('demo knowledge base', () => {
  it('"Határidő-számítás a Pp. szerint" names the deadline module as the sidebar does', () => {
    const article = demoArticles.find((a) => a.title === 'Határidő-számítás a Pp. szerint')!;
    expect(article.body).toContain(`*${moduleByKey('compliance-tracker')!.name.hu}*`);
    expect(article.body).not.toContain('*Határidők*');
  });
});
