// The name a parameterised statement is prepared under, derived from its text so that every
// connection (a pooled PostgreSQL connection, the one PGlite backend) agrees on it.
import { createHash } from 'node:crypto';

const names = new Map<string, string>();

/** `vi_` and 24 characters of the text's SHA-1 (PostgreSQL allows 63). */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `vi_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    if (names.size < 1000) names.set(text, name);
  }
  return name;
}
