// The default size of an app instance's PostgreSQL pool (decision 0452): twice the machine's cores,
// at least 4 and at most node-postgres's own 10. On two cores shared with the database, ten
// backends competing with Node for the CPU made the search's p99 2.8 × its ceiling's, four 1.8 ×,
// at the same throughput (docs/benchmarks.md, 2026-11-30 18:45); from five cores up it is 10 as
// before. No path asks for a second connection while it holds one (db/connection-holds.ts), so a
// small pool queues requests but cannot deadlock.
import { availableParallelism } from 'node:os';

export const defaultPoolMax = (cores: number = availableParallelism()): number => Math.min(10, Math.max(4, 2 * cores));
