// One way to run a background sweep on every app instance (decision 0205): started when the app
// is ready, never overlapping itself, off in tests (they call the sweep directly), and awaited
// on close so a shutdown never cuts a sweep's transaction in half. Exactly-once effects come from
// each sweep's own claim in the database, not from here.
import type { FastifyInstance } from 'fastify';

export interface PeriodicSweep {
  /** For the log line when it fails. */
  name: string;
  /** 0 turns the sweep off. */
  intervalMs: number;
  /** A first run sooner than the interval (e.g. 5 s after start); none when omitted. */
  firstRunAfterMs?: number;
  run: () => Promise<unknown>;
}

export function runPeriodically(app: FastifyInstance, sweep: PeriodicSweep): void {
  if (sweep.intervalMs <= 0 || app.env.NODE_ENV === 'test') return;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = sweep
      .run()
      .catch((err: unknown) => app.log.error({ err }, `${sweep.name} failed`))
      .finally(() => (running = null));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(tick, sweep.intervalMs);
    timer.unref();
    if (sweep.firstRunAfterMs !== undefined) setTimeout(tick, Math.min(sweep.intervalMs, sweep.firstRunAfterMs)).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
