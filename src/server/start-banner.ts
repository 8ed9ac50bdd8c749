// What `npm start` prints once the server listens: where the app is, and in demo mode which
// address serves one-click demo sign-in (which signs anyone in as the platform admin).
import type { Env } from './env';
import { isLoopback } from './lib/local-request';

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '']);

export function demoModeBanner(env: Pick<Env, 'DEMO_MODE' | 'DEMO_ALLOW_REMOTE' | 'HOST' | 'PORT'>, address: string): string | null {
  if (!env.DEMO_MODE) return null;
  const onlyHere = isLoopback(env.HOST) || env.HOST === 'localhost';
  if (onlyHere) {
    return `Demo mode: one-click demo sign-in and the mail outbox are served at ${address}, to this machine only (HOST=${env.HOST}; set HOST=0.0.0.0 to let other machines reach the app).`;
  }
  const where = ALL_INTERFACES.has(env.HOST) ? `every network interface (port ${env.PORT})` : `${env.HOST} (port ${env.PORT})`;
  if (!env.DEMO_ALLOW_REMOTE) {
    return `Demo mode: the app listens on ${where}; demo sign-in and the mail outbox answer only requests from this machine (DEMO_ALLOW_REMOTE=true opens demo sign-in to the network).`;
  }
  return `WARNING – demo mode is open to the network: anyone who reaches ${where} can sign in as any demo account, the platform admin included (DEMO_ALLOW_REMOTE=true). The mail outbox stays on this machine.`;
}
