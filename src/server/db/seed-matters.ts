// Demo matters of the demo firm (issue 14 point 6): a living office from the first start – a
// civil case in progress, a company formation, a flat purchase, a confidential share deal whose
// team is the firm's head only (ugyved@ does not see it), a closed labour case of last year in
// which Bence Bau Kft. was the opposing party (the conflict check's "ellenérdekű fél a 2025/0013
// ügyben"), and tasks due this week.
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { currentWeek, matterNumber } from '@shared/matters/matters';
import type { Database } from './client';
import { installDefaultModules } from '../module-system/defaults';
import { matterCounters, matterNotes, matterParties, matters, matterTasks, matterTeam } from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DemoPeople {
  ownerId: string;
  lawyerId: string;
  /** Seeded contact ids by name. */
  contactIds: Record<string, string>;
}

export async function seedMattersDemo(tx: Tx, tenantId: string, people: DemoPeople, now = new Date()) {
  const { ownerId, lawyerId, contactIds } = people;
  // The demo firm uses matters (module system, decision 0090); contacts come with every firm.
  await installDefaultModules(tx, tenantId, ownerId, ['matters']);

  const today = todayInBudapest(now);
  const year = Number(today.slice(0, 4));
  const week = currentWeek(now);
  const daysAgo = (n: number) => addDays(today, -n);
  const contact = (name: string) => contactIds[name] ?? null;
  const base = { tenantId, conflictDecision: 'no_conflict' as const, createdBy: ownerId };

  const rows = [
    {
      ...base,
      id: crypto.randomUUID(),
      number: matterNumber(year - 1, 13),
      title: 'Varga Judit – jogellenes munkaviszony-megszüntetés',
      practiceArea: 'labour' as const,
      authority: 'Fővárosi Törvényszék',
      authorityCaseNumber: '45.M.1234/2025/7',
      status: 'closed' as const,
      openedOn: `${year - 1}-03-14`,
      closedOn: `${year - 1}-10-02`,
      valueInDisputeHuf: 4_200_000,
      billingArrangement: 'success_fee' as const,
      billingAmountHuf: 150_000,
      successFeePercent: 10,
      responsibleLawyerId: lawyerId,
      parties: [
        { contactId: contact('Varga Judit'), name: 'Varga Judit', role: 'client' as const, roleLabel: 'felperes' },
        { contactId: null, name: 'Bence Bau Kft.', role: 'opposing' as const, roleLabel: 'alperes', taxNumber: '25847136-2-41', companyRegistrationNumber: '01-09-334455' },
      ],
      team: [lawyerId],
    },
    {
      ...base,
      id: crypto.randomUUID(),
      number: matterNumber(year, 1),
      title: 'Szabó Anna – hibás teljesítés miatti kártérítési per',
      practiceArea: 'civil_litigation' as const,
      authority: 'Budapesti II. és III. Kerületi Bíróság',
      authorityCaseNumber: `3.P.20.417/${year}/4`,
      status: 'in_progress' as const,
      openedOn: `${year}-01-12`,
      valueInDisputeHuf: 8_500_000,
      billingArrangement: 'hourly' as const,
      billingAmountHuf: 35_000,
      responsibleLawyerId: lawyerId,
      parties: [
        { contactId: contact('Szabó Anna'), name: 'Szabó Anna', role: 'client' as const, roleLabel: 'felperes' },
        { contactId: null, name: 'Duna Generálkivitelező Kft.', role: 'opposing' as const, roleLabel: 'alperes', taxNumber: '14725836-2-43', companyRegistrationNumber: '01-09-112233' },
        { contactId: null, name: 'dr. Fekete Ágnes igazságügyi szakértő', role: 'other' as const, roleLabel: 'szakértő' },
      ],
      team: [lawyerId, ownerId],
    },
    {
      ...base,
      id: crypto.randomUUID(),
      number: matterNumber(year, 3),
      title: 'Tóth és Fia Kft. – leányvállalat alapítása',
      practiceArea: 'corporate' as const,
      authority: 'Fővárosi Törvényszék Cégbírósága',
      authorityCaseNumber: null,
      status: 'open' as const,
      openedOn: daysAgo(9),
      billingArrangement: 'fixed_fee' as const,
      billingAmountHuf: 180_000,
      responsibleLawyerId: lawyerId,
      // The company founds the subsidiary and pays for it; its managing director acts for it.
      parties: [
        { contactId: contact('Tóth és Fia Kft.'), name: 'Tóth és Fia Kft.', role: 'client' as const, roleLabel: 'alapító' },
        { contactId: contact('Tóth Gábor'), name: 'Tóth Gábor', role: 'other' as const, roleLabel: 'ügyvezető, a megbízó képviselője' },
      ],
      team: [lawyerId],
    },
    {
      ...base,
      id: crypto.randomUUID(),
      number: matterNumber(year, 4),
      title: 'Kiss Bence – lakásvásárlás, Budapest XI. kerület',
      practiceArea: 'real_estate' as const,
      authority: 'Budapest Főváros Kormányhivatala (ingatlan-nyilvántartás)',
      authorityCaseNumber: null,
      status: 'open' as const,
      openedOn: daysAgo(4),
      valueInDisputeHuf: 64_900_000,
      billingArrangement: 'fixed_fee' as const,
      billingAmountHuf: 320_000,
      responsibleLawyerId: ownerId,
      parties: [
        { contactId: contact('Kiss Bence'), name: 'Kiss Bence', role: 'client' as const, roleLabel: 'vevő' },
        { contactId: contact('Horváth Eszter'), name: 'Horváth Eszter', role: 'other' as const, roleLabel: 'eladó' },
      ],
      team: [ownerId, lawyerId],
    },
    {
      ...base,
      id: crypto.randomUUID(),
      number: matterNumber(year, 2),
      title: 'Molnár Logisztika Bt. – üzletrész-átruházás (bizalmas)',
      practiceArea: 'corporate' as const,
      authority: null,
      authorityCaseNumber: null,
      status: 'in_progress' as const,
      openedOn: daysAgo(20),
      valueInDisputeHuf: 120_000_000,
      billingArrangement: 'success_fee' as const,
      billingAmountHuf: 500_000,
      successFeePercent: 2,
      responsibleLawyerId: ownerId,
      confidential: true,
      parties: [
        { contactId: contact('Molnár László'), name: 'Molnár László', role: 'client' as const, roleLabel: 'eladó' },
        { contactId: null, name: 'Delta Holding Zrt.', role: 'opposing' as const, roleLabel: 'vevő', taxNumber: '11223344-2-44' },
      ],
      // Only the firm's head: dr. Nagy Péter (ugyved@) must not see it anywhere.
      team: [ownerId],
    },
  ];

  for (const { parties, team, ...matter } of rows) {
    await tx.insert(matters).values(matter);
    await tx.insert(matterTeam).values(team.map((userId) => ({ tenantId, matterId: matter.id, userId })));
    await tx.insert(matterParties).values(parties.map((p) => ({ ...p, tenantId, matterId: matter.id, conflictDecision: 'no_conflict' as const })));
  }
  await tx.insert(matterCounters).values([
    { tenantId, year: year - 1, last: 13 },
    { tenantId, year, last: 4 },
  ]);

  const [, civil, formation, flat, secret] = rows;
  await tx.insert(matterNotes).values([
    { tenantId, matterId: civil!.id, authorId: lawyerId, body: 'A szakértői vélemény megérkezett: a vízszigetelés hibája kivitelezési eredetű.' },
    { tenantId, matterId: flat!.id, authorId: ownerId, body: 'Tulajdoni lap lekérve, tehermentes. Foglaló: 6 490 000 Ft.' },
    { tenantId, matterId: secret!.id, authorId: ownerId, body: 'Az átvilágítás adatszobája jövő hétfőn nyílik.' },
  ]);
  await tx.insert(matterTasks).values([
    { tenantId, matterId: civil!.id, title: 'Észrevételek a szakértői véleményre', dueOn: addDays(week.from, 3), assigneeId: lawyerId },
    { tenantId, matterId: formation!.id, title: 'Alapító okirat tervezetének megküldése', dueOn: addDays(week.from, 4), assigneeId: lawyerId },
    { tenantId, matterId: flat!.id, title: 'Adásvételi szerződés ellenjegyzése', dueOn: addDays(week.from, 5), assigneeId: ownerId },
    { tenantId, matterId: flat!.id, title: 'Földhivatali beadvány', dueOn: addDays(week.to, 7), assigneeId: ownerId },
    { tenantId, matterId: secret!.id, title: 'Részvény-adásvételi szerződés első tervezete', dueOn: addDays(week.from, 2), assigneeId: ownerId },
  ]);
}
