// Every time of day in the app is the kit's TimeInput (24-hour "09:00"): a native time input shows
// "05:00 PM" in an English browser, which a Hungarian firm's staff often use (decision 0339 for
// dates; 0482 for times).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(process.cwd(), 'src/client');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));
}

describe('time inputs', () => {
  it('no screen renders a native time or date-time input', () => {
    const native = sources(root).filter((file) => /type=["{'`]*(time|datetime-local)["'`}]/.test(readFileSync(file, 'utf8')));
    expect(native.map((f) => f.slice(root.length + 1))).toEqual([]);
  });
});
