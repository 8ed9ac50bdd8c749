// `npm run db:seed`: seeds the demo platform into the configured database (also a
// DATABASE_URL one, which is never seeded automatically), if that database is empty.
import { loadEnv } from '../env';
import { openConfiguredDatabase } from './open-configured';
import { demoCredentialsText, seedDemo } from './seed';

const env = loadEnv();
const database = await openConfiguredDatabase(env);
try {
  await database.migrate();
  const seeded = await seedDemo(database.db, { serverSecret: env.BETTER_AUTH_SECRET });
  console.log(seeded ? `Demo data seeded (${database.driver}).\n${demoCredentialsText(env.APP_URL)}` : 'The database already has users; nothing seeded.');
} finally {
  await database.close();
}
