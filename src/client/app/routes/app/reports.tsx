// /app/financial-reports and /app/analytics (issue 17 point 6). The client mirrors
// canViewAnalytics; the server enforces it and the modules' installation.
import { AnalyticsPage } from '@client/features/analytics';
import { FinancialReportsPage } from '@client/features/financial-reports';

export function FinancialReportsRoute() {
  return <FinancialReportsPage />;
}

export function AnalyticsRoute() {
  return <AnalyticsPage />;
}
