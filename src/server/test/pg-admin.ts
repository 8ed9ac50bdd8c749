// One statement on the PostgreSQL server's maintenance connection (create/drop a test database).
import pg from 'pg';

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
