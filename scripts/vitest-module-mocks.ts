// The client's test files that replace or reload modules (vi.mock, vi.doMock, vi.resetModules): they
// need a module graph of their own. A mock applies only to imports made after it is registered – in a
// graph shared with other files (isolate: false, decision 0464) the module may already be loaded
// unmocked –, and a reset would hand the next files new copies of modules the setup already holds.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;
/** A call at the start of a line: a mention in a comment or a string does not count. */
const MODULE_MOCK = /^\s*(?:await\s+)?vi\.(?:mock|doMock|resetModules)\(/m;

/** The test files under `dir` (relative to the working directory) that mock or reload modules. */
export function testFilesMockingModules(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => TEST_FILE.test(name))
    .map((name) => join(dir, name))
    .filter((file) => MODULE_MOCK.test(readFileSync(file, 'utf8')))
    .sort();
}
