CREATE TABLE "user_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"user_type" text NOT NULL,
	"bar_membership_id" text,
	"firm_name" text,
	"firm_address" text,
	"firm_size" text,
	"company_name" text,
	"phone_number" text,
	"specialties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preferred_contact_method" text DEFAULT 'email' NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"newsletter_consent" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"privacy_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;