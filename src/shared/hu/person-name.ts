// Hungarian personal names: the titles written before a name ("dr. Nagy Péter", "ifj. Kiss Béla",
// "özv. Tóth Jánosné") are not part of it.

/** A title word before a name (also without accents, as the AI masking folds them). */
export const NAME_TITLE_RE = /^(?:dr\.?|prof\.?|ifj\.|id\.|özv\.|ozv\.)$/i;

/** The letter an avatar shows: the name's first letter after its titles ("dr. Nagy Péter" → "N"). */
export function nameInitial(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words.find((w) => !NAME_TITLE_RE.test(w)) ?? words[0] ?? '';
  return first.slice(0, 1).toUpperCase();
}
