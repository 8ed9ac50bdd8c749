// Safe Markdown (decision 0138), for knowledge-base articles and the customers' FAQ built from them: the subset a firm's notes use –
// headings, paragraphs, bullet and numbered lists, **bold**, *italic*, `code` – turned into React
// elements. No HTML is ever parsed or injected (React escapes every text), so an article cannot
// carry a script; anything else shows as the plain text it is.
import { Fragment, type ReactNode } from 'react';

type Block = { kind: 'h2' | 'h3' | 'p'; text: string } | { kind: 'ul' | 'ol'; items: string[] };

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'p', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    const last = blocks.at(-1);
    if (!line) flush();
    else if (heading) {
      flush();
      // The page's h1 is the article title: # and ## are sections (h2), ### a subsection (h3).
      blocks.push({ kind: heading[1]!.length < 3 ? 'h2' : 'h3', text: heading[2]! });
    } else if (bullet || numbered) {
      flush();
      const kind = bullet ? 'ul' : 'ol';
      const text = (bullet ?? numbered)![1]!;
      if (last && last.kind === kind && paragraph.length === 0) last.items.push(text);
      else blocks.push({ kind, items: [text] });
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}

/** **bold**, *italic* and `code` inside a line. */
export function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /(\*\*([^*]+)\*\*|`([^`]+)`|\*([^*]+)\*)/g;
  let at = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    if (m[2]) out.push(<strong key={m.index}>{m[2]}</strong>);
    else if (m[3])
      out.push(
        <code key={m.index} className="rounded bg-slate-100 px-1 text-sm dark:bg-slate-800">
          {m[3]}
        </code>,
      );
    else out.push(<em key={m.index}>{m[4]}</em>);
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

export function Markdown({ source }: { source: string }) {
  return (
    <div className="space-y-3 leading-relaxed text-slate-900 dark:text-slate-100">
      {parseBlocks(source).map((b, i) => {
        if (b.kind === 'ul' || b.kind === 'ol') {
          const List = b.kind;
          return (
            <List key={i} className={`${b.kind === 'ul' ? 'list-disc' : 'list-decimal'} space-y-1 pl-6`}>
              {b.items.map((item, j) => (
                <li key={j}>{inline(item)}</li>
              ))}
            </List>
          );
        }
        const Tag = b.kind;
        const text = 'text' in b ? b.text : '';
        const size = { h2: 'text-xl font-semibold', h3: 'text-lg font-semibold', p: '' }[b.kind];
        return (
          <Tag key={i} className={size}>
            <Fragment>{inline(text)}</Fragment>
          </Tag>
        );
      })}
    </div>
  );
}
