// The job of the kill -9 test, shared by the test (which enqueues it) and the worker process.
import { z } from 'zod';
import { defineJob } from '@server/jobs/definition';

/** A firm's job with a short lease, so a killed worker's job comes back quickly. */
export const killTestJob = defineJob({ name: 'test.survives-kill', scope: 'tenant', payload: z.object({ label: z.string() }), leaseMs: 1_500 });
