// Versioning rules of a factory module's definition (decision 0100):
//   - publishing a changed definition of a published module creates version N+1; versions are
//     never edited, records keep the version they were written with;
//   - the module key is its identity and never changes;
//   - a field key keeps its type forever: changing the type of an existing key, or re-adding a
//     removed key with another type, is refused (old data would be misread) – add a new key;
//   - removing a field is allowed: old records keep the value in their data, it is no longer
//     shown or validated;
//   - adding a field (also a required one) is allowed: old records show it empty and must fill it
//     when they are next edited (a write always validates against the latest version).
import type { FactoryDefinition, FactoryFieldType } from './definition';

export interface VersionProblem {
  code: 'KEY_CHANGED' | 'FIELD_TYPE_CHANGED';
  /** The field key concerned (null for the module key). */
  field: string | null;
  message: string;
}

const typeLabels: Record<FactoryFieldType, string> = {
  text: 'szöveg',
  longText: 'hosszú szöveg',
  number: 'szám',
  money: 'pénzösszeg (Ft)',
  date: 'dátum',
  select: 'választólista',
  boolean: 'igen/nem',
  email: 'e-mail',
  phone: 'telefonszám',
  contact: 'névjegy',
  matter: 'ügy',
};

export function fieldTypeLabel(type: FactoryFieldType): string {
  return typeLabels[type];
}

/** Every field key's type as fixed by the earlier versions (the latest version wins for labels). */
function typesOf(previous: readonly Pick<FactoryDefinition, 'fields'>[]): Map<string, FactoryFieldType> {
  const types = new Map<string, FactoryFieldType>();
  for (const def of previous) for (const f of def.fields) if (!types.has(f.key)) types.set(f.key, f.type);
  return types;
}

/** What keeps `next` from being published over the already published `previous` versions. */
export function versionProblems(previous: readonly Pick<FactoryDefinition, 'key' | 'fields'>[], next: Pick<FactoryDefinition, 'key' | 'fields'>): VersionProblem[] {
  const problems: VersionProblem[] = [];
  if (previous.some((p) => p.key !== next.key)) problems.push({ code: 'KEY_CHANGED', field: null, message: 'A modulazonosító közzététel után nem változtatható.' });
  const fixed = typesOf(previous);
  for (const f of next.fields) {
    const was = fixed.get(f.key);
    if (was && was !== f.type) {
      problems.push({
        code: 'FIELD_TYPE_CHANGED',
        field: f.key,
        message: `A(z) „${f.key}” mező típusa korábban ${typeLabels[was]} volt, ez nem változtatható. Vegyél fel új mezőt új azonosítóval.`,
      });
    }
  }
  return problems;
}

/** Whether two definitions differ in anything a record or the store shows (publishing is then a new version). */
export function definitionChanged(a: FactoryDefinition, b: FactoryDefinition): boolean {
  return JSON.stringify(a) !== JSON.stringify(b);
}

/**
 * A stored record read through the latest definition: the values of the fields that version
 * shows, by key; fields removed since stay in storage but are left out here; fields added since
 * read as null.
 */
export function visibleData(def: Pick<FactoryDefinition, 'fields'>, data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(def.fields.map((f) => [f.key, data[f.key] ?? null]));
}
