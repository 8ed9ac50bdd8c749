// Messages of zod's own checks (a required field, a length, a format) in plain Hungarian, instead of
// zod's English defaults ("Too small: expected string to have >=2 characters"). A schema's own
// message ("Legalább egy mező kell.") always wins: these only fill in where a schema gave none.
// The server installs `huZodError` (its VALIDATION_ERROR fields), the client maps the same keys
// through i18n (`validation.zod.*`, English in locales/en/zod-messages.ts).
import type { z } from 'zod';
import { formatFileSize } from '../documents/documents';
import { numberFormat } from '../intl';

export const huZodMessages = {
  required: 'Kötelező mező.',
  invalidType: 'Érvénytelen érték.',
  notNumber: 'Számot adj meg.',
  notInteger: 'Egész számot adj meg.',
  notText: 'Szöveget adj meg.',
  notList: 'Listát adj meg.',
  notBoolean: 'Igen vagy nem értéket adj meg.',
  textTooShort: 'Legalább {{min}} karakter legyen.',
  textTooLong: 'Legfeljebb {{max}} karakter lehet.',
  textExactLength: 'Pontosan {{min}} karakter legyen.',
  numberTooSmall: 'Legalább {{min}} legyen.',
  numberTooSmallExclusive: 'Nagyobb legyen, mint {{min}}.',
  numberTooBig: 'Legfeljebb {{max}} lehet.',
  numberTooBigExclusive: 'Kisebb legyen, mint {{max}}.',
  listTooShort: 'Legalább {{min}} elem kell.',
  listEmpty: 'Legalább egy elemet adj meg.',
  listTooLong: 'Legfeljebb {{max}} elem lehet.',
  fileTooBig: 'A fájl legfeljebb {{max}} lehet.',
  dateTooEarly: 'Túl korai dátum.',
  dateTooLate: 'Túl késői dátum.',
  email: 'Érvénytelen e-mail-cím.',
  url: 'Érvénytelen webcím.',
  uuid: 'Érvénytelen azonosító.',
  date: 'Érvénytelen dátum.',
  datetime: 'Érvénytelen időpont.',
  time: 'Érvénytelen idő.',
  format: 'Érvénytelen formátum.',
  option: 'Válassz a felkínált lehetőségek közül.',
  unknownKeys: 'Ismeretlen mező: {{keys}}.',
  notMultipleOf: '{{divisor}} többszöröse legyen.',
  invalid: 'Érvénytelen érték.',
} as const;

export type ZodMessageKey = keyof typeof huZodMessages;
export interface ZodMessage {
  key: ZodMessageKey;
  params: Record<string, string | number>;
}

type Issue = z.core.$ZodRawIssue;

const formatKeys: Partial<Record<string, ZodMessageKey>> = { email: 'email', url: 'url', uuid: 'uuid', guid: 'uuid', date: 'date', datetime: 'datetime', time: 'time' };

function num(value: unknown): number {
  return typeof value === 'bigint' ? Number(value) : Number(value);
}

/** Which message a zod issue gets, and its parameters; undefined for an issue with nothing to add. */
export function zodMessageOf(issue: Issue): ZodMessage {
  const m = (key: ZodMessageKey, params: Record<string, string | number> = {}): ZodMessage => ({ key, params });
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return m('required');
      const expected = issue.expected as string;
      if (expected === 'number' || expected === 'bigint') return m('notNumber');
      if (expected === 'int') return m('notInteger');
      if (expected === 'string') return m('notText');
      if (expected === 'array') return m('notList');
      if (expected === 'boolean') return m('notBoolean');
      return m('invalidType');
    }
    case 'too_small': {
      const min = num(issue.minimum);
      if (issue.origin === 'string') {
        if (issue.exact) return m('textExactLength', { min });
        // min(1) on a text is how schemas say "required".
        if (min <= 1 && issue.inclusive !== false) return m('required');
        return m('textTooShort', { min: issue.inclusive === false ? min + 1 : min });
      }
      if (issue.origin === 'array' || issue.origin === 'set') return min <= 1 ? m('listEmpty') : m('listTooShort', { min });
      if (issue.origin === 'date') return m('dateTooEarly');
      return issue.inclusive === false ? m('numberTooSmallExclusive', { min }) : m('numberTooSmall', { min });
    }
    case 'too_big': {
      const max = num(issue.maximum);
      if (issue.origin === 'string') return issue.exact ? m('textExactLength', { min: max }) : m('textTooLong', { max: issue.inclusive === false ? max - 1 : max });
      if (issue.origin === 'array' || issue.origin === 'set') return m('listTooLong', { max });
      if (issue.origin === 'file') return m('fileTooBig', { max: formatFileSize(max) });
      if (issue.origin === 'date') return m('dateTooLate');
      return issue.inclusive === false ? m('numberTooBigExclusive', { max }) : m('numberTooBig', { max });
    }
    case 'invalid_format':
      return m(formatKeys[issue.format] ?? 'format');
    case 'invalid_value':
      return m(issue.values.length > 1 ? 'option' : 'invalid');
    case 'not_multiple_of':
      return m('notMultipleOf', { divisor: num(issue.divisor) });
    case 'unrecognized_keys':
      return m('unknownKeys', { keys: issue.keys.join(', ') });
    default:
      return m('invalid');
  }
}

/** `{{name}}` placeholders filled in, numbers in Hungarian notation (12 000). */
export function fillMessage(template: string, params: Record<string, string | number>, locale = 'hu-HU'): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    return typeof value === 'number' ? numberFormat(locale).format(value) : String(value ?? '');
  });
}

/** zod's error map for Hungarian (the server's): `z.config({ customError: huZodError })`. */
export function huZodError(issue: Issue): string {
  const { key, params } = zodMessageOf(issue);
  return fillMessage(huZodMessages[key], params);
}
