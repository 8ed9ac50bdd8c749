// Child processes of the bench: spawn with a clean environment, wait until a URL answers,
// measure resident memory from /proc, and stop gracefully.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export function startProcess(command, args, env, label) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let stopping = false;
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      // A server that dies mid-run otherwise shows only as the next request's "fetch failed".
      if (!stopping) console.error(`[bench] ${label} exited unexpectedly (code ${code}, signal ${signal}); its last output:\n${output}`);
      resolve({ code, signal });
    }),
  );
  return {
    child,
    pid: child.pid,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // A server that died of the request just failed is not "stopped": let its exit arrive first.
      if (await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 500))])) return;
      stopping = true;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
    label,
  };
}

/** Polls `url` until it answers 200; returns the milliseconds since `since`. */
export async function waitForOk(url, { since = performance.now(), timeoutMs = 60_000, proc } = {}) {
  while (performance.now() - since < timeoutMs) {
    if (proc && proc.child.exitCode !== null) throw new Error(`${proc.label} exited before serving:\n${proc.output()}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms${proc ? `:\n${proc.output()}` : ''}`);
}

/** Resident set size of a process in MiB (Linux /proc). */
export function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

/** Samples RSS every 200 ms until stopped; returns the peak. */
export function sampleRss(pid) {
  let peak = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMiB(pid));
    } catch {
      // process gone
    }
  }, 200);
  return () => {
    clearInterval(timer);
    return peak;
  };
}
