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
export interface LighthousePage {
  error?: string;
  scores: { performance: number };
}
export declare function lighthouseTarget(lighthouse: { skipped?: string; signIn?: LighthousePage; dashboard?: LighthousePage; matters?: LighthousePage; matter?: LighthousePage } | undefined): Target;
export interface WalkedPage {
  path: string;
  url: string;
  ms: number;
  heading: string;
}
export declare function pageWalkTarget(walk: { error?: string; pages: WalkedPage[]; errors: string[] } | undefined): Target;
