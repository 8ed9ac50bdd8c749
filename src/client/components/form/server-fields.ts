// A form whose fields are not named as the request body's (minutes for `timeWindowMs`, one text
// field for a list of addresses) renames the server's VALIDATION_ERROR paths before <Form> puts
// them on its fields (decision 0404).
import { ApiError, isApiError } from '@client/lib/api-client';

/**
 * `error` with its field paths renamed by `rename` (a path it returns unchanged stays; the first
 * message wins where two paths meet); any other error as it is. Throw the result from onSubmit.
 */
export function renameServerFields(error: unknown, rename: (path: string) => string): unknown {
  if (!isApiError(error) || !error.fields) return error;
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const name = rename(path);
    fields[name] ??= message;
  }
  return new ApiError(error.code, error.serverMessage, error.status, fields);
}
