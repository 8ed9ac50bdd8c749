// Opportunities (lehetőségek, issue 14 point 4, decisions 0128-0130): the pure rules shared by the
// server and the board – stage kinds, the firm's default pipeline, and how a card lands in a column.

/** An open stage holds live work; a won stage is reached only by "Megnyerés"; a lost stage closes it. */
export const stageKinds = ['open', 'won', 'lost'] as const;
export type StageKind = (typeof stageKinds)[number];

/** The pipeline a firm starts with (editable afterwards by its administrator). */
export const defaultStages: readonly { name: string; kind: StageKind }[] = [
  { name: 'Érdeklődő', kind: 'open' },
  { name: 'Első egyeztetés', kind: 'open' },
  { name: 'Ajánlat kiküldve', kind: 'open' },
  { name: 'Tárgyalás', kind: 'open' },
  { name: 'Megnyert', kind: 'won' },
  { name: 'Elvesztett', kind: 'lost' },
];

export interface Placed {
  id: string;
  stageId: string;
  position: number;
}

/**
 * The cards after moving `id` to `stageId` at `index` (0 = top): the card leaves its column, the
 * target column closes up around it, and both columns are numbered 0, 1, 2… again. An index past
 * the end puts it last. Cards of other columns keep their positions. Used by the server to store
 * the order and by the board to show it before the server answers (optimistic move).
 */
export function placeCard<T extends Placed>(cards: readonly T[], id: string, stageId: string, index: number): T[] {
  const moving = cards.find((c) => c.id === id);
  if (!moving) return [...cards];
  const column = (stage: string) => cards.filter((c) => c.stageId === stage && c.id !== id).sort((a, b) => a.position - b.position);
  const target = column(stageId);
  const at = Math.max(0, Math.min(index, target.length));
  target.splice(at, 0, { ...moving, stageId });
  const renumbered = new Map<string, T>();
  target.forEach((c, i) => renumbered.set(c.id, { ...c, position: i }));
  if (moving.stageId !== stageId) column(moving.stageId).forEach((c, i) => renumbered.set(c.id, { ...c, position: i }));
  return cards.map((c) => renumbered.get(c.id) ?? c);
}

/** Expected value of an opportunity: its value weighted by its probability, in whole forints. */
export function weightedValue(valueHuf: number, probabilityPercent: number): number {
  return Math.round((valueHuf * probabilityPercent) / 100);
}
