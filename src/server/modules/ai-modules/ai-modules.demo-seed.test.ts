// The demo firm's AI screens agree with its alerts (visual review #2): the usage, budget and audit
// endpoints read the seeded use, and the seeded alerts quote figures computed from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateInZone } from '@shared/dates/iso-date';
import { formatAlertEuro } from '@shared/ai-modules/monitoring';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';

describe('the demo firm’s seeded AI use', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string, cookie = owner) => {
    const res = await injectAs(t.app, cookie, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const cents = (n: number) => Math.round(n * 100);

  it('the usage endpoint’s daily spend is the spend the budget alert quotes, against the firm budget', async () => {
    const usage = await get('/api/ai-modules/usage');
    const alerts = (await get('/api/ai-modules/alerts')).items as { type: string; message: string; metrics: Record<string, number>; createdAt: string; state: string }[];
    const budget = alerts.find((a) => a.type === 'budget')!;
    expect(budget.state).toBe('created');
    const day = usage.days.find((d: { day: string }) => d.day === isoDateInZone(new Date(budget.createdAt)));
    expect(day).toBeDefined();
    expect(cents(day.cost)).toBe(cents(budget.metrics.spend!));
    expect(budget.metrics.spend! / budget.metrics.limit!).toBeGreaterThanOrEqual(0.5);
    expect(budget.metrics.spend! / budget.metrics.limit!).toBeLessThan(0.8);
    expect(budget.message).toBe(`Az iroda napi AI-költése ${formatAlertEuro(budget.metrics.spend!)}, a keret ${formatAlertEuro(50)} (50%).`);
    // Four weeks of a few requests a day: every day of the window in the providers' totals too.
    expect(usage.days.length).toBeGreaterThanOrEqual(15);
    const total = usage.days.reduce((s: number, d: { cost: number }) => s + d.cost, 0);
    const byProvider = usage.byProvider.reduce((s: number, p: { cost: number }) => s + p.cost, 0);
    expect(cents(byProvider)).toBe(cents(total));
    expect(usage.byProvider.map((p: { provider: string }) => p.provider)).toEqual(['anthropic', 'openai']);

    const budgets = (await get('/api/ai-modules/budgets')).items as { userId: string | null; dailyLimit: number; currentDailySpend: number; currentMonthlySpend: number }[];
    const firm = budgets.find((b) => b.userId === null)!;
    expect(firm.dailyLimit).toBe(budget.metrics.limit);
    // The budget day is today unless the seeding ran before 10:30 (then yesterday, rolled over to 0).
    const today = isoDateInZone(new Date());
    expect(cents(firm.currentDailySpend)).toBe(day.day === today ? cents(day.cost) : 0);
    const members = budgets.filter((b) => b.userId !== null);
    if (day.day === today) expect(cents(members.reduce((s, b) => s + b.currentDailySpend, 0))).toBe(cents(firm.currentDailySpend));
  });

  it('the slow-response alert is the average of the logged responses in its hour', async () => {
    const alerts = (await get('/api/ai-modules/alerts')).items as { type: string; message: string; metrics: Record<string, number>; createdAt: string }[];
    const slow = alerts.find((a) => a.type === 'response_time')!;
    const audit = (await get('/api/ai-modules/audit?action=response&limit=200')).items as { createdAt: string; cost: number; details: { processingTime: number } }[];
    const at = new Date(slow.createdAt).getTime();
    const inHour = audit.filter((a) => new Date(a.createdAt).getTime() > at - 3_600_000 && new Date(a.createdAt).getTime() <= at);
    expect(inHour).toHaveLength(slow.metrics.requests!);
    expect(Math.round(inHour.reduce((s, a) => s + a.details.processingTime, 0) / inHour.length)).toBe(slow.metrics.value);
    expect(slow.metrics.value).toBeGreaterThan(slow.metrics.threshold!);
    expect(Math.max(...inHour.map((a) => a.details.processingTime))).toBeGreaterThanOrEqual(34_000);
  });

  it('the platform admin sees the same firm totals', async () => {
    const platform = await signIn(t.app, 'admin@virtualis-iroda.hu');
    const firmUsage = await get('/api/ai-modules/usage');
    const overview = await get('/api/platform/ai/overview', platform);
    const firm = (overview.firms as { tenantName: string; requests: number; cost: number }[]).find((f) => f.tenantName.startsWith('Kovács'))!;
    expect(firm.requests).toBe(firmUsage.byProvider.reduce((s: number, p: { requests: number }) => s + p.requests, 0));
    expect(cents(firm.cost)).toBe(cents(firmUsage.byProvider.reduce((s: number, p: { cost: number }) => s + p.cost, 0)));
  });
});
