// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the automations' pages.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const automations = () => import('@client/app/routes/app/automations');

export default {
  automations: lazyPage(automations, 'AutomationsRoute'),
  'automations/email-to-case': lazyPage(automations, 'EmailToCaseRoute'),
  'automations/deadline-reminders': lazyPage(automations, 'DeadlineRemindersRoute'),
  'automations/document-generation': lazyPage(automations, 'DocumentGenerationRoute'),
} satisfies FeaturePages;
