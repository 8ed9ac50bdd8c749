// The public API's reads (issue 36.3, decision 0390): pages of a firm's rows, newest first, after
// an opaque cursor, under the caller's row-level security; the resource's module must be installed.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { resultRows } from '../../db/client';
import type { TenantTx } from '../../db/tenant-scope';
import { DomainError } from '../../lib/domain-error';
import { installedModuleKeys } from '../../module-system/installed';

export const PUBLIC_API_PAGE_MAX = 100;

export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PUBLIC_API_PAGE_MAX).default(50),
  cursor: z.string().max(200).optional(),
});

/** The opaque cursor: the last row's (created_at as the database prints it, id), base64url JSON. */
export function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): { createdAt: string; id: string } | null {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string' && !Number.isNaN(Date.parse(value[0]))) {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // falls through to the refusal
  }
  throw new DomainError('API_CURSOR_INVALID');
}

export async function requireModule(tx: TenantTx, tenantId: string, key: string) {
  if (!(await installedModuleKeys(tx, tenantId)).has(key)) throw new DomainError('MODULE_NOT_INSTALLED');
}

/** What each resource's page selects (fixed SQL of this file, never from a request). */
const selectLists = {
  contacts: 'kind, name, email, phone, tax_number',
  matters: 'number, title, status, practice_area, opened_on::text as opened_on, closed_on::text as closed_on, confidential',
} as const;

/**
 * One page of `table`'s rows, newest first, after the cursor; `condition` narrows them (a fixed
 * SQL text of the resource's module, never from a request).
 */
export async function page<Row extends { created_at: string; id: string }>(tx: TenantTx, tenantId: string, table: keyof typeof selectLists, query: z.infer<typeof pageQuery>, condition?: string) {
  const after = decodeCursor(query.cursor);
  const rows = resultRows<Row>(
    await tx.execute(sql`select ${sql.raw(selectLists[table])}, created_at::text as created_at, id from ${sql.identifier(table)}
      where tenant_id = ${tenantId} ${condition ? sql.raw(`and ${condition}`) : sql``} ${after ? sql`and (created_at, id) < (${after.createdAt}::timestamptz, ${after.id})` : sql``}
      order by created_at desc, id desc limit ${query.limit + 1}`),
  );
  const more = rows.length > query.limit;
  const data = more ? rows.slice(0, query.limit) : rows;
  const last = data.at(-1);
  return { data, nextCursor: more && last ? encodeCursor(last.created_at, last.id) : null };
}

/** An offset as an opaque cursor, for lists the app's services page by offset. */
const OFFSET_TAG = 'o';
export const encodeOffsetCursor = (offset: number) => Buffer.from(JSON.stringify([OFFSET_TAG, offset])).toString('base64url');

export function decodeOffsetCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value[0] === OFFSET_TAG && Number.isSafeInteger(value[1]) && (value[1] as number) >= 0 && (value[1] as number) <= 1_000_000) return value[1] as number;
  } catch {
    // falls through to the refusal
  }
  throw new DomainError('API_CURSOR_INVALID');
}

/** One page of an app service's offset-paged list (`{ items, total }`) as `{ data, nextCursor }`. */
export async function offsetPage<Item>(cursor: string | undefined, limit: number, list: (offset: number) => Promise<{ items: Item[]; total: number }>) {
  const offset = decodeOffsetCursor(cursor);
  const { items, total } = await list(offset);
  const next = offset + items.length;
  return { data: items, nextCursor: items.length > 0 && next < total ? encodeOffsetCursor(next) : null };
}
