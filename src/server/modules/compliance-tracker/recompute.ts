// When the platform admin changes the working-day calendar (decision 0158), every open computed
// deadline is counted again with the new calendar in the same transaction; a changed last day is
// stored with its new explanation and calendar version, and the responsible person gets an in-app
// notice. Runs on the owner connection: the calendar is the platform's, the deadlines every firm's.
import { and, eq } from 'drizzle-orm';
import { computeDeadline, type DeadlineInput } from '@shared/compliance-tracker/deadline';
import { formatHuDateWithWeekday } from '@shared/hu/format';
import { matterDeadlines } from '../../db/schema';
import { notify } from '../../notifications/notify';
import type { TenantTx } from '../../db/tenant-scope';
import { serverCalendar } from '../../calendar/server-calendar';

/** Recomputes the open computed deadlines; returns how many got a different last day. */
export async function recomputeOpenDeadlines(tx: TenantTx): Promise<number> {
  const calendar = await serverCalendar(tx);
  const open = await tx
    .select()
    .from(matterDeadlines)
    .where(and(eq(matterDeadlines.status, 'open'), eq(matterDeadlines.kind, 'computed')));
  let moved = 0;
  for (const d of open) {
    if (!d.rule || d.calendarVersion === calendar.version) continue;
    const result = computeDeadline({ ...d.rule, recess: d.rule.recess, saturdayWorkdays: d.rule.saturdayWorkdays } as DeadlineInput, calendar);
    await tx
      .update(matterDeadlines)
      .set({
        dueOn: result.end,
        endDayKind: result.endDayKind,
        explanation: result.explanation,
        steps: result.steps.map((s) => s.text),
        provisional: result.provisional,
        calendarVersion: result.calendarVersion,
        updatedAt: new Date(),
      })
      .where(eq(matterDeadlines.id, d.id));
    if (result.end === d.dueOn) continue;
    moved++;
    const recipient = d.responsibleId ?? d.createdBy;
    if (recipient) {
      await notify(tx, {
        userId: recipient,
        tenantId: d.tenantId,
        kind: 'deadline.recomputed',
        title: `Megváltozott határidő: ${d.title}`,
        body: `A munkanaptár módosult; az utolsó nap ${formatHuDateWithWeekday(d.dueOn)} helyett ${formatHuDateWithWeekday(result.end)}.`,
        link: `/app/matters/${d.matterId}`,
      });
    }
  }
  return moved;
}
