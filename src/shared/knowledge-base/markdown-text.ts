// An article's Markdown as the plain text a reader sees (decision 0138's subset): search snippets
// quote it, so "## Határidők" or "**kötelező**" must not show their markup.
export function markdownPlainText(source: string): string {
  return (
    source
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => line.trim())
      // A heading ends its sentence: snippets collapse the line breaks, and "Nyilvántartás Az
      // átvilágítás…" would read as one sentence. Headings ending in punctuation keep theirs.
      .map((line) => (/^#{1,6}\s+/.test(line) ? line.replace(/^#{1,6}\s+/, '').replace(/([^.!?:;…])$/, '$1.') : line))
      .map((line) => line.replace(/^(?:[-*]|\d+[.)])\s+/, ''))
      .join('\n')
      .replace(/\*\*([^*]+)\*\*/g, '$1')
      .replace(/`([^`]+)`/g, '$1')
      .replace(/\*([^*]+)\*/g, '$1')
  );
}
