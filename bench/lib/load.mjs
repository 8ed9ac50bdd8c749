// autocannon runs: a short warm-up, then N measured runs; the figures reported are the medians.
import autocannon from 'autocannon';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function once(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * @param {{ url: string, method?: string, headers?: Record<string,string>, body?: string, requests?: object[], connections: number, duration: number, runs: number, warmup?: number }} spec
 *   `requests`: autocannon's request sequence (e.g. a `setupRequest` varying the body per request).
 */
export async function measure(spec) {
  const options = {
    url: spec.url,
    method: spec.method ?? 'GET',
    headers: spec.headers ?? {},
    body: spec.body,
    ...(spec.requests ? { requests: spec.requests } : {}),
    connections: spec.connections,
    timeout: 30,
  };
  if (spec.warmup) await once({ ...options, duration: spec.warmup });
  const runs = [];
  for (let i = 0; i < spec.runs; i++) {
    const r = await once({ ...options, duration: spec.duration });
    runs.push({
      requestsPerSecond: r.requests.average,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      total: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
    });
  }
  return {
    connections: spec.connections,
    durationSeconds: spec.duration,
    runs,
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    failed: runs.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
  };
}
