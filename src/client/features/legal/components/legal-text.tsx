// Renders a legal text: `{field}` markers become the operator's configured details, and an
// unset one is shown, marked, as "[kitöltendő]" (decision 0080).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalOperator } from '@shared/legal/legal';
import type { LegalBlock, LegalText } from '../content/types';

export type LegalValues = LegalOperator & { site: string };

const MARKER = /\{(\w+)\}/g;

function Filled({ text, values }: { text: string; values: LegalValues }) {
  const { t } = useTranslation();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKER)) {
    const key = match[1] as keyof LegalValues;
    parts.push(text.slice(last, match.index));
    const value = key in values ? values[key] : null;
    parts.push(
      value ? (
        <span key={match.index}>{value}</span>
      ) : (
        <mark key={match.index} className="rounded bg-amber-100 px-1 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
          {t('legal.toBeFilled')}
        </mark>
      ),
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

function Block({ block, values }: { block: LegalBlock; values: LegalValues }) {
  if (typeof block === 'string') {
    return (
      <p className="mt-3">
        <Filled text={block} values={values} />
      </p>
    );
  }
  return (
    <ul className="mt-3 list-disc space-y-1.5 pl-6">
      {block.list.map((item) => (
        <li key={item}>
          <Filled text={item} values={values} />
        </li>
      ))}
    </ul>
  );
}

/** The body of a document: intro paragraphs and numbered sections (h2). */
export function LegalTextBody({ text, values }: { text: LegalText; values: LegalValues }) {
  return (
    <>
      {text.intro.map((p) => (
        <p key={p} className="mt-4">
          <Filled text={p} values={values} />
        </p>
      ))}
      {text.sections.map((section) => (
        <section key={section.heading} aria-labelledby={idOf(section.heading)} className="mt-8">
          <h2 id={idOf(section.heading)} className="text-lg font-semibold text-slate-900 dark:text-white">
            {section.heading}
          </h2>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} values={values} />
          ))}
        </section>
      ))}
    </>
  );
}

function idOf(heading: string): string {
  return `szakasz-${heading.split('.')[0]}`;
}
