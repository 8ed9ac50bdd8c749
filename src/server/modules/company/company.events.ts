// The company module's domain events (issue 33.2, decision 0291).
import type { TenantRole } from '@shared/permissions/roles';

export interface MemberRolesChangedV1 {
  /** The member whose roles changed. */
  userId: string;
  from: TenantRole[];
  to: TenantRole[];
}

declare module '../../events/domain-events' {
  interface DomainEventPayloads {
    'company.member.roles_changed': MemberRolesChangedV1;
  }
}
