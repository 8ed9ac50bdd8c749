CREATE TABLE "ai_platform_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"key_ciphertext" text NOT NULL,
	"key_hint" text NOT NULL,
	"base_url" text,
	"model" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_platform_keys_provider_uq" UNIQUE("provider")
);
--> statement-breakpoint
ALTER TABLE "ai_platform_keys" ADD CONSTRAINT "ai_platform_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Platform keys are read only by the gateway and the platform admin's routes (owner connection).
REVOKE ALL ON TABLE ai_platform_keys FROM vi_app;
