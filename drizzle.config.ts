import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The shared schema, and the tables a module keeps in its own folder (decision 0447).
  schema: ['./src/server/db/schema/index.ts', './src/server/modules/*/*.schema.ts'],
  out: './drizzle',
  entities: { roles: { provider: '' } },
});
