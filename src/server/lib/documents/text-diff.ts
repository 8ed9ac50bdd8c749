// The word-level diff of two versions' texts (issue 15 point 4). Long texts are compared line by
// line instead, so a 300-page contract cannot keep the server busy.
import { diffLines, diffWordsWithSpace, type ChangeObject } from 'diff';

const WORD_DIFF_MAX_CHARS = 60_000;
const TIMEOUT_MS = 1_500;

export function diffTexts(before: string | null, after: string | null) {
  if (before === null || after === null) return { parts: [], added: 0, removed: 0, comparable: false };
  const small = before.length <= WORD_DIFF_MAX_CHARS && after.length <= WORD_DIFF_MAX_CHARS;
  const changes: ChangeObject<string>[] = (small ? diffWordsWithSpace(before, after, { timeout: TIMEOUT_MS }) : undefined) ??
    diffLines(before, after, { timeout: TIMEOUT_MS }) ?? [{ value: after, added: true, removed: false, count: 1 }];
  const parts = changes.map((c) => ({ value: c.value, added: Boolean(c.added), removed: Boolean(c.removed) }));
  const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
  return {
    parts,
    added: parts.filter((p) => p.added).reduce((n, p) => n + words(p.value), 0),
    removed: parts.filter((p) => p.removed).reduce((n, p) => n + words(p.value), 0),
    comparable: true,
  };
}
