// Character error rate of recognised text against the original (the OCR benchmark, issue 15
// point 5): Levenshtein distance over the characters, divided by the original's length. Runs of
// white space count as one space (line breaks differ between a layout and its recognition).
const squash = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();

export function characterErrorRate(expected: string, actual: string): number {
  const a = [...squash(expected)];
  const b = [...squash(actual)];
  if (a.length === 0) return b.length === 0 ? 0 : 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]! / a.length;
}
