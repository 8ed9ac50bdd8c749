// What the alert evaluation adds to an AI gateway request (issue 19, decision 0268): the same
// in-process gateway (no network; masking, checks, hooks) with and without the usage hook that
// runs the firm's alert rules after each request – spec 9's default rules and the budget/metric
// rules (`evaluateAlertRules`) over the last hour's usage metrics and the four anomaly rules
// (`detectAnomalies`) over the user's last 24 hours, as `checkActivity` does after loading them.
// The windows hold what a busy firm has: AI_ALERT_BENCH_WINDOW metrics (default 2000). The
// database reads of the real hook (rules, usage, activity) are not in this figure: it is the
// evaluation's own CPU cost. Requests are sequential and interleaved, with and without.
//   npx tsx bench/ai-alert-evaluation.ts [--json]
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { DEFAULT_FIRM_ALERT_RULES, isAnomalyRuleType } from '../src/shared/ai-modules/alerts.schemas';
import type { AlertRule, UsageMetric } from '../src/shared/ai-modules/ai-modules.schemas';
import { createMasker } from '../src/shared/ai-modules/masking';
import { type ActivityRecord, detectAnomalies, evaluateAlertRules } from '../src/shared/ai-modules/monitoring';
import { defaultProviderConfigs } from '../src/shared/ai-modules/providers';
import { AiGateway, type GatewayUsageMetric } from '../src/server/modules/ai-modules/gateway/gateway';
import type { ProviderAdapter } from '../src/server/modules/ai-modules/gateway/types';

const N = Number(process.env.AI_ALERT_BENCH_N ?? 2000);
const WINDOW = Number(process.env.AI_ALERT_BENCH_WINDOW ?? 2000);
const WARMUP = Math.min(300, N);
const PROMPT = 'Kérem, foglalja össze Kovács Béla (kovacs.bela@pelda-ugyved.hu, +36 30 123 4567) adásvételi szerződésének 5. pontját a Ptk. 6:142. § szerint.'.repeat(4);

const adapter: ProviderAdapter = {
  provider: 'openai',
  complete: async (call) => ({ id: 'x', model: call.model, content: 'Összefoglaló a [NAME_1] ügyében.', finishReason: 'stop', rawFinishReason: 'stop', promptTokens: 300, completionTokens: 40, usageEstimated: false, toolCalls: [] }),
  stream: () => {
    throw new Error('not used');
  },
  check: async () => undefined,
  listModels: async () => [],
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (samples: number[]) => {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p99: percentile(s, 99) };
};

/** The firm's rules as stored (ids given), without the anomaly rules (those go to detectAnomalies). */
const rules: AlertRule[] = DEFAULT_FIRM_ALERT_RULES.filter((r) => !isAnomalyRuleType(r.type) && r.type !== 'budget').map((r) => ({
  id: r.builtin,
  name: r.name,
  type: r.type as AlertRule['type'],
  condition: 'greater_than',
  threshold: r.threshold,
  timeWindow: r.timeWindowMs,
  enabled: true,
  notificationTargets: [],
}));

function gateway(onUsage?: (m: GatewayUsageMetric) => void): AiGateway {
  return new AiGateway({
    providers: defaultProviderConfigs().map((c) => ({ ...c, enabled: c.providerId === 'openai', rateLimits: { requestsPerMinute: 1e9, tokensPerMinute: 1e12, requestsPerDay: 1e9, tokensPerDay: 1e12 } })),
    credentials: { get: () => ({ scope: 'bench', apiKey: 'sk-bench' }) },
    masker: createMasker({ names: ['Kovács Béla', 'Nagy Anna'] }),
    privacyDefaults: { legalBasis: 'contract', purpose: 'legal_services' },
    adapters: { openai: adapter },
    hooks: { audit: () => undefined, ...(onUsage ? { usage: onUsage } : {}) },
  });
}

async function main() {
  const now = Date.now();
  // A busy firm's last hour and a user's last day, as the hook would have loaded them.
  const metrics: UsageMetric[] = Array.from({ length: WINDOW }, (_, i) => ({
    userId: `u${i % 12}`,
    provider: 'openai',
    model: 'gpt-4o-mini',
    taskType: 'legal_research',
    tokensUsed: 800,
    cost: 0.0016,
    responseTime: 900 + (i % 300),
    success: i % 50 !== 0,
    timestamp: new Date(now - (i * 3_600_000) / WINDOW).toISOString(),
    metadata: {},
  }));
  const activity: ActivityRecord[] = metrics.slice(0, Math.min(WINDOW, 150)).map((m, i) => ({ timestamp: m.timestamp, ipAddress: `10.0.0.${i % 3}`, success: m.success }));
  let raised = 0;
  const evaluate = (m: GatewayUsageMetric) => {
    const at = new Date();
    // The window is loaded once per request (as checkActivity does), then every rule reads it.
    raised += evaluateAlertRules(rules, [...metrics, m], at, [], randomUUID).filter(Boolean).length;
    raised += detectAnomalies(activity, at).length;
  };
  const without = gateway();
  const withAlerts = gateway(evaluate);
  let seq = 0;
  const request = () => ({ id: `b-${++seq}`, userId: 'bench-user', taskType: 'document_summary' as const, prompt: PROMPT, timestamp: new Date().toISOString() });
  for (let i = 0; i < WARMUP; i++) {
    await without.generate(request(), { tenantId: 'bench-firm' });
    await withAlerts.generate(request(), { tenantId: 'bench-firm' });
  }
  const samples = { without: [] as number[], with: [] as number[] };
  for (let i = 0; i < N; i++) {
    const order = i % 2 === 0 ? (['without', 'with'] as const) : (['with', 'without'] as const);
    for (const which of order) {
      const t = performance.now();
      await (which === 'with' ? withAlerts : without).generate(request(), { tenantId: 'bench-firm' });
      samples[which].push(performance.now() - t);
    }
  }
  const a = summary(samples.without);
  const b = summary(samples.with);
  const f = (x: number) => x.toFixed(3).padStart(8);
  console.log(`AI alert evaluation per gateway request — ${N} sequential requests each, ${rules.length} metric rules over ${WINDOW} metrics + 4 anomaly rules over ${activity.length} records, in-process provider, Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  console.log('variant                              p50 ms   p99 ms');
  console.log(`gateway without alert evaluation   ${f(a.p50)} ${f(a.p99)}`);
  console.log(`gateway with alert evaluation      ${f(b.p50)} ${f(b.p99)}`);
  console.log(`added: p50 ${(b.p50 - a.p50).toFixed(3)} ms, p99 ${(b.p99 - a.p99).toFixed(3)} ms; ratio p50 ${(b.p50 / a.p50).toFixed(2)}×, p99 ${(b.p99 / a.p99).toFixed(2)}× (alerts that would be raised: ${raised})`);
  if (process.argv.includes('--json')) {
    const round = (x: number) => Number(x.toFixed(3));
    console.log(JSON.stringify({ requests: N, window: WINDOW, withoutP50Ms: round(a.p50), withoutP99Ms: round(a.p99), withP50Ms: round(b.p50), withP99Ms: round(b.p99), ratioP50: round(b.p50 / a.p50), ratioP99: round(b.p99 / a.p99) }));
  }
}

await main();
