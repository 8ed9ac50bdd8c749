// A place in a module definition as the designer's labels name it (issue 38.13): the issue at
// `fields.4.options` reads "5. mező: Státusz – Opciók", never the raw path.
import type { TFunction } from 'i18next';

const top: Record<string, string> = { key: 'key', name: 'name', description: 'description', icon: 'icon', category: 'category', entityName: 'entityName', fields: 'fields', listColumns: 'listColumns' };
const ofField: Record<string, string> = {
  key: 'fieldKey',
  type: 'fieldType',
  label: 'fieldLabel',
  required: 'required',
  minLength: 'minLength',
  maxLength: 'maxLength',
  format: 'format',
  pattern: 'pattern',
  patternMessage: 'patternMessage',
  min: 'min',
  max: 'max',
  integer: 'integer',
  minDate: 'minDate',
  maxDate: 'maxDate',
  options: 'options',
};

/** "Modul neve (angol)", "5. mező: Státusz – Opciók"; the server's paths start with `definition.`. */
export function describeDefinitionPath(path: string | readonly PropertyKey[], fieldLabels: readonly string[], t: TFunction): string {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).filter((p) => p !== 'definition');
  const label = (key: string) => t(`moduleFactory.designer.${key}` as 'moduleFactory.designer.key');
  const lang = (p: string | undefined) => (p === 'hu' || p === 'en' ? ` (${t(`moduleFactory.designer.lang.${p}`)})` : '');
  const [first, second, third, fourth] = parts;
  if (first === undefined || !top[first]) return '';
  if (first === 'fields' && second !== undefined && /^\d+$/.test(second)) {
    const n = Number(second);
    const field = t('moduleFactory.designer.fieldN', { n: n + 1, label: fieldLabels[n] ?? '' }).replace(/:\s*$/, '');
    const prop = third && ofField[third] ? ` – ${label(ofField[third])}${lang(fourth)}` : '';
    return field + prop;
  }
  return label(top[first]) + lang(second);
}
