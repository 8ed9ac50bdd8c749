// Document templates (spec 3.8, issue 16): categories, statuses and the rules shared by the
// server and the client.
import { parseTags, templateSyntaxErrors } from './template-text';
import type { VariableDefinition } from './variables';

export const templateCategories = ['contract', 'power_of_attorney', 'real_estate', 'employment', 'corporate', 'demand_letter', 'data_protection', 'statement', 'other'] as const;
export type TemplateCategory = (typeof templateCategories)[number];

export const templateCategoryLabels: Record<TemplateCategory, string> = {
  contract: 'Szerződés',
  power_of_attorney: 'Meghatalmazás',
  real_estate: 'Ingatlan',
  employment: 'Munkajog',
  corporate: 'Társasági jog',
  demand_letter: 'Felszólítás',
  data_protection: 'Adatvédelem',
  statement: 'Nyilatkozat',
  other: 'Egyéb',
};

export const templateComplexities = ['simple', 'medium', 'complex'] as const;
export type TemplateComplexity = (typeof templateComplexities)[number];

export const templateStatuses = ['draft', 'active', 'archived'] as const;
export type TemplateStatus = (typeof templateStatuses)[number];

export const outputFormats = ['docx', 'pdf'] as const;
export type OutputFormat = (typeof outputFormats)[number];

/**
 * Problems of a template's text against its variables: syntax, a placeholder naming no
 * variable (inside a repeated block the item's own fields – {name}, {value}, {index} – are
 * allowed), a variable the text never uses. Empty when the template can be saved.
 */
export function templateProblems(content: string, variables: readonly Pick<VariableDefinition, 'key' | 'type'>[]): string[] {
  const problems = templateSyntaxErrors(content);
  if (problems.length > 0) return problems;
  const types = new Map(variables.map((v) => [v.key, v.type]));
  const open: string[] = [];
  const used = new Set<string>();
  for (const tag of parseTags(content)) {
    const head = tag.path.split('.')[0]!;
    if (tag.kind === 'close') {
      open.pop();
      continue;
    }
    const inList = open.some((key) => types.get(key) === 'list');
    if (types.has(head)) used.add(head);
    else if (!inList) problems.push(`A(z) {${tag.path}} helyőrzőhöz nincs változó.`);
    if (tag.kind !== 'value') open.push(head);
  }
  for (const key of types.keys()) if (!used.has(key)) problems.push(`A(z) „${key}” változót a szöveg nem használja.`);
  return [...new Set(problems)];
}

/** "megbizasi-szerzodes-ugyvedi-v3-2026-11-23.docx": ASCII, for the Content-Disposition header. */
export function generatedFileName(templateName: string, version: number, date: string, format: OutputFormat): string {
  const ascii = templateName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${ascii || 'dokumentum'}-v${version}-${date}.${format}`;
}

/** JSON with object keys sorted: equal for equal values however a store (jsonb) ordered them. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
}
