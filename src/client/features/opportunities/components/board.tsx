// The pipeline board (decision 0129): one column per stage, cards in their stored order. Mouse:
// drag a card onto a column or onto a card (lands before it). Keyboard: a focused card moves with
// the arrow keys (Right/Left: next/previous stage, Up/Down: within the column), and every card has
// buttons for the same. Each move is announced in a live region. A card dropped on the won stage
// opens "Megnyerés" instead of moving (the server refuses that move).
import { type DragEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatHuf } from '@shared/hu/format';
import type { Opportunity, Stage } from '@shared/opportunities/opportunities.schemas';
import { errorText } from '@client/lib/api-client';
import { useMoveOpportunity } from '../api/opportunities-api';

const clientName = (o: Opportunity) => o.contact?.name ?? o.prospectName ?? '';

export function Board({ stages, items, canEdit, onWin }: { stages: Stage[]; items: Opportunity[]; canEdit: boolean; onWin: (o: Opportunity) => void }) {
  const { t } = useTranslation();
  const move = useMoveOpportunity();
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  // A moved card is a new element in its new column: focus follows it there.
  const focusAfterMove = useRef<string | null>(null);
  const cardRefs = useRef(new Map<string, HTMLElement>());
  const column = (stageId: string) => items.filter((o) => o.stageId === stageId).sort((a, b) => a.position - b.position);

  useEffect(() => {
    const el = focusAfterMove.current ? cardRefs.current.get(focusAfterMove.current) : undefined;
    if (!el) return;
    if (document.activeElement !== el) el.focus();
    focusAfterMove.current = null;
  }, [items]);

  function moveTo(o: Opportunity, stage: Stage, index: number) {
    if (stage.kind === 'won') {
      onWin(o);
      return;
    }
    const position = Math.min(index, column(stage.id).filter((c) => c.id !== o.id).length) + 1;
    move.mutate(
      { id: o.id, stageId: stage.id, index },
      {
        onSuccess: () => setAnnouncement(t('opportunities.board.moved', { title: o.title, stage: stage.name, position })),
        onError: (e) => setAnnouncement(t('opportunities.board.moveFailed', { message: errorText(e) })),
      },
    );
    focusAfterMove.current = o.id;
  }

  const stageIndex = (o: Opportunity) => stages.findIndex((s) => s.id === o.stageId);
  const neighbour = (o: Opportunity, step: number) => stages[stageIndex(o) + step];

  function onKey(e: KeyboardEvent, o: Opportunity) {
    if (!canEdit || o.wonMatter || e.target !== e.currentTarget) return;
    const col = column(o.stageId);
    const at = col.findIndex((c) => c.id === o.id);
    const go = (stage: Stage | undefined, index: number) => {
      e.preventDefault();
      if (stage) moveTo(o, stage, index);
    };
    if (e.key === 'ArrowRight') go(neighbour(o, 1), column(neighbour(o, 1)?.id ?? '').length);
    else if (e.key === 'ArrowLeft') go(neighbour(o, -1), column(neighbour(o, -1)?.id ?? '').length);
    else if (e.key === 'ArrowUp' && at > 0) go(stages[stageIndex(o)], at - 1);
    else if (e.key === 'ArrowDown' && at < col.length - 1) go(stages[stageIndex(o)], at + 1);
  }

  function drop(e: DragEvent, stage: Stage, index: number) {
    e.preventDefault();
    e.stopPropagation();
    const id = e.dataTransfer.getData('text/plain') || dragged;
    setDragged(null);
    const o = items.find((c) => c.id === id);
    if (!o || o.wonMatter) return;
    // Dropping lower in its own column: the card's own place no longer counts.
    const own = column(stage.id).findIndex((c) => c.id === o.id);
    moveTo(o, stage, own >= 0 && own < index ? index - 1 : index);
  }

  return (
    <div>
      <p id="board-instructions" className="mb-3 text-sm text-slate-700 dark:text-slate-300">
        {t('opportunities.board.instructions')}
      </p>
      <p aria-live="assertive" role="status" className="sr-only" data-testid="board-announcement">
        {announcement}
      </p>
      <div className="flex gap-3 overflow-x-auto pb-3" role="region" aria-label={t('opportunities.board.label')} tabIndex={0}>
        {stages.map((stage) => {
          const cards = column(stage.id);
          const total = cards.reduce((sum, c) => sum + c.valueHuf, 0);
          return (
            <section
              key={stage.id}
              aria-labelledby={`stage-${stage.id}`}
              data-testid={`stage-${stage.name}`}
              onDragOver={(e) => canEdit && e.preventDefault()}
              onDrop={(e) => drop(e, stage, cards.length)}
              className="flex w-72 shrink-0 flex-col rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-900/60"
            >
              <h2 id={`stage-${stage.id}`} className="font-semibold text-slate-900 dark:text-white">
                {stage.name}
              </h2>
              <p className="mb-2 text-xs text-slate-700 dark:text-slate-300">{t('opportunities.board.columnSummary', { count: cards.length, value: formatHuf(total) })}</p>
              <ol className="flex min-h-16 flex-col gap-2">
                {cards.length === 0 && <li className="text-sm text-slate-700 dark:text-slate-300">{t('opportunities.board.empty')}</li>}
                {cards.map((o, i) => {
                  const next = neighbour(o, 1);
                  const prev = neighbour(o, -1);
                  const movable = canEdit && !o.wonMatter;
                  return (
                    <li key={o.id} onDragOver={(e) => movable && e.preventDefault()} onDrop={(e) => drop(e, stage, i)}>
                      <article
                        ref={(el) => {
                          if (el) cardRefs.current.set(o.id, el);
                          else cardRefs.current.delete(o.id);
                        }}
                        tabIndex={0}
                        aria-label={`${o.title} – ${clientName(o)}`}
                        aria-describedby={movable ? 'board-instructions' : undefined}
                        draggable={movable}
                        onDragStart={(e) => {
                          e.dataTransfer.setData('text/plain', o.id);
                          e.dataTransfer.effectAllowed = 'move';
                          setDragged(o.id);
                        }}
                        onKeyDown={(e) => onKey(e, o)}
                        data-testid={`card-${o.title}`}
                        className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm focus:outline-2 focus:outline-offset-2 focus:outline-indigo-600 dark:border-slate-700 dark:bg-slate-800"
                      >
                        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{o.title}</h3>
                        <p className="text-sm text-slate-700 dark:text-slate-300">{clientName(o)}</p>
                        <p className="mt-1 text-sm text-slate-900 dark:text-slate-100">
                          {formatHuf(o.valueHuf)} · {o.probability}%
                        </p>
                        {o.owner && <p className="text-xs text-slate-700 dark:text-slate-300">{o.owner.name}</p>}
                        {o.wonMatter && <p className="mt-1 text-xs font-medium text-emerald-800 dark:text-emerald-300">{t('opportunities.board.won', { number: o.wonMatter.number })}</p>}
                        {movable && (
                          <div className="mt-2 flex flex-wrap gap-1">
                            {prev && (
                              <button
                                type="button"
                                onClick={() => moveTo(o, prev, column(prev.id).length)}
                                aria-label={t('opportunities.board.movePrevOf', { title: o.title })}
                                title={t('opportunities.board.movePrev')}
                                className="min-h-9 min-w-9 rounded-md border border-slate-300 px-2 text-sm dark:border-slate-600"
                              >
                                ←
                              </button>
                            )}
                            {next && next.kind !== 'won' && (
                              <button
                                type="button"
                                onClick={() => moveTo(o, next, column(next.id).length)}
                                aria-label={t('opportunities.board.moveNextOf', { title: o.title })}
                                title={t('opportunities.board.moveNext')}
                                className="min-h-9 min-w-9 rounded-md border border-slate-300 px-2 text-sm dark:border-slate-600"
                              >
                                →
                              </button>
                            )}
                            {stage.kind !== 'lost' && (
                              <button
                                type="button"
                                onClick={() => onWin(o)}
                                aria-label={t('opportunities.board.winOf', { title: o.title })}
                                className="min-h-9 rounded-md bg-emerald-700 px-2 text-sm font-medium text-white hover:bg-emerald-800"
                              >
                                {t('opportunities.board.win')}
                              </button>
                            )}
                          </div>
                        )}
                      </article>
                    </li>
                  );
                })}
              </ol>
            </section>
          );
        })}
      </div>
    </div>
  );
}
