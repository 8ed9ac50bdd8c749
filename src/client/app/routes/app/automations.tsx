// /app/automations and its three template pages (issue 36.1). The client mirrors the module's
// permission (canEditSettings builds rules); the server enforces it, the module gate and the plan.
import { AutomationsPage, DeadlineRemindersPage, DocumentGenerationPage, EmailToCasePage } from '@client/features/automations';
import { ReminderSettingsCard } from '@client/features/compliance-tracker';
import { useAppContext } from '../../layout/app-context';

export function AutomationsRoute() {
  return <AutomationsPage />;
}

export function EmailToCaseRoute() {
  const { permissions } = useAppContext();
  return <EmailToCasePage canBuild={permissions.canEditSettings} />;
}

export function DeadlineRemindersRoute() {
  const { permissions } = useAppContext();
  return <DeadlineRemindersPage canBuild={permissions.canEditSettings} reminderSettings={<ReminderSettingsCard canManageFirm={permissions.canManageOwnCompany} />} />;
}

export function DocumentGenerationRoute() {
  const { permissions } = useAppContext();
  return <DocumentGenerationPage canBuild={permissions.canEditSettings} />;
}
