// The one state change of an alert, a firm's or the platform's (spec 9: created → acknowledged,
// created | acknowledged → resolved); any other change is 409.
import { acknowledgeAlert, AlertTransitionError, resolveAlert } from '@shared/ai-modules/monitoring';
import type { AiAlertRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

type AlertStateRow = Pick<AiAlertRow, 'id' | 'ruleId' | 'createdAt' | 'severity' | 'title' | 'message' | 'metrics' | 'acknowledgedAt' | 'resolvedAt'>;

/** The columns to write for `action` on `row`, by `who` at `now`; throws 409 when the state does not allow it. */
export function alertStateChange(row: AlertStateRow, action: 'acknowledge' | 'resolve', now: Date, who: string | null) {
  const alert = {
    id: row.id,
    ruleId: row.ruleId ?? '',
    timestamp: row.createdAt.toISOString(),
    severity: row.severity,
    title: row.title,
    message: row.message,
    metrics: row.metrics,
    acknowledged: row.acknowledgedAt !== null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
  try {
    if (action === 'acknowledge') acknowledgeAlert(alert);
    else resolveAlert(alert, now);
  } catch (error) {
    if (error instanceof AlertTransitionError) throw new HttpError(409, 'AI_ALERT_STATE_CONFLICT');
    throw error;
  }
  return action === 'acknowledge' ? { acknowledgedAt: now, acknowledgedBy: who } : { resolvedAt: now, resolvedBy: who };
}
