// The vault selection as a service (decision 0252, issue 33.2): whoever may manage the firm's AI
// (canManageOwnCompany, the same permission as "index now") puts a document or a whole matter into
// Themis's vault or leaves it out, audited in the change's transaction. Under RLS a confidential
// matter and its documents are not found outside its team.
import { type Actor, authorize } from '../../actor/actor';
import { audit } from '../../audit/audit';
import type { TenantTx } from '../../db/tenant-scope';
import { DomainError } from '../../lib/domain-error';
import { setDocumentExcluded, setMatterExcluded } from './themis-vault.repo';

export type VaultSelectionKind = 'document' | 'matter';

const selection = {
  document: { choose: setDocumentExcluded, notFound: 'VAULT_DOCUMENT_NOT_FOUND' },
  matter: { choose: setMatterExcluded, notFound: 'VAULT_MATTER_NOT_FOUND' },
} as const;

/** Includes (`included`) or excludes one document or matter: `themis.vault.<kind>_include|exclude`. */
export async function chooseForVault(tx: TenantTx, actor: Actor, kind: VaultSelectionKind, id: string, included: boolean): Promise<{ included: boolean }> {
  authorize(actor, 'canManageOwnCompany');
  const { choose, notFound } = selection[kind];
  const row = await choose(tx, id, !included);
  if (!row) throw new DomainError(notFound);
  await audit(tx, actor, `themis.vault.${kind}_${included ? 'include' : 'exclude'}`, { type: kind, id: row.id }, { label: row.label });
  return { included };
}
