// Entry point: validate config, open and migrate the database, seed the demo platform on an
// empty embedded database, listen, and shut down gracefully on SIGINT/SIGTERM.
import { buildApp } from './app';
import { openConfiguredDatabase } from './db/open-configured';
import { DataDirLockedError } from './db/data-dir-lock';
import { ownerRoleWarning } from './db/owner-role-check';
import { demoCredentialsText, hasDemoData, seedDemo } from './db/seed';
import { ConfigError, loadEnv } from './env';
import { demoModeBanner } from './start-banner';
import { stopServer } from './stop-server';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const env = loadEnv();
  const database = await openConfiguredDatabase(env, (e) => console.error(`[db] idle client error: ${e.message}`));
  await database.migrate();
  // The embedded database has only its superuser; on PostgreSQL the owner should be a plain role.
  const roleWarning = database.driver === 'postgres' ? await ownerRoleWarning(database.db) : null;

  const seedAllowed = env.SEED_DEMO === 'always' || (env.SEED_DEMO === 'auto' && database.driver === 'pglite');
  if (seedAllowed) await seedDemo(database.db, { serverSecret: env.BETTER_AUTH_SECRET });

  const app = await buildApp({ env, database });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    stopServer(app, database).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  const address = await app.listen({ host: env.HOST, port: env.PORT });
  const where = database.driver === 'pglite' ? `embedded PGlite in ${env.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nVirtuális Iroda is running at ${env.APP_URL} (listening on ${address}, database: ${where})`);
  if (await hasDemoData(database.db)) console.log(`${demoCredentialsText(env.APP_URL)}\n`);
  if (typeof env.TRUST_PROXY === 'number') {
    console.warn(`TRUST_PROXY=${env.TRUST_PROXY} believes that many X-Forwarded-For hops without checking who sent them: clients must not reach this server directly (set the proxies' addresses instead to be safe).`);
  }
  if (roleWarning) console.warn(roleWarning);
  const demo = demoModeBanner(env, address);
  if (demo) console.log(`${demo}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(`\nCannot start: ${error.message}\n`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
