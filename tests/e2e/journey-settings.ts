// The journeys' knobs, read by playwright.config.ts and the fixtures alike.
import { availableParallelism } from 'node:os';

/** E2E_PORT: the first port; worker n's server listens on E2E_PORT + n (the template build uses E2E_PORT too). */
export function e2eBasePort(): number {
  return Number(process.env.E2E_PORT ?? 3100);
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
