// The fuzzer's arbitraries end, and mostly within the schema: a pattern with a long minimum
// length once drew short strings forever (the registration of a push device hung the fuzz test).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerDeviceBodySchema } from '@shared/mobile/mobile.schemas';

const SAMPLER = fileURLToPath(new URL('./schema-arbitrary-sample.ts', import.meta.url));

function draw(): Record<string, unknown[]> {
  const child = spawnSync(process.execPath, ['--import', 'tsx', SAMPLER], { encoding: 'utf8', timeout: 60_000, maxBuffer: 64 * 1024 * 1024 });
  if (child.error || child.status !== 0) throw new Error(`drawing did not end within 60 s or failed: ${child.error?.message ?? child.stderr}`);
  return JSON.parse(child.stdout) as Record<string, unknown[]>;
}

describe('the fuzzer’s values from zod schemas', () => {
  it('draws strings of a pattern with a long minimum length, most of them within the schema', () => {
    const drawn = draw();
    const within = (schema: z.ZodType, values: unknown[]) => values.filter((v) => schema.safeParse(v).success).length;
    // About 6 in 7 are drawn within the schema (the rest is junk JSON); the URL's format refine
    // lets some device bodies fail, hence the lower bound there.
    expect(
      within(
        z
          .string()
          .regex(/^[a-z]+$/)
          .min(120),
        drawn.longPattern!,
      ),
    ).toBeGreaterThan(200);
    expect(
      within(
        z
          .string()
          .regex(/^[0-9]+$/)
          .min(2)
          .max(4),
        drawn.shortPattern!,
      ),
    ).toBeGreaterThan(200);
    expect(within(registerDeviceBodySchema, drawn.device!)).toBeGreaterThan(100);
  }, 90_000);
});
