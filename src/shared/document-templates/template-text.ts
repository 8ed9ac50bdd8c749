// The placeholder language of template_content (decision 0181): docxtemplater's own tags, so
// the same text becomes a DOCX through docxtemplater on the server and a live preview here.
//   {client.name}        a value (dotted path; a bare object prints its `summary`)
//   {#has_deposit}…{/has_deposit}   a conditional section (boolean) or a repeated block (list)
//   {^has_deposit}…{/has_deposit}   the section shown when the value is false / empty
// Inside a repeated block the item's fields come first, then the outer values.

export type TagKind = 'value' | 'open' | 'invert' | 'close';
export interface TemplateTag {
  kind: TagKind;
  path: string;
}

const TAG = /\{([#^/]?)\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}/g;

export function parseTags(content: string): TemplateTag[] {
  const tags: TemplateTag[] = [];
  for (const m of content.matchAll(TAG)) {
    const sigil = m[1];
    tags.push({ kind: sigil === '#' ? 'open' : sigil === '^' ? 'invert' : sigil === '/' ? 'close' : 'value', path: m[2]! });
  }
  return tags;
}

/** Problems of a template text: unbalanced sections, stray braces. Empty when it is well formed. */
export function templateSyntaxErrors(content: string): string[] {
  const errors: string[] = [];
  const stack: string[] = [];
  for (const tag of parseTags(content)) {
    if (tag.kind === 'open' || tag.kind === 'invert') stack.push(tag.path);
    else if (tag.kind === 'close') {
      const open = stack.pop();
      if (open !== tag.path) errors.push(open ? `A(z) {#${open}} szakaszt {/${open}} zárja, nem {/${tag.path}}.` : `A(z) {/${tag.path}} zárójelnek nincs nyitó párja.`);
    }
  }
  for (const open of stack) errors.push(`A(z) {#${open}} szakasz nincs lezárva.`);
  const rest = content.replace(TAG, '');
  // A pair of braces whose name breaks the rules ({ügyfél neve}) is named; lone braces are not.
  const badNames = [...rest.matchAll(/\{[^{}\n]{1,60}\}/g)].map((m) => m[0]);
  for (const bad of new Set(badNames)) errors.push(`A(z) „${bad}” helyőrző neve hibás: csak ékezet nélküli betű, számjegy, aláhúzás és pont lehet, szóköz nélkül.`);
  if (/[{}]/.test(rest.replace(/\{[^{}\n]{1,60}\}/g, ''))) errors.push('A szövegben hibás kapcsos zárójel van: a helyőrzők alakja {név}.');
  return errors;
}

/** The first segment of every placeholder path (the template's variable keys it uses). */
export function referencedKeys(content: string): Set<string> {
  return new Set(parseTags(content).map((t) => t.path.split('.')[0]!));
}

type Scope = Record<string, unknown>;

function lookup(scopes: Scope[], path: string): unknown {
  const [head, ...rest] = path.split('.');
  for (let i = scopes.length - 1; i >= 0; i--) {
    const scope = scopes[i]!;
    if (head! in scope) return rest.reduce<unknown>((o, k) => (o !== null && typeof o === 'object' ? (o as Scope)[k] : undefined), scope[head!]);
  }
  return undefined;
}

/** What a value tag prints: strings as they are, objects by their `summary`, nothing for empty. */
export function printable(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (typeof value === 'object') return printable((value as Scope).summary);
  return String(value);
}

/** The scopes of a section: once (true / an object), per item (a list), or none. */
function sectionScopes(value: unknown): Scope[] {
  if (Array.isArray(value)) return value.map((item) => (item !== null && typeof item === 'object' ? (item as Scope) : { value: item }));
  if (value === true) return [{}];
  if (value !== null && typeof value === 'object') return [value as Scope];
  if (typeof value === 'string' && value !== '') return [{}];
  return [];
}

/**
 * Docxtemplater's parser for the same language: dotted paths; a value tag prints like
 * `printable`, a section tag gets the raw value (boolean, list). Docxtemplater itself walks
 * from the innermost scope outwards while the result is null.
 */
export function docxtemplaterParser(tag: string, meta?: { tag?: { module?: string } }) {
  const path = tag.trim();
  const isSection = meta?.tag?.module === 'loop';
  return {
    get(scope: unknown) {
      if (path === '.') return scope;
      if (scope === null || typeof scope !== 'object') return undefined;
      const value = lookup([scope as Scope], path);
      if (isSection || value === undefined || value === null) return value;
      return printable(value);
    },
  };
}

/**
 * A section tag alone on its line takes no line of its own: docxtemplater's paragraphLoop drops
 * such a paragraph, and the text renderer must print the same lines.
 */
export function joinSectionLines(content: string): string {
  return content.replace(/^[ \t]*(\{[#^/][^}\n]*\})[ \t]*(?:\n|$)/gm, '$1');
}

/** Fills the text: the live preview and the PDF use this; the DOCX uses docxtemplater with the same rules. */
export function renderTemplateText(template: string, data: Scope, onValue?: (printed: string, path: string) => void): string {
  const content = joinSectionLines(template);
  const tokens: (string | TemplateTag)[] = [];
  let last = 0;
  for (const m of content.matchAll(TAG)) {
    tokens.push(content.slice(last, m.index));
    const sigil = m[1];
    tokens.push({ kind: sigil === '#' ? 'open' : sigil === '^' ? 'invert' : sigil === '/' ? 'close' : 'value', path: m[2]! });
    last = m.index! + m[0].length;
  }
  tokens.push(content.slice(last));

  function render(from: number, to: number, scopes: Scope[]): string {
    let out = '';
    for (let i = from; i < to; i++) {
      const token = tokens[i]!;
      if (typeof token === 'string') out += token;
      else if (token.kind === 'value') {
        const printed = printable(lookup(scopes, token.path));
        onValue?.(printed, token.path);
        out += printed;
      } else if (token.kind === 'open' || token.kind === 'invert') {
        const end = closingIndex(i, to);
        const value = lookup(scopes, token.path);
        const each = sectionScopes(value);
        if (token.kind === 'open') for (const s of each) out += render(i + 1, end, [...scopes, s]);
        else if (each.length === 0) out += render(i + 1, end, scopes);
        i = end;
      }
    }
    return out;
  }
  function closingIndex(open: number, to: number): number {
    let depth = 0;
    for (let j = open + 1; j < to; j++) {
      const t = tokens[j]!;
      if (typeof t === 'string') continue;
      if (t.kind === 'open' || t.kind === 'invert') depth++;
      else if (t.kind === 'close') {
        if (depth === 0) return j;
        depth--;
      }
    }
    return to;
  }
  // A section tag alone on its line leaves no empty line behind (docxtemplater's paragraphLoop does the same).
  const text = render(0, tokens.length, [data]);
  // A repeated block's last line ends the text without an empty paragraph after it.
  return template.endsWith('\n') ? text : text.replace(/\n$/, '');
}
