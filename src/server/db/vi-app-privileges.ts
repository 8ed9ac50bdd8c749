// What the request role vi_app may do, table by table: the reviewed list the privilege test
// (module-system/vi-app-privileges.test.ts) compares the database with, joined with the tablePrivileges
// of the manifests of modules that keep tables in their own folders (issue 34 finding 7, decisions 0301, 0447).
//
// Every public table is listed, '' where vi_app holds nothing. A new table gets SELECT, INSERT,
// UPDATE, DELETE from the default privileges (migration 0000); the test then fails naming the
// line to add here. Add it only if request transactions need each of these; a platform or billing
// table instead REVOKEs in its migration what no tenant request may do (see migration 0051).
// Column grants are written `UPDATE (a, b)`.

const DML = 'SELECT, INSERT, UPDATE, DELETE';
/** Written by the owner only: platform data, billing state (owner transactions or vi_… functions). */
const READ = 'SELECT';
/** History: a request adds rows, never rewrites or removes them. */
const APPEND = 'SELECT, INSERT';

export const reviewedAppPrivileges: Record<string, string> = {
  // Credentials, sessions, tokens, the mail outbox and the platform's AI operations: owner only.
  accounts: '',
  sessions: '',
  verifications: '',
  two_factors: '',
  auth_tokens: '',
  mail_outbox: '',
  ai_monitor_runs: '',
  ai_platform_alert_rules: '',
  ai_platform_alerts: '',
  ai_platform_keys: '',
  ai_provider_health: '',
  ai_rate_limits: '',
  proforma_counters: '',

  // Platform data: read-only for requests.
  plans: READ,
  platform_operator: READ,
  module_catalog: READ,
  module_tenant_visibility: READ,
  factory_modules: READ,
  factory_module_versions: READ,
  hu_calendar_entries: READ,
  hu_work_schedule_decrees: READ,

  // Billing state: read-only for requests (decision 0301).
  subscriptions: READ,
  plan_changes: READ,
  proformas: READ,
  credit_purchases: READ,
  credit_accounts: READ,
  credit_ledger: READ,

  // Append-only history.
  audit_log: APPEND,
  ai_audit_log: APPEND,
  usage_events: APPEND,
  domain_events: APPEND,

  // The firm row: read and renamed by its admin; users: read, and their own name and picture.
  tenants: 'SELECT, UPDATE (name)',
  users: 'SELECT, UPDATE (name, image, updated_at, family_name, given_name)',
  join_requests: 'SELECT, INSERT, UPDATE',

  // Firm data under row-level security (tenant, team, own-row policies).
  ai_alert_rules: DML,
  ai_alerts: DML,
  ai_budgets: DML,
  ai_provider_keys: DML,
  ai_usage: DML,
  blob_deletions: DML,
  calendar_feed_tokens: DML,
  client_intake_documents: DML,
  client_intakes: DML,
  compliance_completions: DML,
  compliance_obligations: DML,
  contact_activities: DML,
  contact_links: DML,
  contacts: DML,
  deadline_digests: DML,
  deadline_documents: DML,
  deadline_reminders: DML,
  deadline_settings: DML,
  deadline_user_prefs: DML,
  document_chunk_embeddings: DML,
  document_generations: DML,
  document_template_usage: DML,
  document_template_versions: DML,
  document_templates: DML,
  document_versions: DML,
  // Kept by the owner's triggers on document_versions (decision 0441): requests read it.
  document_storage_usage: READ,
  documents: DML,
  factory_records: DML,
  invitations: DML,
  invoice_lines: DML,
  invoice_proformas: APPEND,
  invoice_payments: DML,
  invoice_series: DML,
  invoice_settings: DML,
  invoice_time_entries: DML,
  invoices: DML,
  kb_article_revisions: DML,
  kb_articles: DML,
  knowledge_article_documents: DML,
  legal_acceptances: DML,
  matter_counters: DML,
  matter_deadlines: DML,
  matter_notes: DML,
  matter_parties: DML,
  matter_tasks: DML,
  matter_team: DML,
  matters: DML,
  members: DML,
  module_usage_daily: DML,
  nav_credentials: DML,
  nav_reports: DML,
  notifications: DML,
  opportunities: DML,
  opportunity_stages: DML,
  payment_reminders: DML,
  tenant_modules: DML,
  themis_conversations: DML,
  themis_messages: DML,
  time_entries: DML,
  time_rates: DML,
  time_timers: DML,
  time_tracking_settings: DML,
  usage_tracking: DML,
  user_profiles: DML,
  user_settings: DML,

  // Hospitality (issue 37), as its migration grants them; the history tables (reservation events,
  // housekeeping log, the sealed guest register) are candidates for APPEND once their code allows.
  hospitality_charges: DML,
  hospitality_counters: DML,
  hospitality_folio_invoices: DML,
  hospitality_guest_register: DML,
  hospitality_guests: DML,
  hospitality_housekeeping_log: DML,
  hospitality_housekeeping_tasks: DML,
  hospitality_ntak_messages: DML,
  hospitality_ntak_settings: DML,
  hospitality_payments: DML,
  hospitality_properties: DML,
  hospitality_rate_plans: DML,
  hospitality_reservation_events: DML,
  hospitality_reservations: DML,
  hospitality_stays: DML,
  hospitality_unit_blocks: DML,
  hospitality_units: DML,

  // The customer portal (decision 0350): links and threads are the firm's working data; messages
  // are history (added, never rewritten), read marks move forward and are not removed.
  portal_invitations: DML,
  portal_users: DML,
  portal_threads: DML,
  portal_messages: APPEND,
  portal_reads: 'SELECT, INSERT, UPDATE',
  // The firm's public profile (decision 0401): edited by its administrator, never removed by a request.
  firm_profiles: 'SELECT, INSERT, UPDATE',

  // The job runtime (decision 0280): a request enqueues its firm's jobs; a firm's job marks itself
  // done in its last transaction (ctx.commit) – the state columns only.
  // API keys (decision 0390): never deleted; the secret and scopes never rewritten by a request.
  api_keys: 'SELECT, INSERT, UPDATE (expires_at, revoked_at, revoked_by, replaced_by)',
  // Automations (decision 0360): rules are the firm admin's to edit and delete; a run is written by
  // the event's transaction and finished by its job – never rewritten otherwise or deleted by a request.
  automation_rules: DML,
  automation_runs: 'SELECT, INSERT, UPDATE (status, results, error, gate_reason, attempts, finished_at)',
  // Webhooks (decisions 0425–0426): endpoints are disabled, never deleted; deliveries are the log.
  webhook_endpoints: 'SELECT, INSERT, UPDATE',
  webhook_deliveries: 'SELECT, INSERT, UPDATE',
  // E-mail to case (decisions 0432–0434): settings are changed, never removed; received messages are
  // the intake log, filed and updated by their job, never deleted by a request.
  inbound_mail_settings: 'SELECT, INSERT, UPDATE',
  inbound_mails: 'SELECT, INSERT, UPDATE',
  jobs: 'SELECT, INSERT, UPDATE (state, locked_by, claim_token, last_error, updated_at, finished_at)',
  // Idempotency-Key claims of the public API (decision 0392): claimed, answered, expired by requests.
  api_idempotency_keys: DML,

  // Booking (decisions 0357–0358): the firm's appointment types and hours; bookings are history,
  // cancelled by status, never deleted.
  booking_appointment_types: DML,
  booking_availability_exceptions: DML,
  booking_weekly_hours: DML,
  bookings: 'SELECT, INSERT, UPDATE',
  // Complaints (decisions 0405–0409): filed, answered and, after the retention period, deleted by the firm's retention job.
  portal_complaints: DML,
};

/**
 * SECURITY DEFINER functions vi_app may call: each runs as the owner, so each is reviewed like a
 * grant. They read the request's firm and user from the request context.
 */
export const reviewedAppDefinerFunctions: readonly string[] = [
  'vi_deadline_visible(text)',
  // The upload's storage check (decision 0453): the request's own firm's stored bytes, its row locked until the commit (created at 0 if missing).
  'vi_document_storage_held()',
  'vi_document_visible(text)',
  'vi_invoice_visible(text)',
  'vi_issue_proforma(text,text,text,integer,integer,integer,timestamp with time zone,timestamp with time zone)',
  'vi_matter_team_member(text)',
  'vi_matter_visible(text)',
  // The customer's own scope (decision 0350): the contacts linked to a customer-only request user, and whether a matter is theirs.
  'vi_portal_contacts()',
  // … and whether an invoice or a document is theirs (decision 0400: the rows below them follow).
  'vi_portal_document(text)',
  'vi_portal_invoice(text)',
  'vi_portal_matter(text)',
  'vi_portal_thread_visible(text)',
  // A lawyer's busy times for free-slot search (decision 0358): start and end only, of the request's firm, for its members.
  'vi_booking_busy(text,timestamp with time zone,timestamp with time zone)',
  'vi_report_invoices(date)',
  'vi_request_tenant()',
  'vi_request_user()',
  'vi_spend_credits(text,integer,text,text,text)',
];
