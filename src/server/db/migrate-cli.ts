// `npm run db:migrate`: applies drizzle/ migrations to the configured database.
import { loadEnv } from '../env';
import { openConfiguredDatabase } from './open-configured';

const env = loadEnv();
const database = await openConfiguredDatabase(env);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.driver}).`);
} finally {
  await database.close();
}
