// Keeps two processes from opening the same embedded data folder: PGlite has no
// cross-process locking of its own and would corrupt the files.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The data folder ${dataDir} is already in use by another process (PID ${pid}). ` + `Stop that process first, or start this one with another DATA_DIR or a DATABASE_URL.`);
    this.name = 'DataDirLockedError';
  }
}

/** Whether a process with this PID still runs (EPERM: it does, under another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock (replacing a stale one left by a dead process); returns its release function. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(file);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
      if (holder === process.pid) throw new DataDirLockedError(dataDir, holder);
      unlinkSync(file); // stale lock of a process that no longer runs
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
