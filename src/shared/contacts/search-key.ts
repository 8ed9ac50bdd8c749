// The accent-insensitive search key of a contact: lower case, diacritics folded ("Kovács Ödön"
// → "kovacs odon"). The database computes the same key as a generated column with translate()
// + lower() (immutable built-ins, so PGlite and PostgreSQL agree without the unaccent
// extension; decision 0120), and searches fold the query with the same two strings.

/** Accented letters folded by the key, upper and lower case; `ACCENT_PLAIN` is the same length. */
export const ACCENT_FROM = 'ÁÀÂÄÃÅĀĂĄÉÈÊËĚĒĘÍÌÎÏĪÓÒÔÖÕŐØŌÚÙÛÜŰŮŪÝŸČĆÇĎĐĽĹŁŇŃŘŔŠŚŞŤŢŽŹŻáàâäãåāăąéèêëěēęíìîïīóòôöõőøōúùûüűůūýÿčćçďđľĺłňńřŕšśşťţžźż';
export const ACCENT_PLAIN = 'AAAAAAAAAEEEEEEEIIIIIOOOOOOOOUUUUUUUYYCCCDDLLLNNRRSSSTTZZZaaaaaaaaaeeeeeeeiiiiioooooooouuuuuuuyycccddlllnnrrsssttzzz';

/** The key of `input` exactly as the database column computes it, whitespace collapsed. */
export function contactSearchKey(input: string): string {
  let out = '';
  for (const ch of input) {
    const i = ACCENT_FROM.indexOf(ch);
    out += i >= 0 ? ACCENT_PLAIN[i] : ch;
  }
  return out.toLowerCase().replace(/\s+/g, ' ').trim();
}
