// The firm's branding as services (decision 0448): each takes the Actor, checks the module's
// action, changes the one row and writes its audit entry and `branding.updated` event in the
// caller's transaction, so an API key or an automation is audited like a person.
import { eq } from 'drizzle-orm';
import { brandingActions } from '@shared/custom-branding/actions';
import { readableWithWhite } from '@shared/custom-branding/contrast';
import { type Branding, type BrandingInput, DEFAULT_ACCENT, LOGO_MAX_BYTES } from '@shared/custom-branding/custom-branding.schemas';
import { errorMessages } from '@shared/errors/errors';
import { type Actor, authorizeAction } from '../../actor/actor';
import { audit } from '../../audit/audit';
import type { TenantTx } from '../../db/tenant-scope';
import { emit } from '../../events/domain-events';
import { DomainError } from '../../lib/domain-error';
import { imageContentProblem, sniffImageType } from '../../lib/image-content';
import { tenants } from '../../db/schema';
import { firmBrandings } from './custom-branding.schema';
import './custom-branding.events';

const subject = (tenantId: string) => ({ type: 'firm_branding', id: tenantId });

/** The firm's name and its branding row (null columns while it has none), in one statement. */
async function currentRow(tx: TenantTx, tenantId: string) {
  const [row] = await tx
    .select({
      firmName: tenants.name,
      displayName: firmBrandings.displayName,
      accentColor: firmBrandings.accentColor,
      logoType: firmBrandings.logoType,
      logoUpdatedAt: firmBrandings.logoUpdatedAt,
      updatedAt: firmBrandings.updatedAt,
    })
    .from(tenants)
    .leftJoin(firmBrandings, eq(firmBrandings.tenantId, tenants.id))
    .where(eq(tenants.id, tenantId));
  if (!row) throw new DomainError('NO_TENANT');
  return row;
}

function brandingOf(row: Awaited<ReturnType<typeof currentRow>>): Branding {
  return {
    firmName: row.firmName,
    displayName: row.displayName,
    accentColor: row.accentColor ?? DEFAULT_ACCENT,
    logoUrl: row.logoType && row.logoUpdatedAt ? `/api/custom-branding/logo?v=${row.logoUpdatedAt.getTime()}` : null,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

/** The firm's branding (the defaults while it has chosen none); everyone of the firm may read it. */
export async function branding(tx: TenantTx, actor: Actor): Promise<Branding> {
  authorizeAction(actor, brandingActions.view);
  return brandingOf(await currentRow(tx, actor.tenantId));
}

/** The logo's bytes and type, or null. */
export async function brandingLogo(tx: TenantTx, actor: Actor): Promise<{ bytes: Buffer; type: string } | null> {
  authorizeAction(actor, brandingActions.view);
  const [row] = await tx.select({ logo: firmBrandings.logo, logoType: firmBrandings.logoType }).from(firmBrandings).where(eq(firmBrandings.tenantId, actor.tenantId));
  return row?.logo && row.logoType ? { bytes: row.logo, type: row.logoType } : null;
}

async function upsert(tx: TenantTx, actor: Actor, set: Partial<typeof firmBrandings.$inferInsert>): Promise<void> {
  const now = new Date();
  const values = { ...set, updatedBy: actor.userId, updatedAt: now };
  await tx
    .insert(firmBrandings)
    .values({ tenantId: actor.tenantId, accentColor: DEFAULT_ACCENT, ...values })
    .onConflictDoUpdate({ target: firmBrandings.tenantId, set: values });
}

async function recordChange(tx: TenantTx, actor: Actor, changed: string[]): Promise<Branding> {
  const after = brandingOf(await currentRow(tx, actor.tenantId));
  await audit(tx, actor, 'custom-branding.update', subject(actor.tenantId), { changed, accentColor: after.accentColor, displayName: after.displayName });
  await emit(tx, actor, 'branding.updated', subject(actor.tenantId), { changed, accentColor: after.accentColor, displayName: after.displayName, hasLogo: after.logoUrl !== null });
  return after;
}

/** The name and colour (`custom-branding.manage`); a colour white text is unreadable on is refused. */
export async function saveBranding(tx: TenantTx, actor: Actor, body: BrandingInput): Promise<Branding> {
  authorizeAction(actor, brandingActions.manage);
  if (!readableWithWhite(body.accentColor)) throw new DomainError('BRANDING_LOW_CONTRAST', undefined, { accentColor: errorMessages.BRANDING_LOW_CONTRAST });
  const before = brandingOf(await currentRow(tx, actor.tenantId));
  const changed = [...(before.displayName !== body.displayName ? ['displayName'] : []), ...(before.accentColor !== body.accentColor ? ['accentColor'] : [])];
  if (changed.length === 0 && before.updatedAt) return before;
  await upsert(tx, actor, { displayName: body.displayName, accentColor: body.accentColor });
  return recordChange(tx, actor, changed);
}

/**
 * A new logo (`custom-branding.manage`): a PNG, JPEG or WebP told by its bytes, at most
 * LOGO_MAX_BYTES, and only an image (lib/image-content.ts).
 */
export async function replaceLogo(tx: TenantTx, actor: Actor, bytes: unknown): Promise<Branding> {
  authorizeAction(actor, brandingActions.manage);
  if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new DomainError('BRANDING_LOGO_TYPE');
  if (bytes.length > LOGO_MAX_BYTES) throw new DomainError('BRANDING_LOGO_TOO_LARGE');
  const type = sniffImageType(bytes);
  if (!type) throw new DomainError('BRANDING_LOGO_TYPE');
  const problem = imageContentProblem(bytes, type);
  if (problem) throw new DomainError('BRANDING_LOGO_CONTENT');
  await upsert(tx, actor, { logo: bytes, logoType: type, logoUpdatedAt: new Date() });
  return recordChange(tx, actor, ['logo']);
}

/** Removes the logo (`custom-branding.manage`); the name and colour stay. */
export async function removeLogo(tx: TenantTx, actor: Actor): Promise<Branding> {
  authorizeAction(actor, brandingActions.manage);
  const before = await currentRow(tx, actor.tenantId);
  if (!before.logoType) return brandingOf(before);
  await upsert(tx, actor, { logo: null, logoType: null, logoUpdatedAt: null });
  return recordChange(tx, actor, ['logo']);
}
