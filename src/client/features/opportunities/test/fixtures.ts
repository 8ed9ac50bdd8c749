// The opportunities' component tests share one pipeline and one opportunity in it.
import type { Opportunity, Stage } from '@shared/opportunities/opportunities.schemas';

export const stages: Stage[] = [
  { id: 's1', name: 'Érdeklődő', kind: 'open', position: 0 },
  { id: 's2', name: 'Megnyert', kind: 'won', position: 1 },
  { id: 's3', name: 'Elvesztett', kind: 'lost', position: 2 },
];

export const opportunity = {
  id: 'o1',
  title: 'Cégátalakítás',
  contact: null,
  prospectName: 'Átalakuló Kft.',
  prospectKind: 'organisation',
  valueHuf: 1_800_000,
  probability: 40,
  expectedCloseOn: null,
  owner: null,
  stageId: 's1',
  position: 0,
  wonMatter: null,
  notes: null,
  closedAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
} satisfies Opportunity;
