// The demo firm's pipeline (issue 14 point 4): the default stages and nine opportunities of a
// Budapest practice – enquiries from new prospects, offers to existing clients, a deal in
// negotiation, the company formation already won (its matter is the seeded 0002) and one lost.
import { and, eq } from 'drizzle-orm';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { instantsOfWallClock } from '@shared/dates/zoned-time';
import { matterNumber } from '@shared/matters/matters';
import { defaultStages } from '@shared/opportunities/opportunities';
import { installDefaultModules } from '../module-system/defaults';
import { matters, opportunities, opportunityStages } from './schema';
import type { TenantTx } from './tenant-scope';
import type { DemoPeople } from './seed-matters';

type Demo = { stage: string; title: string; contact?: string; prospect?: [string, 'person' | 'organisation']; valueHuf: number; probability: number; closeInDays: number | null; owner: 'owner' | 'lawyer'; won?: boolean };

const demo: Demo[] = [
  { stage: 'Érdeklődő', title: 'Csoportos létszámleépítés munkajogi támogatása', prospect: ['Pannon Fémtechnika Kft.', 'organisation'], valueHuf: 2_400_000, probability: 20, closeInDays: 45, owner: 'lawyer' },
  { stage: 'Érdeklődő', title: 'Családi ház adásvétele, Szentendre', prospect: ['Balogh Tamás', 'person'], valueHuf: 450_000, probability: 30, closeInDays: 30, owner: 'owner' },
  { stage: 'Első egyeztetés', title: 'GDPR-megfelelőségi átvilágítás', contact: 'Horváth Ingatlan Zrt.', valueHuf: 1_800_000, probability: 40, closeInDays: 21, owner: 'owner' },
  { stage: 'Ajánlat kiküldve', title: 'Kivitelezési keretszerződések felülvizsgálata', contact: 'Bence Bau Kft.', valueHuf: 3_600_000, probability: 50, closeInDays: 14, owner: 'lawyer' },
  { stage: 'Ajánlat kiküldve', title: 'Követeléskezelés – 14 lejárt számla', contact: 'Dunai Pékség Kft.', valueHuf: 900_000, probability: 60, closeInDays: 10, owner: 'lawyer' },
  { stage: 'Tárgyalás', title: 'Franchise-szerződés előkészítése', prospect: ['Zöld Kanál Bisztró Kft.', 'organisation'], valueHuf: 2_900_000, probability: 70, closeInDays: 7, owner: 'owner' },
  { stage: 'Tárgyalás', title: 'Hagyatéki eljárás – képviselet', prospect: ['Németh Ilona', 'person'], valueHuf: 600_000, probability: 80, closeInDays: 5, owner: 'lawyer' },
  { stage: 'Megnyert', title: 'Leányvállalat alapítása', contact: 'Tóth és Fia Kft.', valueHuf: 1_500_000, probability: 100, closeInDays: null, owner: 'owner', won: true },
  { stage: 'Elvesztett', title: 'Szoftverlicenc-jogsértés miatti igényérvényesítés', prospect: ['Pixelműhely Kft.', 'organisation'], valueHuf: 1_200_000, probability: 0, closeInDays: null, owner: 'lawyer' },
];

export async function seedOpportunitiesDemo(tx: TenantTx, tenantId: string, people: DemoPeople, now = new Date()) {
  await installDefaultModules(tx, tenantId, people.ownerId, ['opportunities', 'crm']);
  const stages = await tx
    .insert(opportunityStages)
    .values(defaultStages.map((s, position) => ({ tenantId, name: s.name, kind: s.kind, position })))
    .returning({ id: opportunityStages.id, name: opportunityStages.name });
  const stageId = (name: string) => stages.find((s) => s.name === name)!.id;
  const today = todayInBudapest(now);
  const year = Number(today.slice(0, 4));
  const [formation] = await tx
    .select({ id: matters.id, openedOn: matters.openedOn })
    .from(matters)
    .where(and(eq(matters.tenantId, tenantId), eq(matters.number, matterNumber(year, 2))));
  const positions = new Map<string, number>();
  await tx.insert(opportunities).values(
    demo.map((o) => {
      const position = positions.get(o.stage) ?? 0;
      positions.set(o.stage, position + 1);
      const closed = o.won || o.stage === 'Elvesztett';
      return {
        tenantId,
        title: o.title,
        contactId: o.contact ? (people.contactIds[o.contact] ?? null) : null,
        prospectName: o.prospect?.[0] ?? null,
        prospectKind: o.prospect?.[1] ?? 'organisation',
        valueHuf: o.valueHuf,
        probability: o.probability,
        expectedCloseOn: o.closeInDays === null ? null : addDays(today, o.closeInDays),
        ownerId: o.owner === 'owner' ? people.ownerId : people.lawyerId,
        stageId: stageId(o.stage),
        position,
        wonMatterId: o.won ? (formation?.id ?? null) : null,
        // Won the day its matter was opened from it (at the office's 10 o'clock); lost 20 days ago.
        closedAt: o.won && formation ? instantsOfWallClock(formation.openedOn, 10 * 60)[0]! : closed ? new Date(now.getTime() - 20 * 86_400_000) : null,
        createdBy: people.ownerId,
      };
    }),
  );
}
