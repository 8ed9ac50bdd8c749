// The firm's branding (decision 0448): one row per firm, written by its administrators, read by
// everyone of the firm – its customers too, whose portal wears it. The logo is small (≤ 256 KB)
// and read with the row, so it lives in the row (bytea) like the avatars.
import { sql } from 'drizzle-orm';
import { pgPolicy, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, stampedAt, userRef } from '../../db/schema/columns';
import { appRole } from '../../db/schema/rls';
import { tenants } from '../../db/schema/tenants';

const inTenant = 'tenant_id = (select vi_request_tenant())';
/** The firm's staff and the system (vi_portal_contacts() is null for them), not a customer. */
const staffInTenant = sql.raw(`${inTenant} and (select vi_portal_contacts()) is null`);

export const firmBrandings = pgTable(
  'firm_brandings',
  {
    tenantId: text('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    displayName: text('display_name'),
    accentColor: text('accent_color').notNull(),
    logo: bytea('logo'),
    /** image/png, image/jpeg or image/webp, sniffed from the bytes. */
    logoType: text('logo_type'),
    logoUpdatedAt: timestamp('logo_updated_at', { withTimezone: true }),
    updatedBy: userRef('updated_by'),
    updatedAt: stampedAt('updated_at'),
  },
  () => [
    pgPolicy('firm_brandings_read', { as: 'permissive', for: 'select', to: appRole, using: sql.raw(inTenant) }),
    pgPolicy('firm_brandings_staff_insert', { as: 'permissive', for: 'insert', to: appRole, withCheck: staffInTenant }),
    pgPolicy('firm_brandings_staff_update', { as: 'permissive', for: 'update', to: appRole, using: staffInTenant, withCheck: staffInTenant }),
  ],
).enableRLS();
