// `npm start` runs the server with the flags the bench measures it with (decision 0277).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

describe('server node flags', () => {
  it('npm start passes every one of them to node', () => {
    const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start!;
    expect(start.startsWith('node ')).toBe(true);
    for (const flag of SERVER_NODE_FLAGS) expect(start.split(' ')).toContain(flag);
  });
});
