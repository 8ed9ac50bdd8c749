CREATE TABLE "platform_operator" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text,
	"address" text,
	"tax_number" text,
	"bank" text,
	"bank_account" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "platform_operator_single_row" CHECK ("platform_operator"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "platform_operator" ADD CONSTRAINT "platform_operator_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Platform data: a request reads the payee (pro-formas are issued in the firm's transaction), only
-- the owner connection (the platform admin's routes) writes it (decisions 0301, 0430).
REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON TABLE platform_operator FROM vi_app;
