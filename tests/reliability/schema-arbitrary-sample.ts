// Draws values from the fuzzer's arbitraries in a child process, so that a generator that never
// ends (a filter no drawn value passes) is killed by the parent's timeout instead of hanging it.
// Prints the drawn values of each schema as JSON.
import fc from 'fast-check';
import { z } from 'zod';
import { registerDeviceBodySchema } from '../../src/shared/mobile/mobile.schemas';
import { arbitraryFromZod } from './schema-arbitrary';

const schemas = {
  // A Web Push registration: base64url keys of 80–100 and 16–32 characters (decision 0516).
  device: registerDeviceBodySchema,
  longPattern: z
    .string()
    .regex(/^[a-z]+$/)
    .min(120),
  shortPattern: z
    .string()
    .regex(/^[0-9]+$/)
    .min(2)
    .max(4),
};

const drawn = Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, fc.sample(arbitraryFromZod(schema), { numRuns: 300, seed: 42 })]));
process.stdout.write(JSON.stringify(drawn));
