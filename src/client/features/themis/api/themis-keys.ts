// Query keys of Themis and the firm's AI administration.
const themis = ['themis'] as const;
const ai = ['ai-admin'] as const;

export const themisKeys = {
  all: themis,
  conversations: [...themis, 'conversations'] as const,
  conversation: (id: string) => [...themis, 'conversation', id] as const,
  vault: [...themis, 'vault'] as const,
  matters: ['matters', 'themis-picker'] as const,
};

export interface AuditFilters {
  action: string;
  provider: string;
  classification: string;
}

/** Whose provider keys: the firm's (/api/ai-modules/keys) or the platform's (/api/platform/ai/keys, decision 0242). */
export type KeyScope = 'firm' | 'platform';

export interface PlatformAiFilters {
  tenantId: string;
  action: string;
  alertState: string;
}

export const aiAdminKeys = {
  all: ai,
  keys: (scope: KeyScope) => [...ai, 'keys', scope] as const,
  platformOverview: (f: PlatformAiFilters) => [...ai, 'platform-overview', f] as const,
  budgets: [...ai, 'budgets'] as const,
  usage: [...ai, 'usage'] as const,
  myUsage: [...ai, 'usage', 'mine'] as const,
  audit: (f: AuditFilters) => [...ai, 'audit', f] as const,
  alerts: (state: string) => [...ai, 'alerts', state] as const,
  alertsAll: [...ai, 'alerts'] as const,
  alertRules: [...ai, 'alert-rules'] as const,
  platformAlerts: (state: string) => [...ai, 'platform-alerts', state] as const,
  platformAlertsAll: [...ai, 'platform-alerts'] as const,
  platformAlertRules: [...ai, 'platform-alert-rules'] as const,
};
