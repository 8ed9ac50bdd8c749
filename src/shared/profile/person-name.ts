// A person's name the Hungarian way: family name first, then the given name(s) ("Nagy Péter
// Pál"); titles before the family name ("Dr.", "ifj.") belong to the family part as written.
// Greetings use the given name ("Üdv, Péter!"), never the first word, which is the family name.
// Registration asks for the full name (spec 2.6) and splits it by this rule; the profile keeps
// the two parts apart, so a name in another order is corrected there once (decision 0066).

export interface PersonName {
  familyName: string;
  givenName: string;
}

/** A title or prefix written before the family name: ends with a dot ("Dr.", "dr.", "ifj.", "Prof."). */
const isPrefix = (word: string) => word.endsWith('.');

/** Splits a full name in Hungarian order; a one-word name is all family name. */
export function splitHungarianName(fullName: string): PersonName {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  let i = 0;
  while (i < words.length - 1 && isPrefix(words[i]!)) i++;
  return { familyName: words.slice(0, i + 1).join(' '), givenName: words.slice(i + 1).join(' ') };
}

/** The full name shown: family name, then given name(s). */
export function joinHungarianName(name: PersonName): string {
  return [name.familyName.trim(), name.givenName.trim()].filter(Boolean).join(' ');
}

/**
 * Whom to greet: the given name kept in the profile; for a name stored without its parts, the
 * given name read from the name in Hungarian order; the e-mail address when there is no name.
 */
export function greetingName(user: { name?: string | null; givenName?: string | null; email: string }): string {
  const given = user.givenName?.trim() || splitHungarianName(user.name ?? '').givenName;
  return given || user.name?.trim() || user.email;
}
