import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { factoryDefinitionSchema } from '@shared/module-factory/definition';
import { loadAppLocales } from '@client/lib/app-locales';
import { i18n } from '@client/lib/i18n';
import { zodIssueText } from '@client/lib/zod-i18n';
import { describeDefinitionPath } from './designer-paths';

beforeAll(() => loadAppLocales());

describe('module factory designer issues (38.13)', () => {
  it("names the place by the designer's labels and gives zod's checks in Hungarian", () => {
    const t = i18n.t.bind(i18n);
    const def = {
      key: 'a',
      name: { hu: '', en: '' },
      description: { hu: 'x', en: '' },
      icon: 'documents',
      category: 'practice',
      entityName: { hu: 'Tétel', en: '' },
      fields: [{ key: 'statusz', type: 'select', label: { hu: 'Státusz', en: '' }, options: [] }],
      listColumns: ['statusz'],
    };
    const r = factoryDefinitionSchema.safeParse(def, { error: zodIssueText as z.core.$ZodErrorMap });
    expect(r.success).toBe(false);
    const lines = r.success ? [] : r.error.issues.map((i) => `${describeDefinitionPath(i.path, ['Státusz'], t)}: ${i.message}`);
    expect(lines.join('\n')).not.toMatch(/fields\.|name\.hu|Too small|expected/);
    expect(lines).toContain('Modulazonosító: Legalább 2 karakter legyen.');
    expect(lines.some((l) => l.startsWith('1. mező: Státusz – Opciók: '))).toBe(true);
    expect(describeDefinitionPath('definition.name.hu', [], t)).toBe('Modul neve (magyar)');
  });
});
