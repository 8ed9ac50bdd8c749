// Types of report.mjs for the tests that import it.
export interface MeasuredRow {
  requestsPerSecond: number;
  p99Ms: number;
}
export interface Target {
  name: string;
  actual: string;
  met: boolean | null;
}
export declare const P99_OF_CEILING: number;
export declare function ceilingTarget(name: string, row: MeasuredRow | undefined, ceiling: MeasuredRow | undefined, minPercent: number): Target;
export declare function targetsOf(results: unknown): Target[];
export declare function markdownReport(results: unknown): string;
