export { AdminDashboard } from './components/admin-dashboard';
export { AnalyticsPage } from './components/analytics-page';
export { CompaniesPage } from './components/companies-page';
export { UsersPage } from './components/users-page';
export { DeadLetterJobs } from './components/dead-letter-jobs';
