// /app/opportunities and /app/crm (issue 14 points 4-5). The app composes the opportunities board
// with the matters' conflict panel, which "Megnyerés" needs before it opens a matter.
import { useState } from 'react';
import { ConflictPanel, conflictReady, type ConflictState, initialConflict, useFirmStaff } from '@client/features/matters';
import { type ConflictSlot, CrmPage, OpportunitiesPage } from '@client/features/opportunities';
import { useAppContext } from '../../layout/app-context';

function useConflictSlot(): ConflictSlot {
  const [state, setState] = useState<ConflictState>(initialConflict);
  return {
    render: (client) => <ConflictPanel query={{ parties: client.contactId || (client.name?.trim().length ?? 0) >= 2 ? [client] : [] }} state={state} onChange={setState} />,
    decision: conflictReady(state) ? { decision: state.decision, reason: state.reason.trim() || undefined } : null,
    reset: () => setState(initialConflict),
  };
}

export function OpportunitiesRoute() {
  const { me, permissions } = useAppContext();
  const staff = useFirmStaff();
  const conflict = useConflictSlot();
  return (
    <OpportunitiesPage
      canCreate={permissions.canCreateOpportunities}
      canEdit={permissions.canEditOpportunities}
      canEditStages={permissions.canEditSettings}
      staff={(staff.data ?? []).map((m) => ({ id: m.userId, name: m.name }))}
      currentUserId={me.user.id}
      conflict={conflict}
    />
  );
}

export function CrmRoute() {
  return <CrmPage />;
}
