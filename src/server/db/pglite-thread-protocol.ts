// The messages between the main thread and the embedded database's thread (pglite-thread.ts).
import type { HandWrittenStatement } from './tenant-scope';

export type ThreadRequest = { id: number } & (
  | { op: 'query'; text: string; params?: unknown[]; rowMode?: 'array' | 'object'; drizzle?: boolean; tx?: number }
  | { op: 'exec'; text: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'request'; tenantId: string; userId: string | null; statements: HandWrittenStatement[] }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; listener: number }
  | { op: 'close' }
);

export type SerializedError = { name: string; message: string; fields: Record<string, unknown> };

export type ThreadReply = { ready: true } | { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError } | { notification: number; payload: string };

/** An error as the other thread can rebuild it: its name, message and plain fields (a DatabaseError's code, detail, constraint …). */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

/** JavaScript's own error classes, rebuilt as themselves (a caller may check `instanceof TypeError`). */
const BUILT_IN: Record<string, ErrorConstructor> = { TypeError, RangeError, SyntaxError, ReferenceError };

/** The error again, on this side: an Error (or the built-in class it was) with the same name, message and fields. */
export function rebuildError(serialized: SerializedError): Error {
  const error = Object.assign(new (BUILT_IN[serialized.name] ?? Error)(serialized.message), serialized.fields);
  error.name = serialized.name;
  return error;
}
