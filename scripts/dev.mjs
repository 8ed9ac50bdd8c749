// `npm run dev`: API with reload on :3000 (tsx watch) and the Vite dev server on :5173,
// which proxies /api to the API. Stops both on Ctrl+C.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--import', './scripts/import-glob/register.mjs', '--clear-screen=false', 'src/server/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', SERVE_CLIENT: 'false', APP_URL: process.env.APP_URL ?? 'http://localhost:5173', LOG_PRETTY: 'true' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
