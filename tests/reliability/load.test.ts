// Bounded mixed load (reads and writes) over loopback against the embedded database: no 5xx,
// no refused connection, and every acknowledged write is read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReliabilityDatabase, seedWithWorkers, signInHttp, startServer, type ReliabilityDatabase, type RunningServer } from './harness';
import { runMixedLoad, statusCounts, type LoadWorker } from './mixed-load';

const WORKERS = Number(process.env.LOAD_WORKERS ?? 16);
const DURATION_MS = Number(process.env.LOAD_DURATION_MS ?? 15_000);
/** Work the run must have done (it runs longer on a busy machine rather than failing). */
const MIN_WRITES = 50;
const MIN_LISTS = 100;

describe('mixed load on PGlite', () => {
  let database: ReliabilityDatabase;
  let server: RunningServer;
  let workers: LoadWorker[];

  beforeAll(async () => {
    database = await openReliabilityDatabase('pglite');
    const { emails } = await seedWithWorkers(database.handle, WORKERS);
    server = await startServer(database.handle);
    workers = [];
    for (const email of emails) workers.push({ email, cookie: (await signInHttp(server.baseUrl, email)).cookie });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it(`serves ${WORKERS} concurrent users for ${DURATION_MS / 1000} s with zero 5xx and zero lost writes`, async () => {
    const report = await runMixedLoad({
      baseUrl: server.baseUrl,
      database: database.handle,
      workers,
      durationMs: DURATION_MS,
      enough: ({ samples, acknowledgedWrites }) => acknowledgedWrites > MIN_WRITES && samples.filter((s) => s.op === 'list-contacts').length > MIN_LISTS,
    });
    const counts = statusCounts(report.samples);
    console.info(`mixed load (PGlite): ${report.samples.length} requests, statuses ${JSON.stringify(counts)}, ${report.acknowledgedWrites} acknowledged writes, ${report.sessionsCreated} new sessions`);

    expect(report.samples.filter((s) => s.status >= 500 || s.status === 0)).toEqual([]);
    expect(report.samples.every((s) => s.status === 200)).toBe(true);
    expect(report.lostWrites).toEqual([]);
    expect(report.deferredChecks).toBe(0);
    expect(report.acknowledgedWrites).toBeGreaterThan(MIN_WRITES);
    expect(report.samples.filter((s) => s.op === 'list-contacts').length).toBeGreaterThan(MIN_LISTS);
  });
});
