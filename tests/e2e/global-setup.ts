// Runs once before the journeys: builds the database template every worker's server copies
// (journey-server.ts) and removes it after the run.
import type { FullConfig } from '@playwright/test';
import { buildTemplate, publishTemplate, removeLeftovers } from './journey-server';
import { e2eBasePort } from './journey-settings';

export default async function globalSetup(_config: FullConfig) {
  await removeLeftovers();
  const { template, remove } = await buildTemplate(e2eBasePort(), process.env.E2E_DATABASE_URL || undefined);
  publishTemplate(template);
  return remove;
}
