export { FinancialReportsPage } from './components/financial-reports-page';
