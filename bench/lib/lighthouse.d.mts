// Types of lighthouse.mjs for the tests that import it.
export interface LighthouseReport {
  url: string;
  error?: string;
  runtimeError?: string | null;
  attempts?: number;
  scores?: Record<string, number>;
  metrics?: Record<string, number>;
}
export type RunOnce = (url: string, options: { cookie?: string; chromePath?: string }) => LighthouseReport;
export declare function runLighthouse(url: string, options?: { cookie?: string; chromePath?: string; attempts?: number }, runOnce?: RunOnce): LighthouseReport;
