// The demo firm's AI use over the last four weeks (visual review #2): the usage rows and audit
// entries the AI screens read, and the figures the seeded alerts quote, computed from them. Pure and
// deterministic for a given "now": a fixed pseudo-random sequence, costs by the gateway's own
// formula (spec 9), every request inside the 30 days the screens show and at least two hours old,
// so that no rule of the monitoring sweep (60-minute windows) sees any of it.
//
// The story: Kovács Katalin and dr. Nagy Péter ask Themis a few questions on working days
// (GPT-4o, retrieved passages in the prompt, a few cents each); yesterday afternoon three long
// contract reviews were slow (the response-time alert); three days ago dr. Nagy worked late before
// a hearing (the off-hours anomaly, since resolved); and on the budget day the two ran a due-
// diligence review of a data room with Claude, document by document, until the firm's spend
// passed half of its daily budget (the 50% budget alert).
import { addDays, isoDateInZone, isoWeekday, type IsoDate } from '@shared/dates/iso-date';
import { hourInZone, instantsOfWallClock } from '@shared/dates/zoned-time';
import type { ProviderId, TaskType } from '@shared/ai-modules/ai-modules.schemas';
import { DEFAULT_MODELS, defaultCostPerToken } from '@shared/ai-modules/providers';
import { computeCost } from '@shared/ai-modules/request-rules';
import { OFF_HOURS_END, OFF_HOURS_START } from '@shared/ai-modules/ai-modules.constants';

export interface DemoAiRequest {
  userId: string;
  at: Date;
  provider: ProviderId;
  model: string;
  taskType: TaskType;
  promptTokens: number;
  completionTokens: number;
  /** €, rounded to the column's 6 decimals. */
  cost: number;
  responseTimeMs: number;
}

export interface DemoAiUsage {
  requests: DemoAiRequest[];
  /** The Budapest day of the data-room review, and the request whose cost took the firm past 50%. */
  budget: { day: IsoDate; spend: number; at: Date };
  /** The slow hour: the alert's instant, the average response time and the requests it averages. */
  slow: { at: Date; value: number; requests: number };
  /** The late evening: the alert's instant, the off-hours operations and all operations in 24 h. */
  offHours: { at: Date; value: number; operations: number };
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** mulberry32: the same sequence on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function costOf(provider: ProviderId, model: string, tokens: number): number {
  const multiplier = DEFAULT_MODELS[provider].find((m) => m.id === model)!.costMultiplier;
  return Math.round(computeCost(tokens, defaultCostPerToken(provider), multiplier) * 1e6) / 1e6;
}

const isOffHours = (at: Date) => {
  const hour = hourInZone(at);
  return hour >= OFF_HOURS_START || hour < OFF_HOURS_END;
};

/** The instant of a Budapest wall-clock time (minutes after midnight); working hours have no DST gap. */
const atClock = (day: IsoDate, minutes: number) => instantsOfWallClock(day, minutes)[0]!;

export function demoAiUsage(now: Date, people: { ownerId: string; lawyerId: string }, dailyLimit: number): DemoAiUsage {
  const rnd = random(20_261_203);
  const between = (lo: number, hi: number) => Math.round(lo + rnd() * (hi - lo));
  const requests: DemoAiRequest[] = [];
  const request = (userId: string, at: Date, provider: ProviderId, model: string, taskType: TaskType, promptTokens: number, completionTokens: number, responseTimeMs: number) => {
    const r = { userId, at, provider, model, taskType, promptTokens, completionTokens, cost: costOf(provider, model, promptTokens + completionTokens), responseTimeMs };
    requests.push(r);
    return r;
  };
  const question = (userId: string, at: Date) => request(userId, at, 'openai', 'gpt-4o', rnd() < 0.6 ? 'legal_research' : 'document_summary', between(5_000, 14_000), between(400, 1_200), between(3_500, 11_000));

  // The budget day: today once the review had two hours to run (from 08:30), else yesterday.
  const latest = new Date(now.getTime() - 2 * HOUR_MS);
  const today = isoDateInZone(latest);
  const budgetDay = latest.getTime() >= atClock(today, 10 * 60 + 30).getTime() ? today : addDays(today, -1);
  const reviewEnd = Math.min(latest.getTime(), atClock(budgetDay, 17 * 60 + 30).getTime());

  // Working days before it: a few Themis questions each, 09:00–17:00 (the slow day's before 14:00).
  const slowDay = addDays(budgetDay, -1);
  for (let back = 27; back >= 1; back--) {
    const day = addDays(budgetDay, -back);
    if (isoWeekday(day) > 5) continue;
    const count = between(2, 6);
    const until = day === slowDay ? 14 * 60 : 17 * 60;
    const minutes = Array.from({ length: count }, () => between(9 * 60, until)).sort((a, b) => a - b);
    for (const m of minutes) question(rnd() < 0.65 ? people.lawyerId : people.ownerId, atClock(day, m));
  }

  // The day before the budget day, 14:50–15:35: three long contract reviews, slow to answer.
  const slowTimes = [14 * 60 + 52, 15 * 60 + 11, 15 * 60 + 34];
  const slowMs = [41_200, 36_500, 24_900];
  slowTimes.forEach((m, i) => request(people.lawyerId, atClock(slowDay, m), 'anthropic', 'claude-3-5-sonnet-latest', 'contract_review', between(60_000, 90_000), between(1_500, 2_500), slowMs[i]!));
  const slowAt = new Date(atClock(slowDay, slowTimes[2]!).getTime() + MINUTE_MS);
  const inSlowHour = requests.filter((r) => r.at.getTime() > slowAt.getTime() - HOUR_MS && r.at.getTime() <= slowAt.getTime());
  const slowValue = Math.round(inSlowHour.reduce((s, r) => s + r.responseTimeMs, 0) / inSlowHour.length);

  // Three days before it, 22:05–23:45: dr. Nagy prepares a hearing late in the evening.
  const lateDay = addDays(budgetDay, -3);
  const late = Array.from({ length: 23 }, (_, i) => question(people.lawyerId, atClock(lateDay, 22 * 60 + 5 + i * 4 + between(0, 2))));
  // The anomaly is raised by the request that takes the count past 20.
  const offAt = late[20]!.at;
  const lawyerDay = requests.filter((r) => r.userId === people.lawyerId && r.at.getTime() > offAt.getTime() - 24 * HOUR_MS && r.at.getTime() <= offAt.getTime());

  // The budget day: the data-room review, one Claude analysis per document, until half the budget is spent.
  const start = atClock(budgetDay, 8 * 60 + 30).getTime();
  const documents = 120;
  const step = (reviewEnd - start) / documents;
  let spend = 0;
  let crossing: DemoAiRequest | undefined;
  for (let i = 0; i < documents && !crossing; i++) {
    const at = new Date(Math.round(start + step * i + rnd() * step * 0.5));
    const r = request(i % 2 ? people.ownerId : people.lawyerId, at, 'anthropic', 'claude-3-5-sonnet-latest', 'document_summary', between(95_000, 150_000), between(1_500, 3_000), between(14_000, 26_000));
    spend += r.cost;
    if (spend >= dailyLimit / 2) crossing = r;
  }
  if (!crossing) throw new Error('The demo data-room review does not reach half of the daily budget');

  requests.sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    requests,
    budget: { day: budgetDay, spend: Math.round(spend * 1e6) / 1e6, at: crossing.at },
    slow: { at: slowAt, value: slowValue, requests: inSlowHour.length },
    offHours: { at: offAt, value: lawyerDay.filter((r) => isOffHours(r.at)).length, operations: lawyerDay.length },
  };
}
