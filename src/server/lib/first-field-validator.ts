// A route-level validator compiler for forms that show one message on top (the account flows,
// spec 8): Fastify runs the zod schema as usual, and a failure is an HttpError whose message is
// the first field's Hungarian message, with every field's message in `fields`. The app's one
// error handler (plugins/errors.ts) answers it like any other HttpError: 400 VALIDATION_ERROR.
import type { z } from 'zod';
import { fieldErrors } from '@shared/auth/registration.schemas';
import { errorMessages } from '@shared/errors/errors';
import { HttpError } from './http-error';

// Typed by hand: a route's `validatorCompiler` option is typed with the route's whole schema.
const compile =
  ({ schema }: { schema: unknown }) =>
  (data: unknown) => {
    // A missing or `null` body is checked as an empty object, so each required field is named.
    const result = (schema as z.ZodType).safeParse(data ?? {});
    if (result.success) return { value: result.data };
    const fields = fieldErrors(result.error);
    return { error: new HttpError(400, 'VALIDATION_ERROR', Object.values(fields)[0] ?? errorMessages.VALIDATION_ERROR, fields) };
  };

/** Spread into a route's options: `{ ...firstFieldValidation, schema: { body, … } }`. */
export const firstFieldValidation = { validatorCompiler: compile };
