// Client management and client onboarding (issue 14 points 6-7).
export { ClientManagementPage } from './components/client-management-page';
export { OnboardingPage } from './components/onboarding-page';
export type { ContactForm } from './components/intake-steps';
