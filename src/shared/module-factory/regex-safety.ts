// Patterns a backtracking engine can spend exponential time on (issue 34 point 8, decision 0305):
// a factory text pattern `([A-Za-z0-9]+[ -]?)+` froze the server for 2.55 s on 28 characters.
// JavaScript's RegExp cannot be interrupted, so such a pattern is refused when it is defined (and
// not run if an older definition holds one). The check reads the pattern's structure:
// - a repeated group that itself holds a part repeated a variable number of times (`(a+)+`,
//   `(a?b)*`, `(\d{1,3}\.)+`): the classic catastrophic shape;
// - a repeated group with alternatives (`(a|ab)+`): the same, when alternatives overlap;
// - back-references (`\1`, `\k<n>`): no linear bound at all;
// - more than three long repeats (`*`, `+`, more than 20 times) in the whole pattern: adjacent
//   ones that overlap cost n^k on a 500-character value.
// Fixed counts (`\d{3}`) and optional parts outside repeated groups are fine; a group repeated
// even a few times (`(?: ?\d{4}){6}`) must hold fixed parts only (`[\d ]{24,30}` instead).

export type RegexSafetyProblem = 'nested' | 'alternation' | 'backreference' | 'tooManyRepeats';

export const regexSafetyMessages: Record<RegexSafetyProblem, string> = {
  nested: 'A mintában egy ismételt csoporton belül is van változó ismétlés (pl. ([A-Z]+ ?)+), ami a szerver lefagyásához vezethet. Írd át karakterosztállyal, pl. [A-Za-z0-9 -]+.',
  alternation: 'A mintában egy ismételt csoport választást (|) tartalmaz (pl. (a|ab)+), ami a szerver lefagyásához vezethet. Írd át karakterosztállyal vagy ismétlés nélkül.',
  backreference: 'A minta nem hivatkozhat vissza egy korábbi csoportra (\\1, \\k<név>).',
  tooManyRepeats: 'A mintában legfeljebb 3 hosszú ismétlés (*, +, {n,} vagy 20-nál több) lehet.',
};

const MAX_LONG_REPEATS = 3;
const LONG_REPEAT = 20;

interface Frame {
  /** A part repeated a variable number of times somewhere inside. */
  variable: boolean;
  alternation: boolean;
}

interface Atom {
  /** The atom is a group: what it holds. */
  group?: Frame;
}

/** Reads a quantifier at `i`: its bounds and length, or null when there is none. */
function quantifierAt(source: string, i: number): { min: number; max: number; length: number } | null {
  const c = source[i];
  let q: { min: number; max: number; length: number } | null = null;
  if (c === '*') q = { min: 0, max: Infinity, length: 1 };
  else if (c === '+') q = { min: 1, max: Infinity, length: 1 };
  else if (c === '?') q = { min: 0, max: 1, length: 1 };
  else if (c === '{') {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
    if (m) q = { min: Number(m[1]), max: m[2] === undefined ? Number(m[1]) : m[3] === '' ? Infinity : Number(m[3]), length: m[0].length };
  }
  if (q && source[i + q.length] === '?') q.length += 1; // lazy: the same shape
  return q;
}

/** The first reason the pattern may backtrack badly, or null. Expects a pattern that compiles with the `u` flag. */
export function regexSafetyProblem(source: string): RegexSafetyProblem | null {
  const stack: Frame[] = [{ variable: false, alternation: false }];
  let longRepeats = 0;
  let atom: Atom | null = null;
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    const frame = stack[stack.length - 1]!;
    if (c === '\\') {
      const next = source[i + 1] ?? '';
      if (/[1-9]/.test(next) || next === 'k') return 'backreference';
      // \p{…}, \P{…}, \u{…} and \x41 are one atom; so is every other escape.
      if ((next === 'p' || next === 'P' || next === 'u') && source[i + 2] === '{') i = source.indexOf('}', i) + 1 || source.length;
      else if (next === 'u') i += 6;
      else if (next === 'x') i += 4;
      else if (next === 'c') i += 3;
      else i += 2;
      atom = {};
    } else if (c === '[') {
      let j = i + 1;
      if (source[j] === '^') j++;
      if (source[j] === ']') j++;
      while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
      i = j + 1;
      atom = {};
    } else if (c === '(') {
      stack.push({ variable: false, alternation: false });
      i += 1;
      if (source[i] === '?') {
        // (?: (?= (?! (?<= (?<! (?<name>
        const m = /^\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(source.slice(i));
        i += m ? m[0].length : 1;
      }
      atom = null;
      continue;
    } else if (c === ')') {
      const inner = stack.length > 1 ? stack.pop()! : { variable: false, alternation: false };
      const parent = stack[stack.length - 1]!;
      parent.variable ||= inner.variable;
      atom = { group: inner };
      i += 1;
    } else if (c === '|') {
      frame.alternation = true;
      atom = null;
      i += 1;
      continue;
    } else {
      const q = quantifierAt(source, i);
      if (q && atom) {
        const current = stack[stack.length - 1]!;
        // Even a few repeats ({6}) multiply the ways of their content, and such groups multiply each other.
        if (q.max > 1 && atom.group?.variable) return 'nested';
        if (q.max > 1 && atom.group?.alternation) return 'alternation';
        if (q.min !== q.max) current.variable = true;
        if (q.max > LONG_REPEAT && ++longRepeats > MAX_LONG_REPEATS) return 'tooManyRepeats';
        i += q.length;
        atom = null;
        continue;
      }
      atom = c === '^' || c === '$' ? null : {};
      i += 1;
    }
  }
  return null;
}
