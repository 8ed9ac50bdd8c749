// The automation rule's evaluator, placeholders and schedule (issue 36.1, decisions 0360, 0362).
import { describe, expect, it } from 'vitest';
import { ruleBodySchema } from './automations';
import { conditionSchema, evaluate, factAt, fillText, holds } from './conditions';
import { budapestInstant, nextScheduledRun } from './schedule';

const facts = {
  number: '2026/0042',
  title: 'Kovács kontra Példa Építő Kft.',
  practiceArea: 'civil',
  confidential: false,
  grossAmountHuf: '125000.00',
  changed: ['title', 'status'],
  status: { from: 'open', to: 'closed' },
  subject: { type: 'matter', id: 'm1' },
  actor: { kind: 'user' },
};

const c = (field: string, op: string, value: unknown = null) => conditionSchema.parse({ field, op, value });

describe('conditions', () => {
  it('compares text case-insensitively, numbers as numbers (numeric strings too) and dates as text', () => {
    expect(holds(c('practiceArea', 'eq', 'CIVIL'), facts)).toBe(true);
    expect(holds(c('practiceArea', 'neq', 'civil'), facts)).toBe(false);
    expect(holds(c('grossAmountHuf', 'gt', 100000), facts)).toBe(true);
    expect(holds(c('grossAmountHuf', 'lte', '124999'), facts)).toBe(false);
    expect(holds(c('title', 'contains', 'példa'), facts)).toBe(true);
    expect(holds(c('practiceArea', 'in', ['labour', 'civil']), facts)).toBe(true);
    expect(holds(c('status.to', 'eq', 'closed'), facts)).toBe(true);
    expect(holds(c('changed', 'contains', 'status'), facts)).toBe(true);
    expect(holds(c('confidential', 'eq', false), facts)).toBe(true);
    expect(holds(c('dueOn', 'exists'), facts)).toBe(false);
    expect(holds(c('dueOn', 'not_exists'), facts)).toBe(true);
    expect(holds(c('title', 'gt', 5), facts)).toBe(false);
  });

  it('needs every condition; names the first that failed; an empty list holds', () => {
    expect(evaluate([], facts)).toEqual({ matched: true });
    const failing = c('practiceArea', 'eq', 'labour');
    expect(evaluate([c('confidential', 'eq', false), failing], facts)).toEqual({ matched: false, failed: failing });
  });

  it('reads own properties only: prototype paths reach nothing and are refused by the schema', () => {
    expect(factAt(facts, 'title.length')).toBeUndefined();
    expect(factAt(facts, 'toString')).toBeUndefined();
    expect(factAt({ a: Object.create({ secret: 1 }) }, 'a.secret')).toBeUndefined();
    expect(conditionSchema.safeParse({ field: '__proto__.x', op: 'exists' }).success).toBe(false);
    expect(conditionSchema.safeParse({ field: 'constructor', op: 'exists' }).success).toBe(false);
    expect(conditionSchema.safeParse({ field: 'a;drop', op: 'exists' }).success).toBe(false);
  });

  it('refuses a comparison without a value and a list outside "in"; takes "in" as a list or comma-separated text', () => {
    expect(conditionSchema.safeParse({ field: 'title', op: 'eq' }).success).toBe(false);
    expect(conditionSchema.safeParse({ field: 'title', op: 'eq', value: ['a'] }).success).toBe(false);
    // The form sends an "in" list as text separated by commas.
    expect(holds(c('practiceArea', 'in', 'labour, civil'), facts)).toBe(true);
    expect(holds(c('practiceArea', 'in', 'labour, family'), facts)).toBe(false);
  });

  it('fills {{placeholders}} from the facts, nothing else', () => {
    expect(fillText('Új ügy: {{number}} – {{ title }} ({{status.to}})', facts)).toBe('Új ügy: 2026/0042 – Kovács kontra Példa Építő Kft. (closed)');
    expect(fillText('{{missing}}{{subject}}{{constructor}}', facts)).toBe('');
  });
});

describe('rule body', () => {
  const base = { name: 'Megbízási szerződés', trigger: { kind: 'event', eventType: 'matter.created' }, actions: [{ type: 'add_note', body: 'Új ügy' }] };
  it('accepts a rule and refuses one without actions, an unknown event, or a role notice without its role', () => {
    expect(ruleBodySchema.safeParse(base).success).toBe(true);
    expect(ruleBodySchema.safeParse({ ...base, actions: [] }).success).toBe(false);
    expect(ruleBodySchema.safeParse({ ...base, trigger: { kind: 'event', eventType: 'api_key.created' } }).success).toBe(false);
    expect(ruleBodySchema.safeParse({ ...base, actions: [{ type: 'notify', recipient: 'role', title: 'X' }] }).success).toBe(false);
    expect(ruleBodySchema.safeParse({ ...base, trigger: { kind: 'schedule', frequency: 'weekly', hour: 8 } }).success).toBe(false);
  });
});

describe('schedule', () => {
  it('runs at the hour in Budapest time, winter and summer', () => {
    expect(budapestInstant('2026-01-15', 8).toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(budapestInstant('2026-07-15', 8).toISOString()).toBe('2026-07-15T06:00:00.000Z');
  });
  it('finds the next daily, weekly and monthly run strictly after the given instant', () => {
    const after = new Date('2026-11-27T07:00:00Z'); // Friday 08:00 in Budapest
    expect(nextScheduledRun({ kind: 'schedule', frequency: 'daily', hour: 8, weekday: null, dayOfMonth: null }, after).toISOString()).toBe('2026-11-28T07:00:00.000Z');
    expect(nextScheduledRun({ kind: 'schedule', frequency: 'daily', hour: 9, weekday: null, dayOfMonth: null }, after).toISOString()).toBe('2026-11-27T08:00:00.000Z');
    expect(nextScheduledRun({ kind: 'schedule', frequency: 'weekly', hour: 8, weekday: 1, dayOfMonth: null }, after).toISOString()).toBe('2026-11-30T07:00:00.000Z');
    expect(nextScheduledRun({ kind: 'schedule', frequency: 'monthly', hour: 6, weekday: null, dayOfMonth: 1 }, after).toISOString()).toBe('2026-12-01T05:00:00.000Z');
  });
});
