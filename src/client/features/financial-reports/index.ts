export { FinancialReportsPage } from './components/financial-reports-page';
export { AnalyticsPage } from './components/analytics-page';
