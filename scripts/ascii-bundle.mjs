// Keeps a bundle's source ASCII (decision 0470). V8 holds a script's source text for as long as the
// script lives (lazy compilation, `Function.prototype.toString`), and one character outside
// Latin-1 makes it store the whole text with two bytes per character: the 7.9 MB server bundle was
// held as 15.7 MB. esbuild escapes non-ASCII characters in string literals, but keeps them in
// comments, regular expressions and template literals (the Hungarian document templates, a few
// patterns). Here, with acorn's tokens:
//   - in a comment, each becomes `?`;
//   - in a regular expression, an untagged template or one of COOKED_TAGS, each UTF-16 unit becomes
//     its `\uXXXX` escape: the same pattern, the same string;
//   - anywhere else (a tagged template whose tag may read `.raw`, an identifier) the build fails.
// The source map stays right for comments; an escaped literal's columns shift within its line only.
import { Parser } from 'acorn';

const NON_ASCII = /[\u0080-\uffff]/;
/**
 * Template tags known to read only the cooked strings (esbuild may number them: `sql2`, `text4`):
 * drizzle-orm's `sql`, and `text` of src/shared/document-templates/builtin-templates.ts (the document templates).
 */
const COOKED_TAGS = /^(sql|text)\d*$/;
const escapeUnits = (text) => [...text].map((c) => (c.charCodeAt(0) > 0x7f ? [...Array(c.length).keys()].map((i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join('') : c)).join('');

/** The code with its non-ASCII characters replaced or escaped as above; throws where that would change it. */
export function asciiSource(code, file) {
  if (!NON_ASCII.test(code)) return code;
  /** [start, end, kind] of every comment and token that holds a non-ASCII character, in order. */
  const spans = [];
  const tokens = [];
  const hasNonAscii = (start, end) => NON_ASCII.test(code.slice(start, end));
  Parser.parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    allowHashBang: true,
    onComment: (_block, _text, start, end) => hasNonAscii(start, end) && spans.push([start, end, 'comment']),
    onToken: (token) => {
      tokens.push(token);
      if (hasNonAscii(token.start, token.end)) spans.push([token.start, token.end, token.type.label, tokens.length - 1]);
    },
  });
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end, kind, index] of spans) {
    const text = code.slice(start, end);
    const where = () => `${file}:${code.slice(0, start).split('\n').length}`;
    if (/\\[\u0080-\uffff]/.test(text)) throw new Error(`${where()}: a non-ASCII character after a backslash (${kind}) cannot be escaped`);
    let replaced;
    if (kind === 'comment') replaced = text.replace(/[\u0080-\uffff]/g, '?');
    else if (kind === 'regexp') replaced = escapeUnits(text);
    else if (kind === 'template') {
      const tag = templateTag(tokens, index);
      if (tag !== null && !COOKED_TAGS.test(tag)) throw new Error(`${where()}: a template tagged \`${tag}\` holds non-ASCII text (its tag may read the raw strings)`);
      replaced = escapeUnits(text);
    } else throw new Error(`${where()}: a non-ASCII character in a ${kind} token: esbuild should have escaped it`);
    out += code.slice(at, start) + replaced;
    at = end;
  }
  return out + code.slice(at);
}

/** The tag of the template a `template` token belongs to (its name), or null when untagged. */
function templateTag(tokens, index) {
  let i = index;
  // Back to the template's opening backquote: `${ … }` parts are skipped by their braces.
  let depth = 0;
  for (; i > 0; i--) {
    const label = tokens[i].type.label;
    if (label === '}') depth++;
    else if (label === '${') depth--;
    else if (label === '`' && depth === 0) break; // backquotes of templates inside `${ … }` are met at depth > 0
  }
  const before = tokens[i - 1];
  if (!before) return null;
  const label = before.type.label;
  if (label === 'name') return before.value;
  if (label === ')' || label === ']' || label === '`') return label;
  return null;
}
