// The text extraction jobs an upload bench left behind (issue 40.3, decisions 0411, 0504): how many
// ran while the uploads were measured and how many still wait. Prints one JSON object; run on the
// bench's PGlite folder (BENCH_DATA_DIR) after the app has stopped.
import { openDatabase } from '../src/server/db/client';
import { countJobs } from '../src/server/jobs/runtime';

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('set BENCH_DATA_DIR');
const database = await openDatabase({ driver: 'pglite', dataDir });
try {
  const byState = await countJobs(database.db, ['documents.extract']);
  process.stdout.write(`${JSON.stringify(byState)}\n`);
} finally {
  await database.close();
}
