// Issue 33 "Done when", third bullet (decisions 0291, 0293): no route file writes an audit entry –
// the services do, in the change's transaction, for every kind of caller. Every module has moved
// off the route-side audit (the last were clients, onboarding and hospitality); a route file that
// audits again fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = join(__dirname, '..');

/** Files that register or serve routes. */
const isRouteFile = (name: string) => /\.routes\.ts$|-http\.ts$|^route-kit\.ts$/.test(name);

/** An audit written from a route: the audit writers, or a route helper that audits with the request. */
const auditCall = /\b(audit|auditRequest|recordAudit|settleAudit|audited|auditOf)\s*\(/;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return isRouteFile(entry.name) && !entry.name.endsWith('.test.ts') ? [relative(serverRoot, path).split('\\').join('/')] : [];
  });
}

/** The file's code lines that call an audit writer (comments left out). */
function auditLines(file: string): string[] {
  return readFileSync(join(serverRoot, file), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && auditCall.test(line))
    .map((line) => line.trim());
}

describe('audit entries are written by services, not routes', () => {
  const files = routeFiles(serverRoot);

  it('finds the route files', () => {
    expect(files).toContain('modules/matters/matters.routes.ts');
    expect(files.length).toBeGreaterThan(30);
  });

  it('no route file calls an audit writer', () => {
    const offenders = files.flatMap((f) => auditLines(f).map((line) => `${f}: ${line}`));
    expect(offenders).toEqual([]);
  });

  it('catches an audit call in a route file', () => {
    expect(auditCall.test("await audit(tx, request, 'matters.create', id)")).toBe(true);
    expect(auditCall.test('const inMatters = tenantScope(app);')).toBe(false);
  });
});
