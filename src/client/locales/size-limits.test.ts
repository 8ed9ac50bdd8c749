// Every size limit shown to a user comes from formatFileSize (decision 0499): decimal comma, "kB"
// (never "KB"), and a no-break space between number and unit, so "2 MB" never breaks apart – in the
// server's error texts (Hungarian and English), the zod messages and the client's hints.
import { describe, expect, it } from 'vitest';
import { CONTACT_IMPORT_MAX_SIZE, importBodySchema } from '@shared/contacts/contacts.schemas';
import { LOGO_MAX_BYTES } from '@shared/custom-branding/limits';
import { TEMPLATE_DOCX_MAX_BYTES } from '@shared/document-templates/limits';
import { DOCX_MAX_UNPACKED_BYTES, formatFileSize } from '@shared/documents/documents';
import { errorMessages } from '@shared/errors/errors';
import { tooLargeReason } from '@shared/inbound-mail/inbound-mail';
import { AVATAR_MAX_BYTES } from '@shared/profile/limits';
import { huZodMessages, zodMessageOf } from '@shared/validation/zod-messages';
import { loadAppLocales } from '@client/lib/app-locales';
import { i18n } from '@client/lib/i18n';
import { enApiErrors } from './en/api-errors';
import { enZodMessages } from './en/zod-messages';

const NBSP = '\u00a0';
/** A size written by hand: a number, then an ordinary space (or none) and a unit; or the unit "KB". */
const HAND_WRITTEN_SIZE = /\d[ ]?(?:B|kB|KB|MB|GB)\b|\bKB\b/;

const localeFiles = import.meta.glob<Record<string, unknown>>('./{hu,en}/*.json', { eager: true, import: 'default' });
function stringsOf(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) stringsOf(inner, `${path}.${key}`, out);
  return out;
}

describe('size limits shown to users', () => {
  it('the API errors name their limits through formatFileSize, in Hungarian and English', () => {
    expect(errorMessages.AVATAR_TOO_LARGE).toBe(`A kép legfeljebb 2${NBSP}MB lehet.`);
    expect(enApiErrors.AVATAR_TOO_LARGE).toBe(`The image can be at most 2${NBSP}MB.`);
    expect(errorMessages.BRANDING_LOGO_TOO_LARGE).toBe(`A logó legfeljebb 256${NBSP}kB lehet.`);
    expect(enApiErrors.BRANDING_LOGO_TOO_LARGE).toBe(`The logo can be at most 256${NBSP}kB.`);
    expect(errorMessages.TEMPLATE_DOCX_TOO_LARGE).toBe(`A DOCX sablon legfeljebb 5${NBSP}MB lehet.`);
    expect(enApiErrors.TEMPLATE_DOCX_TOO_LARGE).toBe(`A DOCX template can be at most 5${NBSP}MB.`);
    expect(errorMessages.DOCX_UNPACKED_TOO_LARGE).toContain(`legfeljebb 50${NBSP}MB kibontva és 100-szoros tömörítés`);
    expect(enApiErrors.DOCX_UNPACKED_TOO_LARGE).toContain(`at most 50${NBSP}MB unpacked`);
    expect([AVATAR_MAX_BYTES, LOGO_MAX_BYTES, TEMPLATE_DOCX_MAX_BYTES, DOCX_MAX_UNPACKED_BYTES].map(formatFileSize)).toEqual([`2${NBSP}MB`, `256${NBSP}kB`, `5${NBSP}MB`, `50${NBSP}MB`]);
  });

  it('no error text, zod message or locale string writes a size by hand', () => {
    const texts: [string, string][] = [
      ...Object.entries(errorMessages).map(([code, text]): [string, string] => [`hu ${code}`, text]),
      ...Object.entries(enApiErrors).map(([code, text]): [string, string] => [`en ${code}`, text]),
      ...Object.entries(huZodMessages).map(([key, text]): [string, string] => [`hu zod ${key}`, text]),
      ...Object.entries(enZodMessages).map(([key, text]): [string, string] => [`en zod ${key}`, text]),
      ...Object.entries(localeFiles).flatMap(([file, strings]) => stringsOf(strings, file)),
    ];
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.filter(([, text]) => HAND_WRITTEN_SIZE.test(text))).toEqual([]);
  });

  it('the client hints and checks say the limits the same way', async () => {
    await loadAppLocales();
    const avatar = formatFileSize(AVATAR_MAX_BYTES);
    const logo = formatFileSize(LOGO_MAX_BYTES);
    expect(i18n.t('profile.avatar.hint', { max: avatar })).toBe(`PNG, JPEG vagy WebP, legfeljebb 2${NBSP}MB.`);
    expect(i18n.t('profile.avatar.sizeError', { max: avatar })).toBe(`A kép legfeljebb 2${NBSP}MB lehet.`);
    expect(i18n.t('customBranding.logo.hint', { max: logo })).toBe(`PNG, JPEG vagy WebP, legfeljebb 256${NBSP}kB.`);
    expect(i18n.t('customBranding.logo.sizeError', { max: logo, lng: 'en' })).toBe(`The logo can be at most 256${NBSP}kB.`);
    expect(i18n.t('documentTemplates.editor.docxFile', { max: formatFileSize(TEMPLATE_DOCX_MAX_BYTES) })).toBe(`Word (DOCX) sablon feltöltése (nem kötelező, legfeljebb 5${NBSP}MB)`);
  });

  it('the contacts import, a file field and a refused inbound mail say sizes through formatFileSize', () => {
    const tooLong = importBodySchema.safeParse({ csv: 'x'.repeat(CONTACT_IMPORT_MAX_SIZE + 1) });
    expect(tooLong.error?.issues[0]?.message).toBe(`A fájl legfeljebb 2${NBSP}MB lehet.`);
    expect(importBodySchema.safeParse({ csv: 'x'.repeat(CONTACT_IMPORT_MAX_SIZE) }).success).toBe(true);
    expect(zodMessageOf({ code: 'too_big', origin: 'file', maximum: 10 * 1024 * 1024, inclusive: true, input: undefined } as never)).toEqual({ key: 'fileTooBig', params: { max: `10${NBSP}MB` } });
    expect(tooLargeReason(1_536_000)).toBe(`A levél (1,5${NBSP}MB) nagyobb az iroda korlátjánál.`);
  });
});
