// The audit entry of a hospitality change, written by its service in the change's transaction, so
// that an automation or an API key changing a reservation is audited like a person (issue 33.2).
import type { Actor } from '../../actor/actor';
import { audit } from '../../audit/audit';
import type { TenantTx } from '../../db/tenant-scope';

export function auditHospitality(tx: TenantTx, actor: Actor, action: string, id: string, metadata: Record<string, unknown> = {}): Promise<string> {
  return audit(tx, actor, `hospitality.${action}`, { type: 'hospitality', id }, metadata);
}
