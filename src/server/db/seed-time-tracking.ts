// Demo time tracking of the demo firm (issue 17 point 7): the module installed, rounding up to 6
// minutes, rates on every level of the hierarchy (the flat purchase's client, the share deal in EUR,
// travel, each lawyer, the firm's default) and a month of working days of entries by both lawyers
// on the matters they work on – so the week view, and later the invoices, start from living data.
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, isoWeekday, todayInBudapest } from '@shared/dates/iso-date';
import type { ActivityType } from '@shared/time-tracking/activities';
import { roundDuration } from '@shared/time-tracking/duration';
import { resolveRate, type HourlyRate } from '@shared/time-tracking/rates';
import type { Database } from './client';
import { installDefaultModules } from '../module-system/defaults';
import { matterParties, matters, matterTeam, timeEntries, timeRates, timeTrackingSettings } from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const FIRM_DEFAULT: HourlyRate = { amount: '30000', currency: 'HUF' };
const TRAVEL: HourlyRate = { amount: '15000', currency: 'HUF' };

/** What each kind of work looks like in a Hungarian law office's time sheet. */
const WORK: { activity: ActivityType; texts: string[]; minutes: number[] }[] = [
  { activity: 'drafting', texts: ['Beadvány tervezetének elkészítése', 'Szerződéstervezet módosítása az ügyfél észrevételei alapján', 'Nyilatkozat szerkesztése'], minutes: [72, 95, 130, 48] },
  { activity: 'consultation', texts: ['Személyes konzultáció az ügyféllel', 'Online egyeztetés az ügyféllel a stratégiáról'], minutes: [45, 60, 30] },
  { activity: 'review', texts: ['Iratanyag áttekintése', 'Ellenérdekű fél beadványának elemzése', 'Szakértői vélemény áttanulmányozása'], minutes: [40, 85, 110] },
  { activity: 'research', texts: ['Bírói gyakorlat kutatása (BH, EBH)', 'Jogszabályi háttér feldolgozása'], minutes: [55, 90] },
  { activity: 'correspondence', texts: ['Levelezés az ellenérdekű fél jogi képviselőjével', 'E-mail az ügyfélnek a fejleményekről'], minutes: [12, 18, 25] },
  { activity: 'phone', texts: ['Telefonos egyeztetés az ügyféllel', 'Telefon a bíróság kezelőirodájával'], minutes: [8, 15, 22] },
  { activity: 'court_hearing', texts: ['Tárgyaláson való részvétel', 'Előkészítő tárgyalás'], minutes: [150, 95] },
  { activity: 'travel', texts: ['Utazás a tárgyalásra és vissza', 'Utazás az ügyfél telephelyére'], minutes: [60, 80] },
  { activity: 'negotiation', texts: ['Tárgyalás a vevő képviselőjével', 'Egyezségi tárgyalás'], minutes: [90, 120] },
];

export async function seedTimeTrackingDemo(tx: Tx, tenantId: string, people: { ownerId: string; lawyerId: string }, now = new Date()) {
  const { ownerId, lawyerId } = people;
  await installDefaultModules(tx, tenantId, ownerId, ['time-tracking']);
  await tx.insert(timeTrackingSettings).values({ tenantId, roundingMode: 'up', roundingIncrement: 6, defaultRate: FIRM_DEFAULT.amount, defaultCurrency: 'HUF', updatedBy: ownerId });

  const open = await tx
    .select({ id: matters.id, title: matters.title, confidential: matters.confidential, billingArrangement: matters.billingArrangement, billingAmountHuf: matters.billingAmountHuf, openedOn: matters.openedOn })
    .from(matters)
    .where(and(eq(matters.tenantId, tenantId), inArray(matters.status, ['open', 'in_progress'])));
  const team = await tx.select({ matterId: matterTeam.matterId, userId: matterTeam.userId }).from(matterTeam).where(eq(matterTeam.tenantId, tenantId));
  const clients = await tx
    .select({ matterId: matterParties.matterId, contactId: matterParties.contactId })
    .from(matterParties)
    .where(and(eq(matterParties.tenantId, tenantId), eq(matterParties.role, 'client')));

  // Rates on every level: the flat purchase's client, the share deal (a foreign buyer pays in EUR), travel, each lawyer.
  const matterRates = new Map<string, HourlyRate>();
  const clientRates = new Map<string, HourlyRate>();
  const flat = open.find((m) => m.title.startsWith('Kiss Bence'));
  const flatClient = clients.find((c) => c.matterId === flat?.id)?.contactId;
  if (flatClient) clientRates.set(flatClient, { amount: '32000', currency: 'HUF' });
  const shareDeal = open.find((m) => m.confidential);
  if (shareDeal) matterRates.set(shareDeal.id, { amount: '150.00', currency: 'EUR' });
  const lawyerRates = new Map<string, HourlyRate>([
    [lawyerId, { amount: '28000', currency: 'HUF' }],
    [ownerId, { amount: '38000', currency: 'HUF' }],
  ]);
  await tx
    .insert(timeRates)
    .values([
      ...[...clientRates].map(([contactId, r]) => ({ tenantId, level: 'client' as const, contactId, ...r })),
      ...[...matterRates].map(([matterId, r]) => ({ tenantId, level: 'matter' as const, matterId, ...r })),
      { tenantId, level: 'activity' as const, activity: 'travel' as const, ...TRAVEL },
      ...[...lawyerRates].map(([userId, r]) => ({ tenantId, level: 'lawyer' as const, userId, ...r })),
    ]);

  const rateFor = (matter: (typeof open)[number], activity: ActivityType, userId: string) =>
    resolveRate({
      matter: matterRates.get(matter.id) ?? (matter.billingArrangement === 'hourly' && matter.billingAmountHuf ? { amount: String(matter.billingAmountHuf), currency: 'HUF' } : null),
      clients: clients.filter((c) => c.matterId === matter.id).map((c) => (c.contactId ? clientRates.get(c.contactId) : null)),
      activity: activity === 'travel' ? TRAVEL : null,
      lawyer: lawyerRates.get(userId),
      firm: FIRM_DEFAULT,
    })!;

  // A month of working days up to yesterday (today stays empty for the user's own timer), 2-4 entries a day each
  // (fewer while fewer of their matters were open).
  const today = todayInBudapest(now);
  const rows: (typeof timeEntries.$inferInsert)[] = [];
  let n = 0;
  for (let back = 31; back >= 1; back--) {
    const day = addDays(today, -back);
    if (isoWeekday(day) > 5) continue;
    for (const userId of [lawyerId, ownerId]) {
      // Only the matters already opened that day: no time before a matter exists.
      const theirs = open.filter((m) => m.openedOn <= day && team.some((t) => t.matterId === m.id && t.userId === userId));
      if (theirs.length === 0) continue;
      // At most one entry a day on each matter: the firm's other work is not in the demo.
      const count = Math.min(theirs.length, 2 + ((back + (userId === ownerId ? 1 : 0)) % 3));
      const first = (n * 7 + back) % theirs.length;
      for (let i = 0; i < count; i++, n++) {
        const matter = theirs[(first + i) % theirs.length]!;
        const work = WORK[(n * 5 + i) % WORK.length]!;
        const minutes = work.minutes[(n + back) % work.minutes.length]!;
        const rate = rateFor(matter, work.activity, userId);
        rows.push({
          tenantId,
          userId,
          matterId: matter.id,
          activity: work.activity,
          description: work.texts[(n + i) % work.texts.length]!,
          workDate: day,
          minutes,
          billedMinutes: roundDuration(minutes, { mode: 'up', incrementMinutes: 6 }),
          // Travel on fixed-fee work and a tenth of the rest is not billed (internal, courtesy).
          billable: n % 10 !== 3,
          rate: rate.amount,
          currency: rate.currency,
          rateLevel: rate.level,
          source: n % 4 === 0 ? 'timer' : 'manual',
        });
      }
    }
  }
  if (rows.length > 0) await tx.insert(timeEntries).values(rows);
  return rows.length;
}
