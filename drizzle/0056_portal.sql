CREATE TABLE "portal_invitations" (
	"invitation_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_invitations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "portal_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"thread_id" text NOT NULL,
	"author_id" text,
	"from_firm" boolean NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "portal_reads" (
	"tenant_id" text NOT NULL,
	"thread_id" text NOT NULL,
	"user_id" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portal_reads_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "portal_reads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "portal_threads" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"matter_id" text,
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_to" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_from_firm" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_threads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "portal_users" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "portal_invitations" ADD CONSTRAINT "portal_invitations_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_invitations" ADD CONSTRAINT "portal_invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_invitations" ADD CONSTRAINT "portal_invitations_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_messages" ADD CONSTRAINT "portal_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_messages" ADD CONSTRAINT "portal_messages_thread_id_portal_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."portal_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_messages" ADD CONSTRAINT "portal_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_reads" ADD CONSTRAINT "portal_reads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_reads" ADD CONSTRAINT "portal_reads_thread_id_portal_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."portal_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_reads" ADD CONSTRAINT "portal_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_threads" ADD CONSTRAINT "portal_threads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_threads" ADD CONSTRAINT "portal_threads_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_threads" ADD CONSTRAINT "portal_threads_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_threads" ADD CONSTRAINT "portal_threads_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_threads" ADD CONSTRAINT "portal_threads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_users" ADD CONSTRAINT "portal_users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_users" ADD CONSTRAINT "portal_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_users" ADD CONSTRAINT "portal_users_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_users" ADD CONSTRAINT "portal_users_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_messages_thread_idx" ON "portal_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "portal_threads_tenant_last_idx" ON "portal_threads" USING btree ("tenant_id","last_message_at");--> statement-breakpoint
CREATE INDEX "portal_threads_contact_idx" ON "portal_threads" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "portal_threads_matter_idx" ON "portal_threads" USING btree ("matter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_users_tenant_user_contact_uq" ON "portal_users" USING btree ("tenant_id","user_id","contact_id");--> statement-breakpoint
CREATE INDEX "portal_users_contact_idx" ON "portal_users" USING btree ("contact_id");--> statement-breakpoint
-- >>> hand-written (issue 33.5, decision 0350): keep this block when regenerating the migration number.
-- The customer's "own" scope. vi_portal_contacts() answers, for the request's user in the request's
-- firm, NULL when the user is firm staff (holds any role but customer), the system (no user) or not
-- a member, and otherwise – a customer-only member – the contact ids linked to the user in
-- portal_users (empty when none). Like vi_matter_visible it reads only vi_private.request_context
-- through vi_request_tenant()/vi_request_user(), which SQL running as vi_app cannot change, so no
-- setting a request could overwrite decides whose rows it sees. Security definer: the policies of
-- portal_users, contacts and matters call it without recursing into their own policies.
CREATE FUNCTION public.vi_portal_contacts() RETURNS text[]
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
	SELECT CASE WHEN EXISTS (
		SELECT 1 FROM public.members m
		WHERE m.tenant_id = public.vi_request_tenant() AND m.user_id = public.vi_request_user()
		AND NOT EXISTS (SELECT 1 FROM unnest(string_to_array(m.role, ',')) r WHERE btrim(r) <> 'customer')
	) THEN coalesce((
		SELECT array_agg(p.contact_id ORDER BY p.contact_id) FROM public.portal_users p
		WHERE p.tenant_id = public.vi_request_tenant() AND p.user_id = public.vi_request_user()
	), '{}'::text[]) END
$$;
--> statement-breakpoint
-- A matter is a customer's own when one of their contacts is its client party.
CREATE FUNCTION public.vi_portal_matter(p_matter_id text) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
	SELECT EXISTS (
		SELECT 1 FROM public.matter_parties mp
		WHERE mp.matter_id = p_matter_id AND mp.tenant_id = public.vi_request_tenant() AND mp.role = 'client'
		AND mp.contact_id = ANY (public.vi_portal_contacts())
	)
$$;
--> statement-breakpoint
-- A thread is visible on a visible matter (or none) and, to a customer, when its contact is their own;
-- its messages and read marks follow it.
CREATE FUNCTION public.vi_portal_thread_visible(p_thread_id text) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
	SELECT EXISTS (
		SELECT 1 FROM public.portal_threads t
		WHERE t.id = p_thread_id AND t.tenant_id = public.vi_request_tenant()
		AND (t.matter_id IS NULL OR public.vi_matter_visible(t.matter_id))
		AND (public.vi_portal_contacts() IS NULL OR t.contact_id = ANY (public.vi_portal_contacts()))
	)
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.vi_portal_contacts(), public.vi_portal_matter(text), public.vi_portal_thread_visible(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.vi_portal_contacts(), public.vi_portal_matter(text), public.vi_portal_thread_visible(text) TO vi_app;
--> statement-breakpoint
-- Messages are history: a request adds them, never rewrites or removes them; read marks are moved on, not removed.
REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON TABLE portal_messages FROM vi_app;
--> statement-breakpoint
REVOKE DELETE, TRUNCATE, REFERENCES, TRIGGER ON TABLE portal_reads FROM vi_app;
--> statement-breakpoint
-- Decision 0134 tied a customer to a client by e-mail; the links it implied become rows once, so
-- nobody loses access: a customer-only member whose e-mail is a live contact's of the firm.
INSERT INTO portal_users (id, tenant_id, user_id, contact_id)
SELECT gen_random_uuid()::text, m.tenant_id, m.user_id, c.id
FROM members m JOIN users u ON u.id = m.user_id
JOIN contacts c ON c.tenant_id = m.tenant_id AND lower(c.email) = lower(u.email) AND c.deleted_at IS NULL AND c.merged_into_id IS NULL
WHERE ',' || m.role || ',' LIKE '%,customer,%'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- <<< end of hand-written block
CREATE POLICY "contacts_customer_own" ON "contacts" AS RESTRICTIVE FOR ALL TO "vi_app" USING ((select vi_portal_contacts()) is null or (array[id] <@ (select vi_portal_contacts()))) WITH CHECK ((select vi_portal_contacts()) is null or (array[id] <@ (select vi_portal_contacts())));--> statement-breakpoint
CREATE POLICY "matters_customer_own" ON "matters" AS RESTRICTIVE FOR ALL TO "vi_app" USING ((select vi_portal_contacts()) is null or (vi_portal_matter(id))) WITH CHECK ((select vi_portal_contacts()) is null or (vi_portal_matter(id)));--> statement-breakpoint
CREATE POLICY "invoices_customer_own" ON "invoices" AS RESTRICTIVE FOR ALL TO "vi_app" USING ((select vi_portal_contacts()) is null or (array[contact_id] <@ (select vi_portal_contacts()))) WITH CHECK ((select vi_portal_contacts()) is null or (array[contact_id] <@ (select vi_portal_contacts())));--> statement-breakpoint
CREATE POLICY "portal_invitations_firm_only" ON "portal_invitations" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null) WITH CHECK (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null);--> statement-breakpoint
CREATE POLICY "portal_messages_thread_visible" ON "portal_messages" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and vi_portal_thread_visible(thread_id)) WITH CHECK (tenant_id = (select vi_request_tenant()) and vi_portal_thread_visible(thread_id) and from_firm = ((select vi_portal_contacts()) is null));--> statement-breakpoint
CREATE POLICY "portal_reads_thread_visible" ON "portal_reads" AS PERMISSIVE FOR SELECT TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and vi_portal_thread_visible(thread_id));--> statement-breakpoint
CREATE POLICY "portal_reads_own_insert" ON "portal_reads" AS PERMISSIVE FOR INSERT TO "vi_app" WITH CHECK (tenant_id = (select vi_request_tenant()) and user_id = (select vi_request_user()) and vi_portal_thread_visible(thread_id));--> statement-breakpoint
CREATE POLICY "portal_reads_own_update" ON "portal_reads" AS PERMISSIVE FOR UPDATE TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and user_id = (select vi_request_user()) and vi_portal_thread_visible(thread_id)) WITH CHECK (tenant_id = (select vi_request_tenant()) and user_id = (select vi_request_user()) and vi_portal_thread_visible(thread_id));--> statement-breakpoint
CREATE POLICY "portal_threads_visible" ON "portal_threads" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (matter_id is null or vi_matter_visible(matter_id)) and ((select vi_portal_contacts()) is null or array[contact_id] <@ (select vi_portal_contacts()))) WITH CHECK (tenant_id = (select vi_request_tenant()) and (matter_id is null or vi_matter_visible(matter_id)) and ((select vi_portal_contacts()) is null or array[contact_id] <@ (select vi_portal_contacts())));--> statement-breakpoint
CREATE POLICY "portal_users_read" ON "portal_users" AS PERMISSIVE FOR SELECT TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and ((select vi_portal_contacts()) is null or user_id = (select vi_request_user())));--> statement-breakpoint
CREATE POLICY "portal_users_firm_write" ON "portal_users" AS PERMISSIVE FOR INSERT TO "vi_app" WITH CHECK (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null);--> statement-breakpoint
CREATE POLICY "portal_users_firm_update" ON "portal_users" AS PERMISSIVE FOR UPDATE TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null) WITH CHECK (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null);--> statement-breakpoint
CREATE POLICY "portal_users_firm_delete" ON "portal_users" AS PERMISSIVE FOR DELETE TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null);