CREATE TABLE "matter_counters" (
	"tenant_id" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "matter_counters_tenant_id_year_pk" PRIMARY KEY("tenant_id","year")
);
--> statement-breakpoint
ALTER TABLE "matter_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "matter_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"matter_id" text NOT NULL,
	"body" text NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matter_notes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "matter_parties" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"matter_id" text NOT NULL,
	"contact_id" text,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"role_label" text,
	"tax_number" text,
	"company_registration_number" text,
	"conflict_decision" text NOT NULL,
	"conflict_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matter_parties" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "matter_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"matter_id" text NOT NULL,
	"title" text NOT NULL,
	"due_on" date,
	"assignee_id" text,
	"done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matter_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "matter_team" (
	"tenant_id" text NOT NULL,
	"matter_id" text NOT NULL,
	"user_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matter_team_matter_id_user_id_pk" PRIMARY KEY("matter_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "matter_team" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "matters" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"practice_area" text DEFAULT 'other' NOT NULL,
	"authority" text,
	"authority_case_number" text,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_on" date NOT NULL,
	"closed_on" date,
	"value_in_dispute_huf" bigint,
	"billing_arrangement" text DEFAULT 'hourly' NOT NULL,
	"billing_amount_huf" bigint,
	"success_fee_percent" integer,
	"responsible_lawyer_id" text,
	"confidential" boolean DEFAULT false NOT NULL,
	"conflict_decision" text NOT NULL,
	"conflict_reason" text,
	"conflict_hits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matters_closed_after_opened" CHECK ("matters"."closed_on" is null or "matters"."closed_on" >= "matters"."opened_on"),
	CONSTRAINT "matters_amounts_non_negative" CHECK (coalesce("matters"."value_in_dispute_huf", 0) >= 0 and coalesce("matters"."billing_amount_huf", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "matters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "matter_counters" ADD CONSTRAINT "matter_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_notes" ADD CONSTRAINT "matter_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_notes" ADD CONSTRAINT "matter_notes_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_notes" ADD CONSTRAINT "matter_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_parties" ADD CONSTRAINT "matter_parties_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_parties" ADD CONSTRAINT "matter_parties_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_parties" ADD CONSTRAINT "matter_parties_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_tasks" ADD CONSTRAINT "matter_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_tasks" ADD CONSTRAINT "matter_tasks_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_tasks" ADD CONSTRAINT "matter_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_team" ADD CONSTRAINT "matter_team_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_team" ADD CONSTRAINT "matter_team_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_team" ADD CONSTRAINT "matter_team_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matters" ADD CONSTRAINT "matters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matters" ADD CONSTRAINT "matters_responsible_lawyer_id_users_id_fk" FOREIGN KEY ("responsible_lawyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matters" ADD CONSTRAINT "matters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matter_notes_matter_idx" ON "matter_notes" USING btree ("matter_id","created_at");--> statement-breakpoint
CREATE INDEX "matter_parties_matter_idx" ON "matter_parties" USING btree ("matter_id");--> statement-breakpoint
CREATE INDEX "matter_parties_tenant_contact_idx" ON "matter_parties" USING btree ("tenant_id","contact_id");--> statement-breakpoint
CREATE INDEX "matter_tasks_matter_idx" ON "matter_tasks" USING btree ("matter_id");--> statement-breakpoint
CREATE INDEX "matter_tasks_tenant_due_idx" ON "matter_tasks" USING btree ("tenant_id","done","due_on");--> statement-breakpoint
CREATE INDEX "matter_team_user_idx" ON "matter_team" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matters_tenant_number_uq" ON "matters" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "matters_tenant_status_idx" ON "matters" USING btree ("tenant_id","status","opened_on");--> statement-breakpoint
-- >>> hand-written (issue 14, decisions 0125-0126): keep this block when regenerating the migration number.
-- Accent- and punctuation-insensitive form of a name for the conflict check: "Kovács Kft." and
-- "kovacs kft" fold alike. translate() instead of the unaccent extension, which PGlite lacks.
CREATE FUNCTION public.vi_fold(p text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path = pg_catalog, pg_temp AS $$
	SELECT btrim(regexp_replace(lower(translate(coalesce(p, ''), 'ÁÉÍÓÖŐÚÜŰáéíóöőúüűÄäÂâÀàÈèÊêËëÎîÏïÔôÒòÕõÙùÛûÇçŠšŽžČčŘřĚěŇňŤťĎďĹĺĽľŔŕÝýŁłŃńŚśŹźŻżĄąĘęŐőŰű', 'AEIOOOUUUaeiooouuuAaAaAaEeEeEeIiIiOoOoOoUuUuCcSsZzCcRrEeNnTtDdLlLlRrYyLlNnSsZzZzAaEeOoUu')), '[^a-z0-9]+', ' ', 'g'))
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.vi_fold(text) TO vi_app;
--> statement-breakpoint
-- Confidential matters (decision 0125): visible only to the creator, the responsible lawyer and
-- the team. Security definer so the policies of matters and its child tables can consult
-- matter_team / matters without recursing into each other's policies; fixed search_path.
CREATE FUNCTION public.vi_matter_team_member(p_matter_id text) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
	SELECT EXISTS (SELECT 1 FROM public.matter_team t WHERE t.matter_id = p_matter_id AND t.user_id = public.vi_request_user())
$$;
--> statement-breakpoint
CREATE FUNCTION public.vi_matter_visible(p_matter_id text) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
	SELECT EXISTS (
		SELECT 1 FROM public.matters m
		WHERE m.id = p_matter_id AND m.tenant_id = public.vi_request_tenant()
		AND (NOT m.confidential OR m.created_by = public.vi_request_user() OR m.responsible_lawyer_id = public.vi_request_user()
			OR EXISTS (SELECT 1 FROM public.matter_team t WHERE t.matter_id = m.id AND t.user_id = public.vi_request_user()))
	)
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.vi_matter_team_member(text), public.vi_matter_visible(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.vi_matter_team_member(text), public.vi_matter_visible(text) TO vi_app;
--> statement-breakpoint
-- <<< end of hand-written block
CREATE POLICY "matter_counters_tenant_isolation" ON "matter_counters" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "matter_notes_matter_visible" ON "matter_notes" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and vi_matter_visible(matter_id)) WITH CHECK (tenant_id = (select vi_request_tenant()) and vi_matter_visible(matter_id));--> statement-breakpoint
CREATE POLICY "matter_parties_matter_visible" ON "matter_parties" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and vi_matter_visible(matter_id)) WITH CHECK (tenant_id = (select vi_request_tenant()) and vi_matter_visible(matter_id));--> statement-breakpoint
CREATE POLICY "matter_tasks_matter_visible" ON "matter_tasks" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and vi_matter_visible(matter_id)) WITH CHECK (tenant_id = (select vi_request_tenant()) and vi_matter_visible(matter_id));--> statement-breakpoint
CREATE POLICY "matter_team_matter_visible" ON "matter_team" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and vi_matter_visible(matter_id)) WITH CHECK (tenant_id = (select vi_request_tenant()) and vi_matter_visible(matter_id));--> statement-breakpoint
CREATE POLICY "matters_visible" ON "matters" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (not confidential or created_by = (select vi_request_user()) or responsible_lawyer_id = (select vi_request_user()) or vi_matter_team_member(id))) WITH CHECK (tenant_id = (select vi_request_tenant()) and (not confidential or created_by = (select vi_request_user()) or responsible_lawyer_id = (select vi_request_user()) or vi_matter_team_member(id)));