// The journeys' knobs, read by playwright.config.ts and the fixtures alike.
import { availableParallelism } from 'node:os';

/** E2E_PORT: the first port (the template build uses it too); see journeyPorts. */
export function e2eBasePort(): number {
  return Number(process.env.E2E_PORT ?? 3100);
}

/**
 * The two ports of the worker with parallel index n: E2E_PORT + 2n and + 2n + 1. Its servers
 * alternate between them – one serving the current spec file, the next one starting (decision 0466).
 */
export function journeyPorts(basePort: number, parallelIndex: number): [number, number] {
  return [basePort + 2 * parallelIndex, basePort + 2 * parallelIndex + 1];
}

/** E2E_WORKERS: parallel workers, each a browser plus a server; default one per CPU core. */
export function e2eWorkers(): number {
  const configured = Number(process.env.E2E_WORKERS);
  return Number.isInteger(configured) && configured > 0 ? configured : Math.max(1, availableParallelism());
}

/**
 * The journeys CI repeats on PostgreSQL (`playwright test --grep @postgres`, decision 0239): those whose
 * server work differs by database — full-text search, gapless numbering, claimed sweeps, row-level
 * security, report aggregations, change notifications. The whole suite runs on the embedded database.
 */
export const onPostgres = { tag: '@postgres' } as const;
/** A journey run at two widths is repeated on PostgreSQL at the desktop width only. */
export const onPostgresAtDesktop = (width: number) => ({ tag: width === 1440 ? ['@postgres'] : [] });
