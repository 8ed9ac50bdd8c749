-- The non-superuser role every request transaction assumes (SET LOCAL ROLE vi_app), so that
-- row-level security applies on PGlite (whose only user is a superuser) and on PostgreSQL alike.
-- Roles are cluster-wide: creating it must tolerate another database having created it first.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'vi_app') THEN
    CREATE ROLE vi_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
-- The migrating (owner) user must be able to SET ROLE vi_app; a superuser already can.
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT vi_app TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO vi_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO vi_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO vi_app;
