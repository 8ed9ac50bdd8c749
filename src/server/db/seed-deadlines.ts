// Demo deadlines of the demo firm (issue 18): procedural deadlines counted by the shared engine
// from a kézbesítés a few days ago, so the calendar shows one overdue, some due this week and
// later ones, with their explanations; the confidential matter's deadline is its team's only.
import { and, eq } from 'drizzle-orm';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { computeDeadline, type DeadlineInput } from '@shared/compliance-tracker/deadline';
import { createWorkingDayCalendar } from '@shared/compliance-tracker/working-day-calendar';
import { matterNumber } from '@shared/matters/matters';
import type { Database } from './client';
import { installDefaultModules } from '../module-system/defaults';
import { matterDeadlines, matters } from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function seedDeadlinesDemo(tx: Tx, tenantId: string, people: { ownerId: string; lawyerId: string }, now = new Date()) {
  const { ownerId, lawyerId } = people;
  await installDefaultModules(tx, tenantId, ownerId, ['compliance-tracker']);
  const today = todayInBudapest(now);
  const year = Number(today.slice(0, 4));
  const calendar = createWorkingDayCalendar();
  const matterOf = async (number: string) => {
    const [row] = await tx
      .select({ id: matters.id })
      .from(matters)
      .where(and(eq(matters.tenantId, tenantId), eq(matters.number, number)));
    return row?.id ?? null;
  };
  const civil = await matterOf(matterNumber(year, 1));
  const formation = await matterOf(matterNumber(year, 2));
  const flat = await matterOf(matterNumber(year, 3));
  const secret = await matterOf(matterNumber(year, 4));
  const closed = await matterOf(matterNumber(year - 1, 13));

  const computed = (matterId: string | null, title: string, rule: DeadlineInput, responsibleId: string, extra: { status?: 'done'; notes?: string } = {}) => {
    if (!matterId) return [];
    const r = computeDeadline(rule, calendar);
    return [
      {
        tenantId,
        matterId,
        title,
        kind: 'computed' as const,
        rule: { start: rule.start, length: rule.length, unit: rule.unit, procedure: rule.procedure, recess: r.recessApplied, saturdayWorkdays: r.saturdayWorkdays },
        dueOn: r.end,
        endDayKind: r.endDayKind,
        explanation: r.explanation,
        steps: r.steps.map((s) => s.text),
        provisional: r.provisional,
        calendarVersion: r.calendarVersion,
        responsibleId,
        createdBy: ownerId,
        notes: extra.notes ?? null,
        ...(extra.status ? { status: extra.status, completedAt: now, completedBy: responsibleId } : {}),
      },
    ];
  };
  const fixed = (matterId: string | null, title: string, dueOn: string, responsibleId: string, notes: string) =>
    matterId
      ? [
          {
            tenantId,
            matterId,
            title,
            kind: 'fixed' as const,
            dueOn,
            endDayKind: calendar.dayInfo(dueOn).kind,
            explanation: 'Rögzített határidő (bíróság, hatóság vagy szerződés által megadott nap).',
            responsibleId,
            createdBy: ownerId,
            notes,
            calendarVersion: calendar.version,
          },
        ]
      : [];

  await tx.insert(matterDeadlines).values([
    ...computed(civil, 'Észrevételek a szakértői véleményre', { start: addDays(today, -12), length: 15, unit: 'days', procedure: 'pp' }, lawyerId, { notes: 'A szakértői véleményt a végzéssel együtt kézbesítették.' }),
    ...computed(civil, 'Előkészítő irat benyújtása', { start: addDays(today, -3), length: 30, unit: 'days', procedure: 'pp' }, lawyerId),
    ...fixed(civil, 'Hiánypótlás: meghatalmazás csatolása', addDays(today, -2), lawyerId, 'A bíróság végzésében megadott nap.'),
    ...computed(formation, 'Változásbejegyzési kérelem a cégbíróságnak', { start: addDays(today, -9), length: 30, unit: 'days', procedure: 'nonperes' }, lawyerId, {
      notes: 'Ctv. 24. §: a létesítő okirat aláírásától 30 nap.',
    }),
    ...computed(flat, 'Tulajdonjog-bejegyzési kérelem a földhivatalnak', { start: addDays(today, -4), length: 30, unit: 'days', procedure: 'akr' }, ownerId),
    ...computed(flat, 'Vételár-részlet esedékessége', { start: addDays(today, -4), length: 1, unit: 'months', procedure: 'contract' }, ownerId),
    ...computed(secret, 'Összefonódás bejelentése a GVH-nak', { start: addDays(today, -6), length: 30, unit: 'days', procedure: 'akr' }, ownerId),
    ...computed(closed, 'Fellebbezés az elsőfokú ítélet ellen', { start: `${year - 1}-06-30`, length: 15, unit: 'days', procedure: 'pp' }, lawyerId, { status: 'done' }),
  ]);
}
