// Types of scripts/decisions-index.mjs for its TypeScript test (the project does not check JS).
export interface DecisionRecord {
  number: string;
  file: string;
  title: string;
  status: string;
  laterBy: { number: string; verb: string; part: boolean }[];
}
export const decisionsDir: string;
export const indexPath: string;
export function readDecisions(dir?: string): DecisionRecord[];
export function renderIndex(records: DecisionRecord[]): string;
