import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('data folder lock', () => {
  it('refuses a second holder with a clear error naming the holder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vi-lock-'));
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`already in use by another process (PID ${process.pid})`);
    release();
    expect(existsSync(join(dir, '.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('replaces a stale lock left by a process that no longer runs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vi-lock-'));
    writeFileSync(join(dir, '.lock'), '999999999');
    const release = lockDataDir(dir);
    release();
  });

  it('creates the data folder when missing', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'vi-lock-')), 'nested', 'data');
    lockDataDir(dir)();
    expect(existsSync(dir)).toBe(true);
  });
});
