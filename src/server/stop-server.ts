// Stopping the server (SIGINT/SIGTERM): the app first – its job runtime finishes or releases the
// jobs it runs – and only then the database. As an onClose hook added after the app was built, the
// database used to close first (Fastify runs such a root hook before the plugins' own), so a job
// running at shutdown could not be released: it stayed "running" under its 5-minute lease, and
// recurring jobs (the deadline sweep) did not run again on the next start until it lapsed.
import type { FastifyInstance } from 'fastify';

export async function stopServer(app: FastifyInstance, database: { close(): Promise<void> }): Promise<void> {
  try {
    await app.close();
  } finally {
    await database.close();
  }
}
