CREATE TABLE "inbound_mail_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"token" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"allowed_senders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_bytes" integer NOT NULL,
	"imap_enabled" boolean DEFAULT false NOT NULL,
	"imap_host" text,
	"imap_port" integer,
	"imap_secure" boolean DEFAULT true NOT NULL,
	"imap_user" text,
	"imap_password" text,
	"imap_mailbox" text DEFAULT 'INBOX' NOT NULL,
	"imap_uid_validity" text,
	"imap_last_uid" integer DEFAULT 0 NOT NULL,
	"imap_polled_at" timestamp with time zone,
	"imap_error" text,
	"configured_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_mail_settings_tenant_uq" UNIQUE("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "inbound_mail_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "inbound_mails" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"source" text NOT NULL,
	"recipient" text NOT NULL,
	"envelope_from" text,
	"raw" "bytea",
	"size_bytes" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"message_id" text,
	"duplicate_of" text,
	"in_reply_to" text,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"from_address" text,
	"from_name" text,
	"subject" text,
	"sent_at" timestamp with time zone,
	"matter_id" text,
	"contact_id" text,
	"matched_by" text,
	"note_id" text,
	"opportunity_id" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"imap_uid_validity" text,
	"imap_uid" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inbound_mails" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "inbound_mail_settings" ADD CONSTRAINT "inbound_mail_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_mail_settings" ADD CONSTRAINT "inbound_mail_settings_configured_by_users_id_fk" FOREIGN KEY ("configured_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_mails" ADD CONSTRAINT "inbound_mails_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_mails" ADD CONSTRAINT "inbound_mails_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_mails" ADD CONSTRAINT "inbound_mails_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_mail_settings_token_uq" ON "inbound_mail_settings" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_mails_message_uq" ON "inbound_mails" USING btree ("tenant_id","message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_mails_imap_uq" ON "inbound_mails" USING btree ("tenant_id","imap_uid_validity","imap_uid");--> statement-breakpoint
CREATE INDEX "inbound_mails_tenant_idx" ON "inbound_mails" USING btree ("tenant_id","received_at");--> statement-breakpoint
CREATE POLICY "inbound_mail_settings_tenant_isolation" ON "inbound_mail_settings" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "inbound_mails_visible" ON "inbound_mails" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (matter_id is null or vi_matter_visible(matter_id))) WITH CHECK (tenant_id = (select vi_request_tenant()) and (matter_id is null or vi_matter_visible(matter_id)));--> statement-breakpoint
-- Hand-written (decisions 0432–0434): the received messages are the firm's intake log – a request or
-- a job files and updates them, never removes them; settings are changed, never removed by a request.
REVOKE DELETE, TRUNCATE, REFERENCES, TRIGGER ON TABLE inbound_mails FROM vi_app;
--> statement-breakpoint
REVOKE DELETE, TRUNCATE, REFERENCES, TRIGGER ON TABLE inbound_mail_settings FROM vi_app;
