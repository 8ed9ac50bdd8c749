-- Plans are platform rows: request transactions (role vi_app) may read them but only the owner
-- (platform admin routes) may change them. The pro-forma counter is raised by tenant requests.
REVOKE INSERT, UPDATE, DELETE ON TABLE plans FROM vi_app;
--> statement-breakpoint
REVOKE DELETE ON TABLE proforma_counters FROM vi_app;
--> statement-breakpoint
-- Ledger rows are history: never rewritten or removed by request code.
REVOKE UPDATE, DELETE ON TABLE credit_ledger, usage_events FROM vi_app;
