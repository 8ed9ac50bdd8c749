// zod's own checks speak the UI's language (issue 38.13): every schema parsed in the browser (the
// form kit's resolver, a designer's live check) gets `zodMessages.*` through i18n instead of zod's
// English defaults; a schema's own message wins. The server uses the same keys in Hungarian.
// zod's core `config` (the one global config classic zod and zod/mini share), not classic `z`:
// this module is part of the entry chunk, and classic zod (~25 KiB gzipped) is not tree-shaken.
import { type $ZodRawIssue, config } from 'zod/v4/core';
import { huZodMessages, zodMessageOf } from '@shared/validation/zod-messages';
import { i18n } from './i18n';
import { numberFormat } from '@shared/intl';

function localised(params: Record<string, string | number>): Record<string, string> {
  const format = numberFormat(i18n.language === 'en' ? 'en-GB' : 'hu-HU');
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? format.format(v) : v]));
}

/** The message of a zod issue in the UI's language. */
export function zodIssueText(issue: $ZodRawIssue): string {
  const { key, params } = zodMessageOf(issue);
  return i18n.t(`zodMessages.${key}` as 'zodMessages.invalid', { ...localised(params), defaultValue: huZodMessages[key] });
}

config({ customError: zodIssueText });
