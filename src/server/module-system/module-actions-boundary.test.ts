// The modules with their own actions (decision 0419) check those, not another area's permission by
// name: a literal permission in a guard or a service check of these folders fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const server = path.resolve(__dirname, '..');
const owners = ['modules/invoice-generator', 'modules/hospitality', 'modules/time-tracking', 'reports'];
const borrowed = /(requirePermission\(app, '|authorize\(actor, '|\bcan\(actor, ')/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
}

describe('module-owned actions', () => {
  it.each(owners)('%s checks its own actions, not permissions by name', (folder) => {
    const offenders = sources(path.join(server, folder)).filter((file) => borrowed.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => path.relative(server, f))).toEqual([]);
  });
});
