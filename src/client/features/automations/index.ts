export { AutomationsPage } from './components/automations-page';
export { DeadlineRemindersPage, DocumentGenerationPage, EmailToCasePage } from './components/template-pages';
