// /app/financial-reports and /app/analytics (issue 17 point 6). The client mirrors
// canViewAnalytics; the server enforces it and the modules' installation.
import { AnalyticsPage, FinancialReportsPage } from '@client/features/reports';
import { RequirePermission } from '../../require-permission';

export function FinancialReportsRoute() {
  return (
    <RequirePermission permission="canViewAnalytics">
      <FinancialReportsPage />
    </RequirePermission>
  );
}

export function AnalyticsRoute() {
  return (
    <RequirePermission permission="canViewAnalytics">
      <AnalyticsPage />
    </RequirePermission>
  );
}
