// Issue 33 point 3, "Done when": no claim/lease code outside the job runtime. Background work is
// a job (decisions 0280–0282): a module that claims rows with SKIP LOCKED, or runs its own timer,
// fails this test. The last exception, the OCR queue's claim of its version rows, is gone: each
// scan is a job of its own (decision 0443).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/project-root';

const server = join(projectRoot(), 'src/server');

/** Timers that keep one open response alive (an SSE heartbeat), not background work. */
const CONNECTION_KEEPALIVES = new Set(['modules/client-portal/message-stream.ts']);

const FORBIDDEN: Array<{ what: string; pattern: RegExp }> = [
  { what: 'a SKIP LOCKED claim', pattern: /skip\s+locked|skipLocked/i },
  { what: 'a timer of its own', pattern: /\bsetInterval\s*\(|runPeriodically|periodic-sweep/ },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('background work only on the job runtime', () => {
  it('finds no claim or timer of its own outside src/server/jobs', () => {
    const found: string[] = [];
    for (const file of sources(server)) {
      const name = relative(server, file).split('\\').join('/');
      if (name.startsWith('jobs/')) continue;
      const text = readFileSync(file, 'utf8');
      for (const { what, pattern } of FORBIDDEN) {
        const known = what === 'a timer of its own' && CONNECTION_KEEPALIVES.has(name);
        if (pattern.test(text) && !known) found.push(`${name}: ${what}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('the check itself catches a claim and a timer', () => {
    expect(FORBIDDEN[0]!.pattern.test(".for('update', { skipLocked: true })")).toBe(true);
    expect(FORBIDDEN[0]!.pattern.test('for update skip locked')).toBe(true);
    expect(FORBIDDEN[1]!.pattern.test('setInterval(() => sweep(), 1000)')).toBe(true);
  });
});
